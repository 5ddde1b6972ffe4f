import type { AttemptMode } from "./api/attempts.ts";
import { COMPETITION_SECONDS, competitionScore } from "./competitions.ts";
import { QUIZ_SECONDS } from "./limits.ts";
import { scoreAttempt } from "./scoring.ts";

/** What an ended attempt's score is taken from: its answers, the questions it asked and the seconds left. */
export interface Tally {
  correct: number;
  wrong: number;
  asked: number;
  secondsRemaining: number;
}

/**
 * What differs between the ways of playing; everything else (the clock on the server, the
 * stored answers and their batched statement, the sweep, resume, finish) is the one engine of
 * the API's modules/attempts, and the one quiz player of the web app (docs/decisions/017-one-attempt-engine.md).
 * Pure, so that the server, its SQL readers and the player read the same table.
 */
export interface ModePolicy {
  /** The time limit: the deadline is this long after the start. */
  seconds: number;
  /** Each answer's reply says whether it was right (never which option was). */
  revealsEachAnswer: boolean;
  /** The stored score of an ended attempt. */
  score(tally: Tally): number;
  /**
   * Who may start, and where that rule lives: the quiz rules (once per quiz, free plan one quiz a
   * week) in attempts/start-attempt.ts, the event's window in the same file, a paid entry in a
   * running competition in competitions/start-competition-attempt.ts (the API's modules).
   */
  startedBy: "start-attempt" | "start-competition-attempt";
  /** Its results go on the site's leaderboards (week, month, all time); a competition has its own board. */
  onSiteBoards: boolean;
  /** Spends a free member's one quiz of the week (the event and competitions do not). */
  countsAgainstFreeWeek: boolean;
  /** Answers faster than a person can read hold the result for review (domain holdReasonOf). */
  holdsForReview: boolean;
  /** The member may leave it through the app, ending it with score 0. */
  abandonable: boolean;
  /** A second finish is refused as 'Already Submitted' instead of answering the stored outcome again. */
  refusesSecondFinish: boolean;
  /** Its review (the result page with every key) is shown by the attempt's result route. */
  reviewedOnResultPage: boolean;
}

const quizScore = (t: Tally) => scoreAttempt({ correct: t.correct, wrong: t.wrong, secondsRemaining: t.secondsRemaining }).total;

/** The policy of each mode: the one place where the ways of playing differ. */
export const MODES: Record<AttemptMode, ModePolicy> = {
  quiz: {
    seconds: QUIZ_SECONDS,
    revealsEachAnswer: false,
    score: quizScore,
    startedBy: "start-attempt",
    onSiteBoards: true,
    countsAgainstFreeWeek: true,
    holdsForReview: true,
    abandonable: true,
    refusesSecondFinish: false,
    reviewedOnResultPage: true,
  },
  event: {
    seconds: QUIZ_SECONDS,
    revealsEachAnswer: false,
    score: quizScore,
    startedBy: "start-attempt",
    onSiteBoards: true,
    countsAgainstFreeWeek: false,
    holdsForReview: true,
    abandonable: true,
    refusesSecondFinish: false,
    reviewedOnResultPage: true,
  },
  competition: {
    seconds: COMPETITION_SECONDS,
    revealsEachAnswer: true,
    // Percent correct of the questions asked (docs/product.md part 2 §9).
    score: (t) => competitionScore(t.correct, t.asked),
    startedBy: "start-competition-attempt",
    onSiteBoards: false,
    countsAgainstFreeWeek: false,
    holdsForReview: true,
    // Leaving the page leaves the clock running; the answers given stand (docs/product.md part 2 §8).
    abandonable: false,
    refusesSecondFinish: true,
    // Its keys are shown on the receipt, once nobody can still answer (docs/security.md 38).
    reviewedOnResultPage: false,
  },
};

/** The policy of a stored mode; an unknown one is a programming error, never a member's. */
export function modeOf(mode: string): ModePolicy {
  const policy = MODES[mode as AttemptMode];
  if (!policy) throw new Error(`Unknown attempt mode '${mode}'.`);
  return policy;
}

/** The modes whose results are on the site's leaderboards, for readers that filter in SQL. */
export const SITE_BOARD_MODES = (Object.keys(MODES) as AttemptMode[]).filter((m) => MODES[m].onSiteBoards);
/** The modes that spend a free member's one quiz of the week. */
export const FREE_WEEK_MODES = (Object.keys(MODES) as AttemptMode[]).filter((m) => MODES[m].countsAgainstFreeWeek);
/** The modes reviewed on the result page (history, /result). */
export const RESULT_PAGE_MODES = (Object.keys(MODES) as AttemptMode[]).filter((m) => MODES[m].reviewedOnResultPage);
