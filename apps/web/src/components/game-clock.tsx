import { Timer } from "lucide-react";
import { cn } from "../lib/cn";
import { useT } from "./messages";

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Calm, then amber for the last 10 seconds, red for the last 5: the same on the phone and the
 * projector. A short question is calm for its first half (amber from the last half, red from the
 * last quarter), so a 10-second question does not open in amber.
 */
export function toneOf(seconds: number, total: number): "indigo" | "amber" | "red" {
  const red = Math.min(5, Math.ceil(total / 4));
  const amber = Math.min(10, Math.ceil(total / 2));
  return seconds <= red ? "red" : seconds <= amber ? "amber" : "indigo";
}

const PHONE_TONES = {
  indigo: "bg-indigo-50 text-indigo-800 ring-indigo-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-300",
  red: "bg-red-50 text-red-700 ring-red-300",
};
const RING_TONES = { indigo: "stroke-sky-300", amber: "stroke-amber-300", red: "stroke-red-400" };
const FIGURE_TONES = { indigo: "text-white", amber: "text-amber-200", red: "text-red-300" };

/**
 * A hosted game's question clock, counted from the server's deadline (the page passes the seconds):
 * on a phone a pill beside the question; on the projector the seconds large in a ring that empties.
 */
export function GameClock({ seconds, total, look }: { seconds: number; total: number; look: "phone" | "projector" }) {
  const t = useT();
  const tone = toneOf(seconds, total);
  const label = t("timeLeft", { seconds });
  if (look === "phone") {
    return (
      <div
        role="timer"
        aria-label={label}
        data-tone={tone}
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-mono text-xl font-bold tabular-nums ring-1 ring-inset",
          PHONE_TONES[tone],
        )}
      >
        <Timer className="size-5" aria-hidden />
        {seconds}
      </div>
    );
  }
  const left = total > 0 ? Math.min(1, seconds / total) : 0;
  return (
    <div role="timer" aria-label={label} data-tone={tone} className="relative grid size-[clamp(6rem,11vw,13rem)] shrink-0 place-items-center">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full -rotate-90" aria-hidden>
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="8" className="stroke-white/15" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - left)}
          className={cn("transition-[stroke-dashoffset] duration-1000 ease-linear", RING_TONES[tone])}
        />
      </svg>
      <span className={cn("font-black tabular-nums text-[clamp(2.5rem,5vw,6rem)] leading-none", FIGURE_TONES[tone])}>{seconds}</span>
    </div>
  );
}
