import { useState, type ReactNode } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "./alert-dialog";
import { useT } from "../messages";
import { Button, buttonClasses } from "./button";

/**
 * Asks before a step that cannot be taken back; the confirming button, named as the button that
 * opened the dialog, shows `busyLabel` while `onConfirm` runs. `tone` is "primary" for a step that
 * moves something forward (opening a competition), "danger" (the default) for one that removes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  tone = "danger",
  cancelLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => Promise<unknown>;
  tone?: "danger" | "primary";
  /** The button that changes nothing ('Keep it' where 'Cancel' would be the step itself). */
  cancelLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogTitle className="text-lg font-semibold text-slate-900">{title}</AlertDialogTitle>
        <AlertDialogDescription className="mt-2 text-sm text-slate-600">{description}</AlertDialogDescription>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel className={buttonClasses("secondary")} disabled={busy}>
            {cancelLabel ?? t("cancel")}
          </AlertDialogCancel>
          <Button
            variant={tone}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => setBusy(false));
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
