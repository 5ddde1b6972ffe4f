import { describe, expect, it } from "vitest";
import { REVIEW_RATINGS, type ReviewRating } from "./api/study.ts";
import { cardStateName, endOfLocalDay, newScheduledCard, scheduleReview, type ScheduledCard } from "./spaced-repetition.ts";

// The figures below are ts-fsrs's own, asserted by its tests for FSRS-6's default parameters
// (__tests__/FSRS-6.test.ts 'first repeat', 'ivl_history', 'memory state[short-term]', and
// __tests__/strategies/learning-steps.test.ts 'First learning step'): the wrapper must give them back.
const start = new Date("2022-12-29T12:30:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("a new card's first review", () => {
  const rated = Object.fromEntries(REVIEW_RATINGS.map((r) => [r, scheduleReview(newScheduledCard(start), r, start)])) as Record<ReviewRating, ScheduledCard>;

  it("gives the library's first stability and difficulty for each rating", () => {
    expect(REVIEW_RATINGS.map((r) => rated[r].stability)).toEqual([0.212, 1.2931, 2.3065, 8.2956]);
    expect(REVIEW_RATINGS.map((r) => rated[r].difficulty)).toEqual([6.4133, 5.11217071, 2.11810397, 1]);
    expect(REVIEW_RATINGS.map((r) => rated[r].reps)).toEqual([1, 1, 1, 1]);
    expect(REVIEW_RATINGS.map((r) => rated[r].lapses)).toEqual([0, 0, 0, 0]);
    expect(REVIEW_RATINGS.map((r) => rated[r].scheduledDays)).toEqual([0, 0, 0, 8]);
    expect(REVIEW_RATINGS.map((r) => cardStateName(rated[r].state))).toEqual(["learning", "learning", "learning", "review"]);
  });

  it("'again' comes back in 1 minute, 'hard' in 6, 'good' in 10 (the next learning step), 'easy' in 8 days", () => {
    expect(rated.again.due.getTime() - start.getTime()).toBe(1 * MINUTE);
    expect(rated.hard.due.getTime() - start.getTime()).toBe(6 * MINUTE);
    expect(rated.good.due.getTime() - start.getTime()).toBe(10 * MINUTE);
    expect(rated.good.learningSteps).toBe(1);
    expect(rated.easy.due.getTime() - start.getTime()).toBe(8 * DAY);
    for (const r of REVIEW_RATINGS) expect(rated[r].lastReview).toEqual(start);
  });
});

describe("the first reviews of a card", () => {
  it("rated 'good' at each due: 0, 2, 11, 46, 163 then 498 days", () => {
    let card = newScheduledCard(start);
    let now = start;
    const intervals: number[] = [];
    for (let i = 0; i < 6; i++) {
      card = scheduleReview(card, "good", now);
      intervals.push(card.scheduledDays);
      now = card.due;
    }
    expect(intervals).toEqual([0, 2, 11, 46, 163, 498]);
    expect(cardStateName(card.state)).toBe("review");
  });

  it("'again', then 'good' five times 0, 1, 3, 8 and 21 days apart: stability 53.62691, difficulty 6.3574867", () => {
    let card = newScheduledCard(start);
    let now = start;
    const ratings: ReviewRating[] = ["again", "good", "good", "good", "good", "good"];
    const gaps = [0, 0, 1, 3, 8, 21];
    for (const [i, rating] of ratings.entries()) {
      now = new Date(now.getTime() + gaps[i]! * DAY);
      card = scheduleReview(card, rating, now);
    }
    expect(card.stability).toBeCloseTo(53.62691, 4);
    expect(card.difficulty).toBeCloseTo(6.3574867, 4);
  });

  it("a forgotten review card lapses into relearning, due again in 10 minutes", () => {
    const learnt = scheduleReview(newScheduledCard(start), "easy", start);
    const forgotten = scheduleReview(learnt, "again", learnt.due);
    expect(cardStateName(forgotten.state)).toBe("relearning");
    expect(forgotten.lapses).toBe(1);
    expect(forgotten.due.getTime() - learnt.due.getTime()).toBe(10 * MINUTE);
  });
});

describe("due today", () => {
  it("ends at the member's next local midnight, not UTC's", () => {
    // Noon in Los Angeles on 10 March 2026 (daylight time, UTC−7): the day ends at 07:00 UTC.
    expect(endOfLocalDay(new Date("2026-03-10T19:00:00Z"), "America/Los_Angeles")).toEqual(new Date("2026-03-11T07:00:00Z"));
    expect(endOfLocalDay(new Date("2026-03-10T19:00:00Z"), "UTC")).toEqual(new Date("2026-03-11T00:00:00Z"));
    // Just after midnight in Tokyo is still the previous day in UTC.
    expect(endOfLocalDay(new Date("2026-03-10T15:30:00Z"), "Asia/Tokyo")).toEqual(new Date("2026-03-11T15:00:00Z"));
  });
});
