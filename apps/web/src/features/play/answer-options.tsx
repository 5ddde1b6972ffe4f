import { Check } from "lucide-react";
import { cn } from "../../lib/cn";
import { useT } from "./messages";

/**
 * The four options as the room sees them: each its own colour, letter and shape, so players who
 * tell colours apart poorly still match the phone to the projector. Letters and shapes are
 * decoration (aria-hidden): a button's accessible name is its option text alone.
 */
export const OPTION_STYLES = [
  { letter: "A", shape: "triangle", face: "bg-red-600 text-white", hover: "hover:bg-red-700" },
  { letter: "B", shape: "diamond", face: "bg-blue-600 text-white", hover: "hover:bg-blue-700" },
  { letter: "C", shape: "circle", face: "bg-yellow-400 text-slate-950", hover: "hover:bg-yellow-300" },
  { letter: "D", shape: "square", face: "bg-green-700 text-white", hover: "hover:bg-green-800" },
] as const;

export function OptionMark({ index, className }: { index: number; className?: string }) {
  const { letter, shape } = OPTION_STYLES[index]!;
  return (
    <span className={cn("flex shrink-0 items-center gap-1.5", className)} aria-hidden>
      <OptionShape shape={shape} />
      <span className="w-4 text-base font-bold">{letter}</span>
    </span>
  );
}

function OptionShape({ shape }: { shape: (typeof OPTION_STYLES)[number]["shape"] }) {
  const common = { className: "size-6", viewBox: "0 0 24 24", fill: "currentColor" } as const;
  if (shape === "triangle")
    return (
      <svg {...common}>
        <path d="M12 3 22 20H2Z" />
      </svg>
    );
  if (shape === "diamond")
    return (
      <svg {...common}>
        <path d="M12 2 22 12 12 22 2 12Z" />
      </svg>
    );
  if (shape === "circle")
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="9.5" />
      </svg>
    );
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="1.5" />
    </svg>
  );
}

/**
 * The four large answer buttons of an open question. Choosing sends the answer once: the chosen
 * button stays pressed (aria-pressed) and all four are disabled, as they are once time is up.
 */
export function AnswerButtons({
  options,
  chosen,
  disabled,
  onChoose,
}: {
  options: string[];
  chosen: number | null;
  disabled: boolean;
  onChoose: (index: number) => void;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t("answers")} className="grid gap-3 sm:grid-cols-2">
      {options.map((option, index) => {
        const style = OPTION_STYLES[index]!;
        const pressed = chosen === index;
        return (
          <button
            key={index}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChoose(index)}
            className={cn(
              "flex min-h-16 w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-lg font-semibold shadow-sm transition",
              "focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
              "disabled:cursor-default",
              style.face,
              !disabled && style.hover,
              !disabled && "active:scale-[0.98]",
              pressed && "ring-4 ring-slate-900 ring-offset-2",
              disabled && !pressed && "opacity-40",
            )}
          >
            <OptionMark index={index} />
            <span className="min-w-0 flex-1 break-words">{option}</span>
            {pressed ? <Check className="size-6 shrink-0" aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}
