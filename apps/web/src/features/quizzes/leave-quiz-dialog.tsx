import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "../../components/ui/alert-dialog";
import { Button, buttonClasses } from "../../components/ui/button";
import { useT } from "./messages";

/** The confirm before leaving a running quiz through the app: leaving ends the attempt with score 0. */
export function LeaveQuizDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => Promise<void> }) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || leaving ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">{t("leaveTitle")}</AlertDialogTitle>
        <AlertDialogDescription className="mt-2 text-sm text-slate-600">{t("leaveDescription")}</AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonClasses("secondary")} disabled={leaving}>
            {t("stayOnQuiz")}
          </AlertDialogCancel>
          <Button
            variant="danger"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void onLeave().finally(() => setLeaving(false));
            }}
          >
            {leaving ? t("leaving") : t("leaveQuiz")}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
