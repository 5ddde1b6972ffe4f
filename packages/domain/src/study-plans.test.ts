import { describe, expect, it } from "vitest";
import { findBookBySlug } from "./books.ts";
import { passageChapters, passageReference, planStreak, spreadBook, STUDY_PLANS } from "./study-plans.ts";

const chaptersOf = (slug: string) => Array.from({ length: findBookBySlug(slug)!.chapters }, (_, i) => `${slug} ${i + 1}`);
const daysRead = (slug: string) => STUDY_PLANS.find((p) => p.slug === slug)!.days.flatMap((d) => passageChapters(d).map((c) => `${d.book} ${c}`));

describe("study plans", () => {
  it("offers at least eight plans, each as long as its title says", () => {
    expect(STUDY_PLANS.length).toBeGreaterThanOrEqual(8);
    for (const plan of STUDY_PLANS) {
      expect(plan.title, plan.slug).toContain(`in ${plan.days.length} days`);
      expect(plan.slug.endsWith(`-${plan.days.length}`), plan.slug).toBe(true);
    }
  });

  it("reads each whole book's chapters once, in order", () => {
    expect(daysRead("gospels-30")).toEqual(["matthew", "mark", "luke", "john"].flatMap(chaptersOf));
    expect(daysRead("acts-28")).toEqual(chaptersOf("acts"));
    expect(daysRead("psalms-30")).toEqual(chaptersOf("psalms"));
    expect(daysRead("genesis-50")).toEqual(chaptersOf("genesis"));
    expect(daysRead("romans-16")).toEqual(chaptersOf("romans"));
    expect(daysRead("proverbs-31")).toEqual(chaptersOf("proverbs"));
  });

  it("reads the Sermon on the Mount's verses once, in order, Matthew 5:1 to 7:29", () => {
    const days = STUDY_PLANS.find((p) => p.slug === "sermon-on-the-mount-7")!.days;
    expect(days[0]).toMatchObject({ book: "matthew", chapterFrom: 5, verses: { from: 1 } });
    expect(days.at(-1)).toMatchObject({ chapterFrom: 7, verses: { to: 29 } });
    for (let i = 1; i < days.length; i += 1) {
      const [was, next] = [days[i - 1]!, days[i]!];
      if (next.chapterFrom === was.chapterFrom) expect(next.verses!.from, passageReference(next)).toBe(was.verses!.to + 1);
      else expect([next.chapterFrom, next.verses!.from], passageReference(next)).toEqual([was.chapterFrom + 1, 1]);
    }
  });

  it("tells the Bible's story in canon order within each book, with no day read twice", () => {
    const days = STUDY_PLANS.find((p) => p.slug === "bible-story-90")!.days;
    const chapters = days.flatMap((d) => passageChapters(d).map((c) => `${d.book} ${c}`));
    expect(new Set(chapters).size).toBe(chapters.length);
    expect(days.some((d) => findBookBySlug(d.book)!.testament === "old") && days.some((d) => findBookBySlug(d.book)!.testament === "new")).toBe(true);
  });

  it("names only real books and chapters", () => {
    for (const plan of STUDY_PLANS)
      for (const day of plan.days) {
        const book = findBookBySlug(day.book);
        expect(book, `${plan.slug} ${day.book}`).toBeDefined();
        expect(day.chapterFrom, passageReference(day)).toBeGreaterThanOrEqual(1);
        expect(day.chapterTo, passageReference(day)).toBeLessThanOrEqual(book!.chapters);
        expect(day.chapterTo, passageReference(day)).toBeGreaterThanOrEqual(day.chapterFrom);
      }
  });

  it("spreads a book's spare chapters over its first days", () => {
    expect(spreadBook("mark", 5).map(passageReference)).toEqual(["Mark 1–4", "Mark 5–7", "Mark 8–10", "Mark 11–13", "Mark 14–16"]);
  });

  it("writes a day's passage as chapters or verses", () => {
    expect(passageReference({ book: "genesis", chapterFrom: 1, chapterTo: 1 })).toBe("Genesis 1");
    expect(passageReference({ book: "1-samuel", chapterFrom: 17, chapterTo: 18 })).toBe("1 Samuel 17–18");
    expect(passageReference({ book: "matthew", chapterFrom: 5, chapterTo: 5, verses: { from: 1, to: 12 } })).toBe("Matthew 5:1-12");
  });
});

describe("a plan's streak", () => {
  it("counts the days in a row up to today", () => {
    expect(planStreak(["2025-03-01", "2025-03-02", "2025-03-03"], "2025-03-03")).toBe(3);
  });
  it("stays alive on a day not yet read when yesterday was", () => {
    expect(planStreak(["2025-03-01", "2025-03-02"], "2025-03-03")).toBe(2);
  });
  it("is 0 after a missed day", () => {
    expect(planStreak(["2025-03-01"], "2025-03-03")).toBe(0);
  });
  it("starts over after a gap", () => {
    expect(planStreak(["2025-02-20", "2025-03-02", "2025-03-03"], "2025-03-03")).toBe(2);
  });
});
