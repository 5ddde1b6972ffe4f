import { and, eq } from "drizzle-orm";
import { STUDY_MESSAGES, type Locale, type MemoryList, type MemoryVerse } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { memoryProgress } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { verseCardDues } from "../review/service.ts";
import { presentSummary, presentVerse, type VerseProgress } from "./present-verse.ts";
import { memoryVerseBySlug, memoryVerses, type ListedVerse } from "./verse-list.ts";

/** The member's progress with every verse they have started, by reference. */
async function progressByReference(db: DbOrTx, userId: string): Promise<Map<string, VerseProgress>> {
  const rows = await db
    .select({ verseRef: memoryProgress.verseRef, stepsDone: memoryProgress.stepsDone, learntAt: memoryProgress.learntAt })
    .from(memoryProgress)
    .where(eq(memoryProgress.userId, userId));
  return new Map(rows.map((r) => [r.verseRef, { stepsDone: r.stepsDone, learntAt: r.learntAt }]));
}

/** One verse's progress; undefined before its first step. */
export async function progressOf(db: DbOrTx, userId: string, verseRef: string): Promise<VerseProgress | undefined> {
  const [row] = await db
    .select({ stepsDone: memoryProgress.stepsDone, learntAt: memoryProgress.learntAt })
    .from(memoryProgress)
    .where(and(eq(memoryProgress.userId, userId), eq(memoryProgress.verseRef, verseRef)));
  return row;
}

/** GET /api/memory: every verse of the list in its order, with the member's steps and next reviews. */
export async function listMemory(db: DbOrTx, userId: string, locale: Locale = "en"): Promise<MemoryList> {
  const [progress, dues] = await Promise.all([progressByReference(db, userId), verseCardDues(db, userId)]);
  // The member's language's list: progress is kept by reference, so a verse learnt in one is learnt in the other.
  const verses = memoryVerses(locale).map((v) => presentSummary(v, progress.get(v.reference), dues.get(v.reference)));
  return { verses, learnt: verses.filter((v) => v.learnt).length };
}

/** The listed verse of a slug, or 404. */
export function requireMemoryVerse(slug: string, locale: Locale = "en"): ListedVerse {
  const verse = memoryVerseBySlug(slug, locale);
  if (!verse) throw notFound(STUDY_MESSAGES.verseNotFound);
  return verse;
}

/** GET /api/memory/:slug: the verse with its text and the member's progress. */
export async function readMemoryVerse(db: DbOrTx, userId: string, slug: string, locale: Locale = "en"): Promise<MemoryVerse> {
  const verse = requireMemoryVerse(slug, locale);
  const [progress, dues] = await Promise.all([progressOf(db, userId, verse.reference), verseCardDues(db, userId)]);
  return presentVerse(verse, progress, dues.get(verse.reference));
}
