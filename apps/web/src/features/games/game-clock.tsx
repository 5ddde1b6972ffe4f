import { cn } from "../../lib/cn";

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The question's clock on the projector: the seconds left, large, in a ring that empties.
 * Amber for the last 10 seconds, red for the last 5.
 */
export function GameClock({ seconds, total }: { seconds: number; total: number }) {
  const tone = seconds <= 5 ? "red" : seconds <= 10 ? "amber" : "indigo";
  const left = total > 0 ? Math.min(1, seconds / total) : 0;
  return (
    <div
      role="timer"
      aria-label={`Time left: ${seconds} second${seconds === 1 ? "" : "s"}`}
      data-tone={tone}
      className="relative grid size-[clamp(6rem,11vw,13rem)] shrink-0 place-items-center"
    >
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
          className={cn("transition-[stroke-dashoffset] duration-1000 ease-linear", tone === "red" ? "stroke-red-400" : tone === "amber" ? "stroke-amber-300" : "stroke-sky-300")}
        />
      </svg>
      <span className={cn("font-black tabular-nums text-[clamp(2.5rem,5vw,6rem)] leading-none", tone === "red" ? "text-red-300" : tone === "amber" ? "text-amber-200" : "text-white")}>{seconds}</span>
    </div>
  );
}
