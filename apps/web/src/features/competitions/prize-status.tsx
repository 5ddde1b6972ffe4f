import { CircleAlert, CircleCheck, Clock, Medal } from "lucide-react";
import type { ReactNode } from "react";
import { formatCents, type PrizePayout } from "@berean/domain";
import { cn } from "../../lib/cn";
import { formatDay } from "../../lib/format";
import { useT } from "./messages";

const PLACES = ["place1", "place2", "place3"] as const;
// Gold, silver and bronze: drawn as icons, which need no emoji font.
const MEDAL_COLOURS = ["text-amber-500", "text-slate-400", "text-orange-700"] as const;

/** A medal for places 1–3, named for screen readers ('1st place'); the rank as a number below that. */
export function PlaceMark({ rank, className }: { rank: number; className?: string }) {
  const t = useT();
  if (rank < 1 || rank > 3) return <span className={className}>{rank}</span>;
  return (
    <span role="img" aria-label={t(PLACES[rank - 1]!)} className={cn("inline-flex items-center gap-1", className)}>
      <Medal className={cn("size-5", MEDAL_COLOURS[rank - 1])} aria-hidden />
      <span aria-hidden className="text-xs font-semibold text-slate-500 tabular-nums">
        {rank}
      </span>
    </span>
  );
}

/** Where the winner's prize is on its way to them: owed (we will be in touch), paid (on which day), or withheld. */
export function PrizeStatus({ payout, className }: { payout: PrizePayout; className?: string }) {
  const t = useT();
  const amount = formatCents(payout.cents);
  const b = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;
  if (payout.status === "paid") {
    return (
      <p role="status" className={cn("flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900", className)}>
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        <span>{t.rich("prizePaid", { amount, date: formatDay(payout.paidOn!), b })}</span>
      </p>
    );
  }
  if (payout.status === "withheld") {
    return (
      <p role="status" className={cn("flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900", className)}>
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        <span>{t.rich("prizeWithheld", { amount, b })}</span>
      </p>
    );
  }
  return (
    <p role="status" className={cn("flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900", className)}>
      <Clock className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <span>{t.rich("prizeOwed", { amount, b })}</span>
    </p>
  );
}
