import { cn } from "../lib/cn";
import { useT } from "./messages";

/**
 * The boards' 'This week / This month / All time' switch: buttons that say which one is pressed,
 * one group named 'Period' (the site's leaderboard, a group's boards).
 */
export function PeriodSwitch<T extends string>({
  options,
  value,
  onChange,
  compact = false,
  className,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Narrower buttons, for a switch that shares its row with a heading. */
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t("period")} className={cn("inline-flex rounded-lg bg-slate-100 p-1", className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            "rounded-md py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600",
            compact ? "px-2.5 whitespace-nowrap sm:px-3" : "px-3 sm:px-4",
            value === option.value ? "bg-white text-indigo-700 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
