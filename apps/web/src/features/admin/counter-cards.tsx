import type { LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/card";
import { orDash } from "../../lib/format";
import { useT } from "./messages";

export interface Counter {
  label: string;
  /** Undefined while loading, null when there is nothing to count ('—' either way). */
  value: number | null | undefined;
  icon: LucideIcon;
}

/** The row of counters at the top of the admin's list screens (activity, quizzes, questions). */
export function CounterCards({ items }: { items: Counter[] }) {
  const t = useT();
  return (
    <ul className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon }) => (
        <li key={label}>
          <Card className="flex items-center justify-between gap-3 p-4">
            <div>
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900 tabular-nums">{orDash(value, (n) => t.intl.formatNumber(n))}</p>
            </div>
            <Icon className="size-5 text-indigo-500" aria-hidden />
          </Card>
        </li>
      ))}
    </ul>
  );
}
