import { MessageDialog } from "../../components/ui/alert-dialog";

/** The clock's warnings (docs/product.md part 1 §4): a dialog and a 5-s banner at 180 s, a final warning at 60 s, a dialog at 30 s. */
export const WARNING_SECONDS = [180, 60, 30] as const;
export type WarningSeconds = (typeof WARNING_SECONDS)[number];
export const BANNER_MS = 5000;

const warningText: Record<WarningSeconds, { title: string; description: string }> = {
  180: { title: "3 minutes left", description: "Keep going: the quiz finishes by itself when the timer reaches zero." },
  60: { title: "Final warning: 1 minute left", description: "Answer what you can. Unanswered questions cost nothing." },
  30: { title: "30 seconds left", description: "Your answers so far are saved. The quiz finishes at zero." },
};

export function WarningDialog({ warning, onClose }: { warning: WarningSeconds | null; onClose: () => void }) {
  const text = warning ? warningText[warning] : { title: "", description: "" };
  return (
    <MessageDialog
      open={warning !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      tone="warning"
      title={text.title}
      description={text.description}
      actionLabel="Continue"
    />
  );
}

export function WarningBanner() {
  return (
    <div role="status" className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm font-medium text-orange-800">
      3 minutes left. The quiz finishes automatically at 0:00.
    </div>
  );
}
