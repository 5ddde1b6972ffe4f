import { MessageDialog } from "../../components/ui/alert-dialog";
import { useT } from "./messages";

/** The clock's warnings (docs/product.md part 1 §4): a dialog and a 5-s banner at 180 s, a final warning at 60 s, a dialog at 30 s. */
export const WARNING_SECONDS = [180, 60, 30] as const;
export type WarningSeconds = (typeof WARNING_SECONDS)[number];
export const BANNER_MS = 5000;

const warningText = {
  180: { title: "warning180Title", description: "warning180Text" },
  60: { title: "warning60Title", description: "warning60Text" },
  30: { title: "warning30Title", description: "warning30Text" },
} as const satisfies Record<WarningSeconds, { title: string; description: string }>;

export function WarningDialog({ warning, onClose }: { warning: WarningSeconds | null; onClose: () => void }) {
  const t = useT();
  const text = warning ? { title: t(warningText[warning].title), description: t(warningText[warning].description) } : { title: "", description: "" };
  return (
    <MessageDialog
      open={warning !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      tone="warning"
      title={text.title}
      description={text.description}
      actionLabel={t("continue")}
    />
  );
}

export function WarningBanner() {
  const t = useT();
  return (
    <div role="status" className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-sm font-medium text-orange-800">
      {t("warningBanner")}
    </div>
  );
}
