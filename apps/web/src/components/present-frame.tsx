import { BookOpenCheck, Maximize, Minimize, X } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { useT } from "./messages";

/** A button of a projector screen's header: light on the dark frame. */
export const SCREEN_HEADER_BUTTON =
  "inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white ring-1 ring-white/30 ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 [&_svg]:size-4";

/** The browser's full screen for the projector, and back. Hidden where the browser has none (a phone's Safari). */
export function FullScreenButton() {
  const t = useT();
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
      className={SCREEN_HEADER_BUTTON}
      onClick={() => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
    >
      {full ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
      <span className="hidden sm:inline">{full ? t("exitFullScreen") : t("fullScreen")}</span>
      <span className="sr-only sm:hidden">{full ? t("exitFullScreen") : t("fullScreen")}</span>
    </button>
  );
}

/**
 * A board shown to a room (the live event's, a group's; docs/architecture.md §4 'Present mode'):
 * the host screen's dark full-screen frame and large type, a header with the title, full screen
 * and the way back. The screen never scrolls at 1920 × 1080 or 1024 × 768; its panels fit. Toasts
 * already on screen are put away.
 */
export function PresentFrame({ title, badge, exitTo, children }: { title: string; badge?: ReactNode; exitTo: string; children: ReactNode }) {
  const t = useT();
  // The room sees this screen: what its presenter was told before it (a saved form) is not for them.
  useEffect(() => {
    toast.dismiss();
  }, []);
  return (
    <div className="flex min-h-dvh flex-col bg-indigo-950 text-white lg:h-dvh">
      <title>{`${title} · Berean`}</title>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-white/10 px-[clamp(1rem,2.5vw,3rem)] py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-500" aria-hidden>
            <BookOpenCheck className="size-5" />
          </span>
          <h1 className="min-w-0 truncate text-[clamp(1.125rem,1.6vw,2rem)] font-bold">{title}</h1>
          {badge}
        </div>
        <div className="flex items-center gap-2">
          <FullScreenButton />
          <Link to={exitTo} className={SCREEN_HEADER_BUTTON}>
            <X aria-hidden />
            {t("exit")}
          </Link>
        </div>
      </header>
      <main className="flex min-h-0 flex-1 flex-col gap-[clamp(1rem,3vh,2.5rem)] px-[clamp(1rem,3vw,4rem)] py-[clamp(1rem,3vh,3rem)]">{children}</main>
    </div>
  );
}
