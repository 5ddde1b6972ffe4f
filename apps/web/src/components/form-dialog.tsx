import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { useT } from "./messages";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";

/**
 * The admin's form dialog: a title, what the form does, and the form; it stays open while the form
 * is sending (`busy`). Render the form only while open, so each opening starts from fresh values.
 */
export function FormDialog({
  open,
  onClose,
  busy = false,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy?: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Room for a long form (question, quiz, competition); scrolls within the screen's height. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogContent className={cn(wide ? "max-h-[90dvh] max-w-2xl overflow-y-auto" : "max-w-lg")}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A form's own message above its buttons (what no field took), announced when it appears. */
export function FormMessage({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/** Cancel and the submit button at the foot of a form; both wait while the form is sending. */
export function FormButtons({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  danger = false,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
        {t("cancel")}
      </Button>
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
