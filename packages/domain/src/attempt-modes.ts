import { COMPETITION_SECONDS, competitionScore } from "./competitions.ts";
import { ANSWER_GRACE_SECONDS, QUIZ_QUESTION_COUNT, QUIZ_SECONDS } from "./limits.ts";
import { POINTS_PER_CORRECT, POINTS_PER_WRONG, scoreAttempt, speedFactor, type ScoreParts } from "./scoring.ts";

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
  /** The time limit: the deadline is this long after the start (the longest, when the clock is per question). */
  seconds: number;
  /** When set, the clock is this many seconds a question asked (a custom quiz of 5 to 25 questions). */
  secondsPerQuestion?: number;
  /** Each answer's reply says whether it was right (never which option was). */
  revealsEachAnswer: boolean;
  /**
   * How an ended attempt is scored, with the parts its result page shows: the one rule used when
   * it ends, when a regraded key changes its answers, and on its page. Its `total` is stored.
   */
  scoreParts(tally: Tally): ScoreParts;
  /** The stored score of an ended attempt: scoreParts(tally).total. */
  score(tally: Tally): number;
  /**
   * Who may start, and where that rule lives: the quiz rules (once per quiz, free plan one quiz a
   * week) in attempts/start-attempt.ts, the event's window in the same file, a paid entry in a
   * running competition in competitions/start-competition-attempt.ts, a custom quiz shared with
   * the member's group in custom-quizzes/start-custom-quiz-attempt.ts, a seat in a hosted game
   * (the host's room clock, kept as the signed-in player's attempt when the game ends) in
   * games/keep-results.ts (the API's modules).
   */
  startedBy: "start-attempt" | "start-competition-attempt" | "start-custom-quiz-attempt" | "hosted-game";
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

/** A custom quiz's clock: 24 seconds a question, so 25 questions have a quiz's 600. */
export const CUSTOM_QUIZ_SECONDS_PER_QUESTION = QUIZ_SECONDS / QUIZ_QUESTION_COUNT;

/**
 * A custom quiz's score (docs/architecture.md §4 'Groups'): the quiz formula on its own clock,
 * scaled to the questions asked so that the most is 100 and 25 questions score exactly as a quiz:
 * max(0, round((4 × correct − wrong) × (0.8 + 0.2 × secondsRemaining / (24 × asked)) × 25 / asked)).
 * Whole numbers as in scoreAttempt, halves rounded up.
 */
export function customQuizScoreParts(t: Tally): ScoreParts {
  const asked = Math.max(1, Math.trunc(t.asked));
  const clock = CUSTOM_QUIZ_SECONDS_PER_QUESTION * asked;
  const correct = Math.max(0, Math.trunc(t.correct));
  const wrong = Math.max(0, Math.trunc(t.wrong));
  const secondsRemaining = Math.min(clock, Math.max(0, Math.floor(t.secondsRemaining)));
  const answerPoints = POINTS_PER_CORRECT * correct + POINTS_PER_WRONG * wrong;
  const numerator = answerPoints * (4 * clock + secondsRemaining) * QUIZ_QUESTION_COUNT;
  const denominator = 5 * clock * asked;
  const total = numerator <= 0 ? 0 : Math.min(POINTS_PER_CORRECT * QUIZ_QUESTION_COUNT, Math.floor((2 * numerator + denominator) / (2 * denominator)));
  // The speed factor on the quiz's scale: the same share of the clock left gives the same factor.
  return { correct, wrong, answerPoints, secondsRemaining, speedFactor: speedFactor(Math.round((secondsRemaining * QUIZ_SECONDS) / clock)), total };
}

/** A hosted game kept in a player's history: the share of its questions answered right, out of 100 (its points are the room's board). */
export const gameAttemptScore = (t: Tally) => (t.asked <= 0 ? 0 : Math.round((100 * Math.max(0, t.correct)) / t.asked));

/**
 * A score with no clock in it (a competition's percent, a hosted game's share right): its parts
 * are its counts and the score itself, with nothing for time.
 */
const untimed =
  (total: (t: Tally) => number) =>
  (t: Tally): ScoreParts => {
    const score = total(t);
    return {
      correct: Math.max(0, Math.trunc(t.correct)),
      wrong: Math.max(0, Math.trunc(t.wrong)),
      answerPoints: score,
      secondsRemaining: 0,
      speedFactor: 1,
      total: score,
    };
  };

const quizScoreParts = (t: Tally) => scoreAttempt({ correct: t.correct, wrong: t.wrong, secondsRemaining: t.secondsRemaining });

/** A mode's policy with its stored score taken from its parts, so the two never disagree. */
const withScore = (policy: Omit<ModePolicy, "score">): ModePolicy => ({ ...policy, score: (t) => policy.scoreParts(t).total });

/**
 * The policy of each mode: the one place where the ways of playing differ. A mode's name is its
 * key here: the API's schemas (ATTEMPT_MODES), the type AttemptMode and the database's check on
 * attempt.mode are derived from these keys, so a new mode is a new row (and the migration that
 * `npm run db:generate` writes for the check), and a new grace is ANSWER_GRACE_SECONDS.
 */
const POLICIES = {
  quiz: withScore({
    seconds: QUIZ_SECONDS,
    revealsEachAnswer: false,
    scoreParts: quizScoreParts,
    startedBy: "start-attempt",
    onSiteBoards: true,
    countsAgainstFreeWeek: true,
    holdsForReview: true,
    abandonable: true,
    refusesSecondFinish: false,
    reviewedOnResultPage: true,
  }),
  event: withScore({
    seconds: QUIZ_SECONDS,
    revealsEachAnswer: false,
    scoreParts: quizScoreParts,
    startedBy: "start-attempt",
    onSiteBoards: true,
    countsAgainstFreeWeek: false,
    holdsForReview: true,
    abandonable: true,
    refusesSecondFinish: false,
    reviewedOnResultPage: true,
  }),
  competition: withScore({
    seconds: COMPETITION_SECONDS,
    revealsEachAnswer: true,
    // Percent correct of the questions asked (docs/product.md part 2 §9).
    scoreParts: untimed((t) => competitionScore(t.correct, t.asked)),
    startedBy: "start-competition-attempt",
    onSiteBoards: false,
    countsAgainstFreeWeek: false,
    holdsForReview: true,
    // Leaving the page leaves the clock running; the answers given stand (docs/product.md part 2 §8).
    abandonable: false,
    refusesSecondFinish: true,
    // Its keys are shown on the receipt, once nobody can still answer (docs/security.md 38).
    reviewedOnResultPage: false,
  }),
  custom: withScore({
    seconds: QUIZ_SECONDS,
    secondsPerQuestion: CUSTOM_QUIZ_SECONDS_PER_QUESTION,
    revealsEachAnswer: false,
    scoreParts: customQuizScoreParts,
    startedBy: "start-custom-quiz-attempt",
    // Its results count on the boards of the groups it is shared with, never the site's.
    onSiteBoards: false,
    countsAgainstFreeWeek: false,
    holdsForReview: true,
    abandonable: true,
    refusesSecondFinish: false,
    reviewedOnResultPage: true,
  }),
  game: withScore({
    // The room's clock is the host's, a question at a time (docs/architecture.md §4 'Hosted games'):
    // the attempt is written when the game ends, already finished; this bounds its 25 questions of 60 s.
    seconds: 25 * 60,
    revealsEachAnswer: true,
    scoreParts: untimed(gameAttemptScore),
    startedBy: "hosted-game",
    onSiteBoards: false,
    countsAgainstFreeWeek: false,
    // A room answering fast is the game: its points reward speed, and its board is the room's.
    holdsForReview: false,
    abandonable: false,
    refusesSecondFinish: true,
    reviewedOnResultPage: true,
  }),
} satisfies Record<string, ModePolicy>;

/** What an attempt is played as: a key of MODES (docs/decisions/017-one-attempt-engine.md). */
export type AttemptMode = keyof typeof POLICIES;
export const MODES: Readonly<Record<AttemptMode, ModePolicy>> = POLICIES;
/** The modes' names, in MODES' order, for the API's schemas and the database's check. */
export const ATTEMPT_MODES = Object.keys(MODES) as [AttemptMode, ...AttemptMode[]];

/** The clock of an attempt in `mode` that asks `asked` questions, in seconds. */
export function attemptSeconds(mode: string, asked: number): number {
  const policy = modeOf(mode);
  return policy.secondsPerQuestion ? Math.min(policy.seconds, policy.secondsPerQuestion * asked) : policy.seconds;
}

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

/**
 * Every mode takes an answer for ANSWER_GRACE_SECONDS after its deadline (what the network may
 * delay), and none after: the one test of it, for every mode and every reader (docs/architecture.md
 * §4 'Attempts').
 */
export const graceEnded = (deadlineAt: Date, now: Date): boolean => now.getTime() > deadlineAt.getTime() + ANSWER_GRACE_SECONDS * 1000;

/** The latest deadline whose grace has ended by `now`: an attempt due before it takes no answer. */
export const graceCutoff = (now: Date): Date => new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000);
