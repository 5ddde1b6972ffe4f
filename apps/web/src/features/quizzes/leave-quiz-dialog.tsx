import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "../../components/ui/alert-dialog";
import { Button, buttonClasses } from "../../components/ui/button";

/** The confirm before leaving a running quiz through the app: leaving ends the attempt with score 0. */
export function LeaveQuizDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => Promise<void> }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || leaving ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">Leave this quiz?</AlertDialogTitle>
        <AlertDialogDescription className="mt-2 text-sm text-slate-600">
          If you leave now, this attempt ends with a score of 0 and cannot be taken again.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonClasses("secondary")} disabled={leaving}>
            Stay on Quiz
          </AlertDialogCancel>
          <Button
            variant="danger"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void onLeave().finally(() => setLeaving(false));
            }}
          >
            {leaving ? "Leaving..." : "Leave Quiz"}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
