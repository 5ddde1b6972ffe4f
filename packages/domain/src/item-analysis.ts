import type { ItemAnalysis } from "./api/admin-content.ts";

/**
 * Item analysis (docs/architecture.md §4 'Item analysis'): how often a question is answered right, and how much better the
 * strongest attempts (top 27 % by score) do on it than the weakest (bottom 27 %). Counts are of
 * attempts that were asked the question; an unanswered question counts as not right in a group.
 */
export interface ItemCounts {
  answered: number;
  correct: number;
  upperAsked: number;
  upperCorrect: number;
  lowerAsked: number;
  lowerCorrect: number;
}

/** The share of attempts in each of the top and bottom groups, as in Kelley's classic item analysis. */
export const ITEM_GROUP_SHARE = 0.27;
/** Fewer answers than this say nothing about a question yet. */
export const ITEM_MIN_ANSWERS = 10;
/** Each group needs this many attempts before discrimination is computed. */
export const ITEM_MIN_GROUP = 5;
/** Below this percent correct a question is suspicious whoever answers it. */
export const ITEM_LOW_PERCENT = 20;

export function analyseItem(c: ItemCounts): ItemAnalysis {
  const percentCorrect = c.answered > 0 ? Math.round((100 * c.correct) / c.answered) : null;
  const discrimination =
    c.upperAsked >= ITEM_MIN_GROUP && c.lowerAsked >= ITEM_MIN_GROUP
      ? Math.round((c.upperCorrect / c.upperAsked - c.lowerCorrect / c.lowerAsked) * 100) / 100
      : null;
  const enough = c.answered >= ITEM_MIN_ANSWERS;
  const flagged = enough && ((percentCorrect !== null && percentCorrect < ITEM_LOW_PERCENT) || (discrimination !== null && discrimination < 0));
  return { answered: c.answered, percentCorrect, discrimination, flagged };
}

export const NO_ANSWERS: ItemAnalysis = { answered: 0, percentCorrect: null, discrimination: null, flagged: false };
