import { CalendarPlus, Copy, Download, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { webcalUrl } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { inputClasses } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useCalendarLink, useNewCalendarLink } from "./api/calendar";
import { useT } from "./messages";

export const CALENDAR_CARD_ID = "calendar";

/**
 * Settings → 'Add to calendar' (docs/architecture.md §4 'Calendar feed'): the member's private
 * feed, made on first use, then 'Subscribe' (webcal://, which a calendar app keeps in step),
 * 'Download .ics' (a copy of today's), 'Copy link' (for a calendar's 'From URL') and 'New link',
 * which stops the old one.
 */
export function CalendarCard() {
  const t = useT();
  const failed = (error: unknown) => (isApiError(error) ? error.message : t("pleaseTryAgain"));
  const link = useCalendarLink();
  const renew = useNewCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const linkInput = useRef<HTMLTextAreaElement>(null);
  const linkId = useId();
  const hintId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("linkCopied"));
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      linkInput.current?.select();
      toast.error(t("copyFailed"), { description: t("copyFailedDetail") });
    }
  };

  // The dashboard's first steps link here (#calendar): scroll to the card once its link is there.
  const { hash } = useLocation();
  const loaded = !link.isPending;
  useEffect(() => {
    if (loaded && hash === `#${CALENDAR_CARD_ID}`) document.getElementById(CALENDAR_CARD_ID)?.scrollIntoView({ block: "start" });
  }, [loaded, hash]);

  const url = link.data?.url ?? null;
  return (
    <Card id={CALENDAR_CARD_ID} className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle>{t("calendarTitle")}</CardTitle>
        <CardDescription>{t("calendarDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {link.isPending ? (
          <Spinner label={t("calendarLoading")} />
        ) : link.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
            <p>{t("calendarLoadFailed", { reason: failed(link.error) })}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void link.refetch()}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : url === null ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-slate-600">{t("calendarMakeOnce")}</p>
            <Button
              type="button"
              disabled={renew.isPending}
              onClick={() => renew.mutate(undefined, { onError: (error) => toast.error(t("calendarMakeFailed"), { description: failed(error) }) })}
            >
              <CalendarPlus aria-hidden />
              {renew.isPending ? t("making") : t("makeCalendarLink")}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={linkId} className="text-sm font-medium text-slate-900">
                {t("calendarLinkLabel")}
              </label>
              {/* A text area, so the whole link shows (wrapped) however narrow the card. */}
              <textarea
                id={linkId}
                ref={linkInput}
                readOnly
                rows={3}
                value={url}
                aria-describedby={hintId}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(inputClasses, "h-auto resize-none py-2 font-mono text-xs break-all sm:text-xs")}
              />
              <p id={hintId} className="mt-0.5 text-xs text-slate-500">
                {t("calendarLinkHint")}
              </p>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button asChild>
                <a href={webcalUrl(url)}>
                  <CalendarPlus aria-hidden />
                  {t("subscribe")}
                </a>
              </Button>
              <Button asChild variant="secondary">
                <a href={url} download="berean.ics">
                  <Download aria-hidden />
                  {t("downloadIcs")}
                </a>
              </Button>
              <Button type="button" variant="secondary" onClick={() => void copy(url)}>
                <Copy aria-hidden />
                {t("copyLink")}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden />
                {t("newLink")}
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("newLinkConfirmTitle")}
        description={t("newLinkConfirmDetail")}
        confirmLabel={t("newLink")}
        busyLabel={t("making")}
        onConfirm={() =>
          renew.mutateAsync(undefined).then(
            () => {
              setConfirming(false);
              toast.success(t("newLinkReady"));
            },
            (error: unknown) => toast.error(t("newLinkFailed"), { description: failed(error) }),
          )
        }
      />
    </Card>
  );
}
