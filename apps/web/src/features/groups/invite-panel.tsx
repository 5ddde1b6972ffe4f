import { Copy, Link2, Link2Off, RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import type { GroupInvite } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { inputClasses } from "../../components/ui/input";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useNewInvite, useTurnOffInvite } from "./api/groups";
import { useT } from "./messages";

/**
 * The leaders' invite link (docs/architecture.md §4 'Groups'): the link, 'Copy link', its QR code
 * (the server's SVG, shown as an image, never as markup), a new link or none.
 */
export function InvitePanel({ groupId, invite }: { groupId: number; invite: GroupInvite | null }) {
  const t = useT();
  const failed = (error: unknown) => (isApiError(error) ? error.message : t("pleaseTryAgain"));
  const newInvite = useNewInvite(groupId);
  const turnOff = useTurnOffInvite(groupId);
  const [confirming, setConfirming] = useState<"new" | "off" | null>(null);
  const linkInput = useRef<HTMLTextAreaElement>(null);
  const linkId = useId();

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

  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Link2 className="size-5 text-indigo-600" aria-hidden />
        {t("invite")}
      </h2>
      {invite ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">{t("inviteExplain")}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={linkId} className="text-sm font-medium text-slate-900">
              {t("inviteLink")}
            </label>
            <div className="flex flex-col gap-2">
              {/* A text area, so the whole link shows (wrapped) however narrow the panel: a cut-off link cannot be read out to a room. */}
              <textarea
                id={linkId}
                ref={linkInput}
                readOnly
                rows={2}
                value={invite.url}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(inputClasses, "h-auto resize-none py-2 font-mono text-sm [overflow-wrap:anywhere]")}
              />
              <Button type="button" onClick={() => void copy(invite.url)}>
                <Copy aria-hidden />
                {t("copyLink")}
              </Button>
            </div>
          </div>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(invite.qrSvg)}`}
            alt={t("inviteQrAlt")}
            width={176}
            height={176}
            className="size-44 self-center rounded-lg border border-slate-200 bg-white p-2"
          />
          <div className="grid gap-2 sm:grid-cols-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming("new")}>
              <RefreshCw aria-hidden />
              {t("newLink")}
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setConfirming("off")}>
              <Link2Off aria-hidden />
              {t("turnOffLink")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-600">{t("inviteOff")}</p>
          <Button
            type="button"
            disabled={newInvite.isPending}
            onClick={() =>
              newInvite.mutate(undefined, {
                onSuccess: () => toast.success(t("inviteOnToast")),
                onError: (error) => toast.error(t("turnOnFailed"), { description: failed(error) }),
              })
            }
          >
            <Link2 aria-hidden />
            {newInvite.isPending ? t("turningOn") : t("turnOnLink")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming === "new"}
        onOpenChange={(open) => setConfirming(open ? "new" : null)}
        title={t("newLinkTitle")}
        description={t("newLinkDescription")}
        confirmLabel={t("newLink")}
        busyLabel={t("making")}
        onConfirm={() =>
          newInvite.mutateAsync(undefined).then(
            () => {
              setConfirming(null);
              toast.success(t("newLinkToast"));
            },
            (error: unknown) => toast.error(t("newLinkFailed"), { description: failed(error) }),
          )
        }
      />
      <ConfirmDialog
        open={confirming === "off"}
        onOpenChange={(open) => setConfirming(open ? "off" : null)}
        title={t("turnOffTitle")}
        description={t("turnOffDescription")}
        confirmLabel={t("turnOffLink")}
        busyLabel={t("turningOff")}
        onConfirm={() =>
          turnOff.mutateAsync(undefined).then(
            () => {
              setConfirming(null);
              toast.success(t("inviteOffToast"));
            },
            (error: unknown) => toast.error(t("turnOffFailed"), { description: failed(error) }),
          )
        }
      />
    </Card>
  );
}
