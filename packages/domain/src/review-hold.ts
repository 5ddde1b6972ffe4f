/**
 * Held for review (docs/security.md 39, docs/architecture.md §4 'Attempts'): an attempt answered faster than a
 * person can read stays off the boards, prizes and certificates until an admin clears or voids it.
 *
 * The rule: at least HOLD_MIN_ANSWERS answers, most of them right (more than HOLD_MIN_RIGHT_SHARE),
 * and the median time per answer under HOLD_MEDIAN_SECONDS. An answer's time is the gap since the
 * answer before it (the first since the attempt started), so one fast answer among slow ones does
 * not count, and a player who clicks through at random (mostly wrong) is no threat to anyone.
 * Reading a question and its four options takes a person well over two seconds; a key copied
 * from another account's review, or a script, answers in under one.
 */
export const HOLD_MEDIAN_SECONDS = 2;
export const HOLD_MIN_ANSWERS = 10;
export const HOLD_MIN_RIGHT_SHARE = 0.5;

export interface AnsweringPace {
  startedAt: Date;
  /** The server's time of each answer, in any order. */
  answeredAt: readonly Date[];
  correct: number;
}

/** The median of the gaps between answers (the first from the start), in seconds; null without answers. */
export function medianAnswerSeconds(pace: Pick<AnsweringPace, "startedAt" | "answeredAt">): number | null {
  if (pace.answeredAt.length === 0) return null;
  const times = [pace.startedAt.getTime(), ...pace.answeredAt.map((d) => d.getTime()).sort((a, b) => a - b)];
  const gaps = times.slice(1).map((t, i) => Math.max(0, t - times[i]!) / 1000).sort((a, b) => a - b);
  const mid = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1 ? gaps[mid]! : (gaps[mid - 1]! + gaps[mid]!) / 2;
}

/** Why an attempt is held, in words an admin reads in the queue; null when it stands. */
export function holdReasonOf(pace: AnsweringPace): string | null {
  const answered = pace.answeredAt.length;
  if (answered < HOLD_MIN_ANSWERS || pace.correct <= answered * HOLD_MIN_RIGHT_SHARE) return null;
  const median = medianAnswerSeconds(pace)!;
  if (median >= HOLD_MEDIAN_SECONDS) return null;
  return `Answered faster than a person can read: median ${median.toFixed(1)} s per question (under ${HOLD_MEDIAN_SECONDS} s) with ${pace.correct} of ${answered} right.`;
}
