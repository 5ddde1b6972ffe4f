import { Timer } from "lucide-react";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

/** Blue above 180 s, orange up to 180 s, red up to 60 s (docs/product.md part 1 §4 'Quiz timer'). */
export function timerTone(seconds: number): "blue" | "orange" | "red" {
  if (seconds <= 60) return "red";
  if (seconds <= 180) return "orange";
  return "blue";
}

const toneClasses = {
  blue: "bg-sky-50 text-sky-700 ring-sky-200",
  orange: "bg-orange-50 text-orange-700 ring-orange-300",
  red: "bg-red-50 text-red-700 ring-red-300 animate-pulse",
} as const;

export function formatClock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function QuizTimer({ seconds }: { seconds: number }) {
  const t = useT();
  const tone = timerTone(seconds);
  return (
    <div
      role="timer"
      aria-label={t("timeLeft", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 })}
      data-tone={tone}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-mono text-base font-bold tabular-nums ring-1 ring-inset",
        toneClasses[tone],
      )}
    >
      <Timer className="size-4" aria-hidden />
      {formatClock(seconds)}
    </div>
  );
}
