import { Power } from "lucide-react";
import { SCREEN_HEADER_BUTTON } from "../../components/present-frame";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { useT } from "./messages";

/** 'End game', asked first: the players see the end at once and the scores so far are final. */
export function EndGameButton({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => Promise<unknown> }) {
  const t = useT();
  return (
    <>
      <button type="button" className={SCREEN_HEADER_BUTTON} onClick={() => onOpenChange(true)}>
        <Power aria-hidden />
        {t("endGame")}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("endConfirmTitle")}
        description={t("endConfirmDetail")}
        confirmLabel={t("endGame")}
        busyLabel={t("ending")}
        onConfirm={onConfirm}
      />
    </>
  );
}
