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

export const CALENDAR_CARD_ID = "calendar";

const failed = (error: unknown) => (isApiError(error) ? error.message : "Please try again.");

/**
 * Settings → 'Add to calendar' (docs/architecture.md §4 'Calendar feed'): the member's private
 * feed, made on first use, then 'Subscribe' (webcal://, which a calendar app keeps in step),
 * 'Download .ics' (a copy of today's), 'Copy link' (for a calendar's 'From URL') and 'New link',
 * which stops the old one.
 */
export function CalendarCard() {
  const link = useCalendarLink();
  const renew = useNewCalendarLink();
  const [confirming, setConfirming] = useState(false);
  const linkInput = useRef<HTMLTextAreaElement>(null);
  const linkId = useId();
  const hintId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      linkInput.current?.select();
      toast.error("Could not copy the link", { description: "It is selected: copy it with your keyboard." });
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
        <CardTitle>Add to calendar</CardTitle>
        <CardDescription>
          The Saturday live events, your groups&apos; due dates and the competitions you entered, in your own calendar app, kept up to date.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {link.isPending ? (
          <Spinner label="Loading your calendar link..." />
        ) : link.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">
            <p>Your calendar link could not be loaded. {failed(link.error)}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void link.refetch()}>
              Try again
            </Button>
          </div>
        ) : url === null ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-slate-600">Make your private link once, then subscribe to it from your phone or computer.</p>
            <Button
              type="button"
              disabled={renew.isPending}
              onClick={() => renew.mutate(undefined, { onError: (error) => toast.error("Could not make your calendar link", { description: failed(error) }) })}
            >
              <CalendarPlus aria-hidden />
              {renew.isPending ? "Making..." : "Make my calendar link"}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={linkId} className="text-sm font-medium text-slate-900">
                Your private calendar link
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
                Anyone with this link can see these dates, so keep it to yourself. Google Calendar: Other calendars → From URL, then paste it.
              </p>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button asChild>
                <a href={webcalUrl(url)}>
                  <CalendarPlus aria-hidden />
                  Subscribe
                </a>
              </Button>
              <Button asChild variant="secondary">
                <a href={url} download="berean.ics">
                  <Download aria-hidden />
                  Download .ics
                </a>
              </Button>
              <Button type="button" variant="secondary" onClick={() => void copy(url)}>
                <Copy aria-hidden />
                Copy link
              </Button>
              <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden />
                New link
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new calendar link?"
        description="Calendars using the old link will stop updating. Subscribe again with the new one."
        confirmLabel="New link"
        busyLabel="Making..."
        onConfirm={() =>
          renew.mutateAsync(undefined).then(
            () => {
              setConfirming(false);
              toast.success("A new calendar link is ready");
            },
            (error: unknown) => toast.error("Could not make a new link", { description: failed(error) }),
          )
        }
      />
    </Card>
  );
}
