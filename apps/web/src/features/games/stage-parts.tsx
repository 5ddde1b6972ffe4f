import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

/** The screen's main button (Start, Close question, Next): large, bright, with its keys (use-primary-key.ts) or a reason below. */
export function PrimaryButton({
  onClick,
  disabled = false,
  settling = false,
  hint,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  /** The screen has just changed: the button waits a moment, looking as it will (use-settling.ts). */
  settling?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled || settling}
        className={cn(
          "inline-flex items-center justify-center gap-3 rounded-2xl px-[1.4em] py-[0.55em] text-[clamp(1.25rem,2vw,2.5rem)] font-black shadow-lg transition-colors",
          "bg-white text-indigo-950 hover:bg-indigo-50 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-sky-300",
          disabled && "disabled:cursor-not-allowed disabled:bg-white/20 disabled:text-indigo-100 disabled:shadow-none",
          "[&_svg]:size-[0.9em] [&_svg]:shrink-0",
        )}
      >
        {children}
      </button>
      <p className="text-center text-[clamp(0.8rem,1vw,1.125rem)] text-indigo-200 sm:text-right">{hint ?? t("orPressKeys")}</p>
    </div>
  );
}
