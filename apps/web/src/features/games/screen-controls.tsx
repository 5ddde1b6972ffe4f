import { Power } from "lucide-react";
import { SCREEN_HEADER_BUTTON } from "../../components/present-frame";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

/** 'End game', asked first: the players see the end at once and the scores so far are final. */
export function EndGameButton({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => Promise<unknown> }) {
  return (
    <>
      <button type="button" className={SCREEN_HEADER_BUTTON} onClick={() => onOpenChange(true)}>
        <Power aria-hidden />
        End game
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="End this game?"
        description="Every phone shows the end now, and the scores so far are final. You can still download the results."
        confirmLabel="End game"
        busyLabel="Ending…"
        onConfirm={onConfirm}
      />
    </>
  );
}
