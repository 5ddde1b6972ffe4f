import { describe, expect, it } from "vitest";
import {
  ATTEMPT_MODES,
  attemptSeconds,
  customQuizScoreParts,
  FREE_WEEK_MODES,
  graceCutoff,
  graceEnded,
  MODES,
  modeOf,
  RESULT_PAGE_MODES,
  SITE_BOARD_MODES,
} from "./attempt-modes.ts";
import { COMPETITION_SECONDS } from "./competitions.ts";
import { ANSWER_GRACE_SECONDS, QUIZ_SECONDS } from "./limits.ts";
import { scoreAttempt } from "./scoring.ts";

describe("the modes of the one attempt engine", () => {
  it("has a policy for every mode an attempt can be played in", () => {
    expect(Object.keys(MODES).sort()).toEqual([...ATTEMPT_MODES].sort());
  });

  it("a competition scores percent correct of the questions asked, however fast", () => {
    const competition = modeOf("competition");
    expect(competition.score({ correct: 2, wrong: 1, asked: 3, secondsRemaining: 1790 })).toBe(67);
    expect(competition.score({ correct: 2, wrong: 1, asked: 3, secondsRemaining: 0 })).toBe(67);
    expect(competition.score({ correct: 0, wrong: 0, asked: 0, secondsRemaining: 0 })).toBe(0);
  });

  it("a quiz and the event score by the quiz rule, with its speed factor", () => {
    const tally = { correct: 10, wrong: 5, asked: 25, secondsRemaining: 474 };
    expect(modeOf("quiz").score(tally)).toBe(scoreAttempt(tally).total);
    expect(modeOf("event").score(tally)).toBe(scoreAttempt(tally).total);
  });

  it("a competition runs 30 minutes and tells right or wrong after each answer; a quiz runs 10 and never does", () => {
    expect([MODES.competition.seconds, MODES.competition.revealsEachAnswer]).toEqual([COMPETITION_SECONDS, true]);
    expect([MODES.quiz.seconds, MODES.quiz.revealsEachAnswer, MODES.event.revealsEachAnswer]).toEqual([QUIZ_SECONDS, false, false]);
  });

  it("only quizzes spend the free plan's week; competitions stay off the site's boards and the result page", () => {
    expect(FREE_WEEK_MODES).toEqual(["quiz"]);
    expect(SITE_BOARD_MODES).toEqual(["quiz", "event"]);
    expect(RESULT_PAGE_MODES).toEqual(["quiz", "event", "custom", "game"]);
  });

  it("a hosted game kept in a history counts the share answered right, off the site's boards, never held for speed", () => {
    expect(MODES.game.score({ correct: 7, wrong: 2, asked: 10, secondsRemaining: 0 })).toBe(70);
    expect(MODES.game.score({ correct: 0, wrong: 0, asked: 0, secondsRemaining: 0 })).toBe(0);
    expect([MODES.game.onSiteBoards, MODES.game.countsAgainstFreeWeek, MODES.game.holdsForReview]).toEqual([false, false, false]);
  });

  it("a competition cannot be abandoned and refuses a second finish", () => {
    expect([MODES.competition.abandonable, MODES.competition.refusesSecondFinish]).toEqual([false, true]);
    expect([MODES.quiz.abandonable, MODES.quiz.refusesSecondFinish]).toEqual([true, false]);
  });

  it("an unknown mode is a programming error, never a member's", () => {
    expect(() => modeOf("practice")).toThrow(/Unknown attempt mode 'practice'/);
  });

  it("a custom quiz of 25 questions scores exactly as a quiz; a shorter one is scaled to the same 100", () => {
    for (const tally of [
      { correct: 20, wrong: 5, asked: 25, secondsRemaining: 120 },
      { correct: 25, wrong: 0, asked: 25, secondsRemaining: 300 },
      { correct: 3, wrong: 22, asked: 25, secondsRemaining: 0 },
    ]) {
      expect(modeOf("custom").score(tally)).toBe(scoreAttempt(tally).total);
    }
    expect(modeOf("custom").score({ correct: 5, wrong: 0, asked: 5, secondsRemaining: 120 })).toBe(100);
    expect(modeOf("custom").score({ correct: 5, wrong: 0, asked: 10, secondsRemaining: 0 })).toBe(40);
    expect(modeOf("custom").score({ correct: 0, wrong: 0, asked: 10, secondsRemaining: 240 })).toBe(0);
    expect(customQuizScoreParts({ correct: 5, wrong: 0, asked: 10, secondsRemaining: 120 }).speedFactor).toBe(0.9);
  });

  it("a custom quiz gives 24 seconds a question, stays off the site's boards and spares the free week", () => {
    expect([attemptSeconds("custom", 5), attemptSeconds("custom", 25), attemptSeconds("quiz", 5)]).toEqual([120, 600, QUIZ_SECONDS]);
    expect([MODES.custom.onSiteBoards, MODES.custom.countsAgainstFreeWeek, MODES.custom.holdsForReview]).toEqual([false, false, true]);
  });

  it("stores the total of the parts its result page shows, in every mode", () => {
    for (const policy of Object.values(MODES)) {
      for (const tally of [
        { correct: 20, wrong: 3, asked: 25, secondsRemaining: 240 },
        { correct: 3, wrong: 1, asked: 5, secondsRemaining: 30 },
        { correct: 0, wrong: 0, asked: 0, secondsRemaining: 0 },
      ]) {
        const parts = policy.scoreParts(tally);
        expect(policy.score(tally)).toBe(parts.total);
        expect(parts.total).toBeGreaterThanOrEqual(0);
        expect(parts.total).toBeLessThanOrEqual(100);
      }
    }
  });

  it("takes an answer for the grace after the deadline, and none after it", () => {
    const deadline = new Date("2026-11-28T15:00:00Z");
    expect(graceEnded(deadline, new Date(deadline.getTime() + ANSWER_GRACE_SECONDS * 1000))).toBe(false);
    expect(graceEnded(deadline, new Date(deadline.getTime() + ANSWER_GRACE_SECONDS * 1000 + 1))).toBe(true);
    expect(graceCutoff(new Date(deadline.getTime() + ANSWER_GRACE_SECONDS * 1000))).toEqual(deadline);
  });
});
