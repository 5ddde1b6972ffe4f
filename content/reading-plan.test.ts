/**
 * The devotional reading plan (content/reading-plan.json) is content too: every entry names a
 * passage of a real book and carries a short reflection. (Passages were checked against the KJV
 * text by hand with the verse lookup tool.)
 */
import { describe, expect, it } from "vitest";
import { BOOKS } from "@berean/domain";
import { readingPlan } from "../apps/api/src/modules/streaks/reading-plan.ts";

const plan = readingPlan();
const bookNames = new Set(BOOKS.map((b) => b.name));

describe("reading plan", () => {
  it("has at least 60 entries with distinct passages", () => {
    expect(plan.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plan.map((e) => e.reference)).size).toBe(plan.length);
  });

  it("cites passages as 'Book chapter:verse-verse' of the 66 books", () => {
    for (const entry of plan) {
      const match = /^(.+) (\d+):(\d+)-(\d+)$/.exec(entry.reference);
      expect(match, entry.reference).not.toBeNull();
      expect(bookNames.has(match![1]!), entry.reference).toBe(true);
      expect(Number(match![4]), entry.reference).toBeGreaterThan(Number(match![3]));
    }
  });

  it("keeps each reflection to a sentence or two", () => {
    for (const entry of plan) expect(entry.reflection.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length, entry.reference).toBeLessThanOrEqual(3);
  });
});
