import { cn } from "../../lib/cn";
import { useT } from "./messages";

type Accuracy = { answered: number; right: number; accuracy: number | null };

/** '40%', or '—' when nothing was asked. */
export const percentOf = (accuracy: number | null) => (accuracy === null ? "—" : `${Math.round(accuracy * 100)}%`);

/** A bar's colour by how much was right: the figure beside it says the same in words. */
export function toneOf(accuracy: number | null): string {
  if (accuracy === null) return "bg-slate-300";
  if (accuracy < 0.5) return "bg-amber-500";
  if (accuracy < 0.8) return "bg-indigo-500";
  return "bg-emerald-500";
}

/** A list of named accuracies, each its name, percent and 'right of asked' over a bar (books, topics); fits a narrow column. */
export function AccuracyBars({
  rows,
  label,
  twoColumns = false,
}: {
  rows: ReadonlyArray<Accuracy & { key: string; name: string }>;
  label: string;
  twoColumns?: boolean;
}) {
  const t = useT();
  return (
    // Two columns read down, then across (Bible order stays in order); each row keeps together.
    <ul aria-label={label} className={cn("-mb-3", twoColumns && "sm:columns-2 sm:gap-x-8")}>
      {rows.map((row) => (
        <li key={row.key} className="flex break-inside-avoid flex-col gap-1.5 pb-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-slate-800">{row.name}</span>
            <span className="whitespace-nowrap text-slate-600 tabular-nums">
              <span className="font-semibold text-slate-900">{percentOf(row.accuracy)}</span>
              <span className="sr-only">, </span>
              <span className="ml-2 text-xs text-slate-500">
                {t.rich("barRightOf", { right: row.right, answered: row.answered, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
              </span>
            </span>
          </div>
          <span aria-hidden className="block h-2 overflow-hidden rounded-full bg-slate-100">
            <span className={cn("block h-full rounded-full", toneOf(row.accuracy))} style={{ width: `${Math.round((row.accuracy ?? 0) * 100)}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
