/**
 * Held for review (docs/security.md 39, docs/architecture.md §4 'Attempts'): an attempt
 * answered faster than a person can read stays off the boards, prizes and certificates until an
 * admin clears or voids it.
 *
 * The rule looks at the share of answers given under a reading floor, not at a median (which
 * pacing beats: twelve instant answers and thirteen at two seconds passed it). An answer's time is
 * the gap since the answer before it (the first since the attempt started). The attempt is held
 * when at least HOLD_MIN_FAST answers, and at least HOLD_FAST_SHARE of all its answers, came
 * under the floor, and most of those fast answers were right: a player who clicks through at
 * random is mostly wrong and no threat to anyone. It holds at any length, in every scored mode
 * (a hosted game is not one: its room sets the pace, and it plays only open questions).
 *
 * The floor, READING_FLOOR_SECONDS, is under the time a quick reader takes to read a stem and tap
 * an answer; a competition adds the COMPETITION_REVEAL_MS the player shows each mark before it
 * moves on. `npm run bench:speed-rule` replays the bank's questions at simulated honest reading
 * speeds and scripted cheats through this function and prints how often each is held
 * (docs/benchmarks.md 'Speed rule').
 */
import { COMPETITION_REVEAL_MS } from "./competitions.ts";

/** Under this many seconds, an answer came faster than a person reads a question and taps an answer. */
export const READING_FLOOR_SECONDS = 1.5;
/** At least this many fast answers: one quick answer, or a double tap, is not a pattern. */
export const HOLD_MIN_FAST = 2;
/** …and at least this share of all the attempt's answers. */
export const HOLD_FAST_SHARE = 0.2;

export interface PacedAnswer {
  /** The server's time of the answer. */
  at: Date;
  correct: boolean;
}

export interface AnsweringPace {
  startedAt: Date;
  /** The attempt's answers, in any order. */
  answers: readonly PacedAnswer[];
  /** The floor for this mode (readingFloorSeconds). */
  floorSeconds?: number;
}

/** The reading floor of a mode: a competition's player shows each mark for COMPETITION_REVEAL_MS before the next question. */
export function readingFloorSeconds(mode: string): number {
  return mode === "competition" ? READING_FLOOR_SECONDS + COMPETITION_REVEAL_MS / 1000 : READING_FLOOR_SECONDS;
}

/** Each answer with the seconds since the one before it (the first since the start), in the server's order. */
export function answerGaps(pace: Pick<AnsweringPace, "startedAt" | "answers">): Array<PacedAnswer & { seconds: number }> {
  const sorted = pace.answers.toSorted((a, b) => a.at.getTime() - b.at.getTime());
  let before = pace.startedAt.getTime();
  return sorted.map((a) => {
    const seconds = Math.max(0, a.at.getTime() - before) / 1000;
    before = a.at.getTime();
    return { ...a, seconds };
  });
}

/** Why an attempt is held, in words an admin reads in the queue; null when it stands. */
export function holdReasonOf(pace: AnsweringPace): string | null {
  const floor = pace.floorSeconds ?? READING_FLOOR_SECONDS;
  const answered = pace.answers.length;
  const fast = answerGaps(pace).filter((a) => a.seconds < floor);
  const fastRight = fast.filter((a) => a.correct).length;
  if (fast.length < HOLD_MIN_FAST || fast.length < answered * HOLD_FAST_SHARE || fastRight * 2 <= fast.length) return null;
  return `Answered faster than a person can read: ${fast.length} of ${answered} answers came under ${floor} s (${fastRight} of them right).`;
}
