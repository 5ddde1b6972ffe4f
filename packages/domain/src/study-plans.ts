import { findBookBySlug } from "./books.ts";
import { previousDate } from "./calendar.ts";

/**
 * Study plans (docs/architecture.md §4 'Study'): a plan is a list of days, each day one passage of
 * one book — a run of whole chapters, or verses of one chapter where a section is shorter than a
 * chapter (the Sermon on the Mount). Plans over whole books are computed from their chapter lists,
 * so a day is never lost or read twice.
 */
export interface PlanPassage {
  /** The book's slug (`1-samuel`). */
  book: string;
  chapterFrom: number;
  chapterTo: number;
  /** Verses of `chapterFrom` only, when the day reads part of one chapter. */
  verses?: { from: number; to: number };
}

export interface StudyPlan {
  slug: string;
  title: string;
  /** What the plan covers, in a sentence. */
  covers: string;
  days: PlanPassage[];
}

/** A book's chapters split into `days` runs in order, the longer runs first ('Matthew 1–3', …, 'Matthew 27–28'). */
export function spreadBook(slug: string, days: number): PlanPassage[] {
  const book = findBookBySlug(slug);
  if (!book) throw new Error(`unknown book ${slug}`);
  if (days < 1 || days > book.chapters) throw new Error(`${book.name} cannot be read in ${days} days`);
  const base = Math.floor(book.chapters / days);
  const longer = book.chapters % days;
  const passages: PlanPassage[] = [];
  let chapter = 1;
  for (let day = 0; day < days; day += 1) {
    const length = base + (day < longer ? 1 : 0);
    passages.push({ book: slug, chapterFrom: chapter, chapterTo: chapter + length - 1 });
    chapter += length;
  }
  return passages;
}

/** Whole books, each over its own number of days, in the order given. */
function books(...parts: Array<[slug: string, days: number]>): PlanPassage[] {
  return parts.flatMap(([slug, days]) => spreadBook(slug, days));
}

/** One passage a day from a chosen list: `[book, from, to]`. */
function chosen(...parts: Array<[slug: string, from: number, to?: number]>): PlanPassage[] {
  return parts.map(([book, from, to]) => ({ book, chapterFrom: from, chapterTo: to ?? from }));
}

/** Verses of one chapter a day: `[book, chapter, from, to]`. */
function sections(...parts: Array<[slug: string, chapter: number, from: number, to: number]>): PlanPassage[] {
  return parts.map(([book, chapter, from, to]) => ({ book, chapterFrom: chapter, chapterTo: chapter, verses: { from, to } }));
}

// The Bible's story: the narrative from creation to the new Jerusalem, one sitting a day.
const STORY = chosen(
  ["genesis", 1, 2],
  ["genesis", 3, 4],
  ["genesis", 6, 9],
  ["genesis", 11, 12],
  ["genesis", 15, 17],
  ["genesis", 18, 19],
  ["genesis", 21, 22],
  ["genesis", 24],
  ["genesis", 25, 27],
  ["genesis", 28, 29],
  ["genesis", 32, 33],
  ["genesis", 37],
  ["genesis", 39, 41],
  ["genesis", 42, 45],
  ["genesis", 46, 50],
  ["exodus", 1, 2],
  ["exodus", 3, 4],
  ["exodus", 5, 7],
  ["exodus", 8, 11],
  ["exodus", 12, 13],
  ["exodus", 14, 15],
  ["exodus", 16, 18],
  ["exodus", 19, 20],
  ["exodus", 32, 34],
  ["numbers", 13, 14],
  ["numbers", 20, 21],
  ["deuteronomy", 31, 34],
  ["joshua", 1, 2],
  ["joshua", 3, 6],
  ["judges", 6, 7],
  ["judges", 13, 16],
  ["ruth", 1, 4],
  ["1-samuel", 1, 3],
  ["1-samuel", 8, 10],
  ["1-samuel", 15, 16],
  ["1-samuel", 17, 18],
  ["1-samuel", 24, 26],
  ["2-samuel", 5, 7],
  ["2-samuel", 11, 12],
  ["1-kings", 3],
  ["1-kings", 8],
  ["1-kings", 11, 12],
  ["1-kings", 17, 19],
  ["2-kings", 2],
  ["2-kings", 5],
  ["2-kings", 17],
  ["2-kings", 22, 23],
  ["2-kings", 24, 25],
  ["jonah", 1, 4],
  ["daniel", 1, 3],
  ["daniel", 6],
  ["ezra", 1, 3],
  ["nehemiah", 1, 2],
  ["nehemiah", 8],
  ["esther", 1, 4],
  ["esther", 5, 10],
  ["luke", 1],
  ["luke", 2],
  ["matthew", 3, 4],
  ["john", 1, 2],
  ["john", 3, 4],
  ["mark", 1, 2],
  ["matthew", 5, 7],
  ["mark", 4, 5],
  ["luke", 10],
  ["luke", 15],
  ["john", 9],
  ["john", 11],
  ["matthew", 16, 17],
  ["luke", 19],
  ["matthew", 26],
  ["john", 13, 14],
  ["john", 18, 19],
  ["matthew", 27],
  ["luke", 24],
  ["john", 20, 21],
  ["acts", 1, 2],
  ["acts", 3, 4],
  ["acts", 6, 7],
  ["acts", 8],
  ["acts", 9],
  ["acts", 10],
  ["acts", 12],
  ["acts", 13, 14],
  ["acts", 15, 16],
  ["acts", 17],
  ["acts", 21, 22],
  ["acts", 26],
  ["acts", 27, 28],
  ["revelation", 21, 22],
);

/** The plans a member may choose, in the order the plans page lists them. */
export const STUDY_PLANS: readonly StudyPlan[] = [
  {
    slug: "gospels-30",
    title: "The Gospels in 30 days",
    covers: "Matthew, Mark, Luke and John, about three chapters a day.",
    days: books(["matthew", 10], ["mark", 5], ["luke", 8], ["john", 7]),
  },
  { slug: "acts-28", title: "Acts in 28 days", covers: "The church from Jerusalem to Rome, a chapter a day.", days: books(["acts", 28]) },
  { slug: "psalms-30", title: "Psalms in 30 days", covers: "All 150 psalms, five a day.", days: books(["psalms", 30]) },
  { slug: "genesis-50", title: "Genesis in 50 days", covers: "Creation to Joseph in Egypt, a chapter a day.", days: books(["genesis", 50]) },
  { slug: "romans-16", title: "Romans in 16 days", covers: "Paul's letter to the Romans, a chapter a day.", days: books(["romans", 16]) },
  { slug: "proverbs-31", title: "Proverbs in 31 days", covers: "A chapter of wisdom for each day of a month.", days: books(["proverbs", 31]) },
  {
    slug: "bible-story-90",
    title: "The Bible's story in 90 days",
    covers: "The narrative of both testaments, from creation through the kings, the exile, Jesus and the early church to the new Jerusalem.",
    days: STORY,
  },
  {
    slug: "sermon-on-the-mount-7",
    title: "The Sermon on the Mount in 7 days",
    covers: "Matthew 5–7, a section a day: the Beatitudes, the law fulfilled, prayer, treasure and the two foundations.",
    days: sections(
      ["matthew", 5, 1, 12],
      ["matthew", 5, 13, 26],
      ["matthew", 5, 27, 48],
      ["matthew", 6, 1, 18],
      ["matthew", 6, 19, 34],
      ["matthew", 7, 1, 14],
      ["matthew", 7, 15, 29],
    ),
  },
];

const BY_SLUG = new Map(STUDY_PLANS.map((plan) => [plan.slug, plan]));

export function findStudyPlan(slug: string): StudyPlan | undefined {
  return BY_SLUG.get(slug);
}

/** How a day's passage is written: 'Genesis 1', 'Matthew 1–3', 'Matthew 5:1-12'. */
export function passageReference(passage: PlanPassage): string {
  const name = findBookBySlug(passage.book)?.name ?? passage.book;
  if (passage.verses) return `${name} ${passage.chapterFrom}:${passage.verses.from}-${passage.verses.to}`;
  return passage.chapterTo > passage.chapterFrom ? `${name} ${passage.chapterFrom}–${passage.chapterTo}` : `${name} ${passage.chapterFrom}`;
}

/** The chapters a day reads, in order. */
export function passageChapters(passage: PlanPassage): number[] {
  return Array.from({ length: passage.chapterTo - passage.chapterFrom + 1 }, (_, i) => passage.chapterFrom + i);
}

/**
 * A plan's own streak: the local days in a row on which a day of it was marked done, up to today —
 * still alive on a day not yet read if yesterday was (as the daily streak is), else 0.
 */
export function planStreak(doneDates: readonly string[], today: string): number {
  const dates = new Set(doneDates);
  let day = dates.has(today) ? today : previousDate(today);
  let streak = 0;
  while (dates.has(day)) {
    streak += 1;
    day = previousDate(day);
  }
  return streak;
}
