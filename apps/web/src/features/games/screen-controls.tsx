import { Maximize, Minimize, Power } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

const HEADER_BUTTON =
  "inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 [&_svg]:size-4";

/** The browser's full screen for the projector, and back. Hidden where the browser has none (a phone's Safari). */
export function FullScreenButton() {
  const [full, setFull] = useState(() => typeof document !== "undefined" && document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  if (typeof document === "undefined" || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className={HEADER_BUTTON}
      onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
    >
      {full ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
      <span className="hidden sm:inline">{full ? "Exit full screen" : "Full screen"}</span>
      <span className="sr-only sm:hidden">{full ? "Exit full screen" : "Full screen"}</span>
    </button>
  );
}

/** 'End game', asked first: the players see the end at once and the scores so far are final. */
export function EndGameButton({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => Promise<unknown> }) {
  return (
    <>
      <button type="button" className={HEADER_BUTTON} onClick={() => onOpenChange(true)}>
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
