import { Timer } from "lucide-react";
import { cn } from "../../lib/cn";
import { plural } from "../../lib/format";

/** Calm for the first half of the question, amber for the next quarter, red for the last. */
function tone(seconds: number, total: number) {
  if (seconds * 2 > total) return "bg-indigo-50 text-indigo-800 ring-indigo-200";
  if (seconds * 4 > total) return "bg-amber-50 text-amber-800 ring-amber-300";
  return "bg-red-50 text-red-700 ring-red-300";
}

/** A question's seconds left, counted from the server's deadline (the page passes the seconds). */
export function GameClock({ seconds, total }: { seconds: number; total: number }) {
  return (
    <div
      role="timer"
      aria-label={`Time left: ${plural(seconds, "second")}`}
      className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-mono text-xl font-bold tabular-nums ring-1 ring-inset", tone(seconds, total))}
    >
      <Timer className="size-5" aria-hidden />
      {seconds}
    </div>
  );
}
