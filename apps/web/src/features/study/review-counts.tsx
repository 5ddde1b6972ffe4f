import type { ReviewDeck } from "@berean/domain";
import type { ReactNode } from "react";
import { formatTime } from "../../lib/format";
import { useT } from "./messages";

const figure = (chunks: ReactNode[]) => <span className="tabular-nums">{chunks}</span>;

/**
 * The deck's counts, one truth at a time: what is due now (the session, going down as cards are
 * rated), what falls due later today and when the first of those does, then the deck's size.
 * 'Due today' alone said 11 above 'Nothing due right now' when all 11 were due this evening.
 */
export function DeckCounts({ deck, reviewed }: { deck: ReviewDeck; reviewed: number }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-700">
        <span className="text-lg font-semibold text-slate-900">{t.rich("dueNow", { count: deck.dueNow, n: figure })}</span>
        {/* On a phone the two counts stack; the dot only joins them on one line. */}
        <span aria-hidden className="hidden text-slate-400 sm:inline">
          ·
        </span>
        <span>
          {deck.laterToday > 0 && deck.laterDueAt
            ? t.rich("laterTodayNext", { count: deck.laterToday, time: formatTime(deck.laterDueAt), n: figure })
            : t.rich("laterToday", { count: deck.laterToday, n: figure })}
        </span>
      </p>
      <p className="text-sm text-slate-500">
        {[
          reviewed > 0 ? t("reviewedThisSession", { count: reviewed }) : null,
          deck.waiting > 0 ? t("waiting", { count: deck.waiting }) : null,
          t("cardsInDeck", { count: deck.total }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </div>
  );
}
