import { ATTEMPT_REFUSALS, type AttemptRefusal } from "@berean/domain";
import { Crown, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "../../components/ui/alert-dialog";
import { Button, buttonClasses } from "../../components/ui/button";
import { paths } from "../../config/paths";
import { useServerText } from "../../i18n";
import { useEventHoursText } from "../events";
import { useT } from "./messages";

/** Why a quiz cannot be started: a limit (docs/product.md part 1 §5, docs/architecture.md §4 'Attempts') or an error of the selection page. */
export type Refusal = { code: AttemptRefusal } | { code: "ERROR"; title?: string; message: string } | { code: "NOT_LOGGED_IN" };

function textOf(refusal: Refusal, eventHours: string | null, t: ReturnType<typeof useT>, said: (text: string) => string): { title: string; message: string } {
  if (refusal.code === "ERROR") return { title: refusal.title ?? t("error"), message: refusal.message };
  if (refusal.code === "NOT_LOGGED_IN") return { title: t("notLoggedInTitle"), message: t("notLoggedInMessage") };
  // The event's hours in the site's zone and the member's, rather than hours of no zone.
  if (refusal.code === "EVENT_CLOSED" && eventHours)
    return { title: said(ATTEMPT_REFUSALS.EVENT_CLOSED.title), message: t("eventClosedMessage", { hours: eventHours }) };
  const { title, message } = ATTEMPT_REFUSALS[refusal.code];
  return { title: said(title), message: said(message) };
}

/** The dialog shown when a quiz cannot be started; the free-plan limit and early access offer 'Upgrade to Pro'. */
export function RefusalDialog({ refusal, onClose }: { refusal: Refusal | null; onClose: () => void }) {
  const t = useT();
  const said = useServerText();
  const eventHours = useEventHoursText();
  const text = refusal ? textOf(refusal, eventHours, t, said) : { title: "", message: "" };
  const upgrade = refusal?.code === "FREE_WEEKLY_LIMIT" || refusal?.code === "EARLY_ACCESS";
  const toLogin = refusal?.code === "NOT_LOGGED_IN";
  return (
    <AlertDialog open={refusal !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <div className="flex gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600">
            <TriangleAlert className="size-5" aria-hidden />
          </span>
          <div className="flex flex-col gap-2 pt-1.5">
            <AlertDialogTitle className="text-lg font-semibold text-slate-900">{text.title}</AlertDialogTitle>
            <AlertDialogDescription className="text-sm text-slate-600">{text.message}</AlertDialogDescription>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonClasses(upgrade ? "secondary" : "primary")}>{upgrade ? t("maybeLater") : t("ok")}</AlertDialogCancel>
          {upgrade ? (
            <Button asChild>
              <Link to={paths.member.upgrade}>
                <Crown aria-hidden />
                {t("upgradeToPro")}
              </Link>
            </Button>
          ) : null}
          {toLogin ? (
            <Button asChild>
              <Link to={paths.auth.login}>{t("goToLogin")}</Link>
            </Button>
          ) : null}
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
