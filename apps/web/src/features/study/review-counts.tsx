import type { ReviewDeck } from "@berean/domain";
import { formatTime, plural } from "../../lib/format";

/**
 * The deck's counts, one truth at a time: what is due now (the session, going down as cards are
 * rated), what falls due later today and when the first of those does, then the deck's size.
 * 'Due today' alone said 11 above 'Nothing due right now' when all 11 were due this evening.
 */
export function DeckCounts({ deck, reviewed }: { deck: ReviewDeck; reviewed: number }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-700">
        <span className="text-lg font-semibold text-slate-900">
          Due now: <span className="tabular-nums">{deck.dueNow}</span>
        </span>
        {/* On a phone the two counts stack; the dot only joins them on one line. */}
        <span aria-hidden className="hidden text-slate-400 sm:inline">
          ·
        </span>
        <span>
          Later today: <span className="tabular-nums">{deck.laterToday}</span>
          {deck.laterToday > 0 && deck.laterDueAt ? `, next at ${formatTime(deck.laterDueAt)}` : null}
        </span>
      </p>
      <p className="text-sm text-slate-500">
        {reviewed > 0 ? `${plural(reviewed, "review")} this session · ` : null}
        {deck.waiting > 0 ? `${deck.waiting} waiting while their questions are in play · ` : null}
        {`${plural(deck.total, "card")} in your deck`}
      </p>
    </div>
  );
}
