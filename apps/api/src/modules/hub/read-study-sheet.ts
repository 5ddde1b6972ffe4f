import { and, asc, eq, not, sql } from "drizzle-orm";
import {
  findBookBySlug,
  parseReference,
  STUDY_SHEET_KEY_VERSES,
  STUDY_SHEET_KEY_VERSES_MAX,
  STUDY_SHEET_QUESTION_COUNT,
  type Book,
  type VerseReference,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { verseText } from "../../lib/scripture.ts";
import { memoryVerses, memoryVerseText } from "../memory/service.ts";
import { inOpenGame, isOpen } from "../questions/service.ts";

/** A verse worth learning from the book, with its KJV text and why it is on the sheet. */
export interface KeyVerse {
  reference: string;
  /** The memory verse's title, or how many of the book's open questions cite it. */
  note: string;
  text: string;
}

/** One chapter of the book that open questions ask about: how many, and their topics, most asked first. */
export interface OutlineChapter {
  chapter: number;
  questionCount: number;
  topics: string[];
}

export interface SheetQuestion {
  text: string;
  options: [string, string, string, string];
  correctIndex: number;
  reference: string | null;
  explanation: string | null;
}

export interface StudySheet {
  book: Book;
  keyVerses: KeyVerse[];
  outline: OutlineChapter[];
  questions: SheetQuestion[];
}

type Row = typeof question.$inferSelect & { at: VerseReference | null };

const keyOf = (r: VerseReference) => `${r.book.name} ${r.chapter}:${r.verseFrom}${r.verseTo > r.verseFrom ? `-${r.verseTo}` : ""}`;
const overlaps = (a: VerseReference, b: VerseReference) => a.chapter === b.chapter && a.verseFrom <= b.verseTo && b.verseFrom <= a.verseTo;
const byPlace = (a: Row, b: Row) => (a.at?.chapter ?? 999) - (b.at?.chapter ?? 999) || (a.at?.verseFrom ?? 0) - (b.at?.verseFrom ?? 0) || a.id - b.id;

/** The book's memory verses, topped up with the verses its open questions cite most (ties in the book's order). */
function keyVerses(book: Book, rows: readonly Row[]): KeyVerse[] {
  const chosen: Array<{ at: VerseReference; verse: KeyVerse }> = [];
  for (const entry of memoryVerses()) {
    const at = parseReference(entry.reference);
    const text = memoryVerseText(entry.reference);
    if (at?.book.slug === book.slug && text && chosen.length < STUDY_SHEET_KEY_VERSES_MAX)
      chosen.push({ at, verse: { reference: entry.reference, note: entry.title, text } });
  }
  if (chosen.length >= STUDY_SHEET_KEY_VERSES) return chosen.map((c) => c.verse);

  const cited = new Map<string, { at: VerseReference; count: number }>();
  for (const row of rows)
    for (const reference of [row.reference, ...row.furtherReferences]) {
      const at = reference ? parseReference(reference, 3) : null;
      if (at?.book.slug !== book.slug) continue;
      const entry = cited.get(keyOf(at)) ?? { at, count: 0 };
      entry.count += 1;
      cited.set(keyOf(at), entry);
    }
  const mostCited = [...cited.values()].sort((a, b) => b.count - a.count || a.at.chapter - b.at.chapter || a.at.verseFrom - b.at.verseFrom);
  for (const { at, count } of mostCited) {
    if (chosen.length >= STUDY_SHEET_KEY_VERSES) break;
    if (chosen.some((c) => overlaps(c.at, at))) continue;
    const text = verseText(keyOf(at));
    if (text) chosen.push({ at, verse: { reference: keyOf(at), note: `cited by ${count} question${count === 1 ? "" : "s"}`, text } });
  }
  return chosen.map((c) => c.verse);
}

/** Per chapter asked about, its count and topics (questions whose reference names no chapter of the book are left out). */
function outline(rows: readonly Row[]): OutlineChapter[] {
  const chapters = new Map<number, { count: number; topics: Map<string, number> }>();
  for (const row of rows) {
    if (!row.at) continue;
    const entry = chapters.get(row.at.chapter) ?? { count: 0, topics: new Map() };
    entry.count += 1;
    for (const topic of row.topics) entry.topics.set(topic, (entry.topics.get(topic) ?? 0) + 1);
    chapters.set(row.at.chapter, entry);
  }
  return [...chapters.entries()]
    .sort(([a], [b]) => a - b)
    .map(([chapter, { count, topics }]) => ({
      chapter,
      questionCount: count,
      topics: [...topics.entries()]
        .sort(([ta, a], [tb, b]) => b - a || ta.localeCompare(tb))
        .slice(0, 3)
        .map(([t]) => t),
    }));
}

/** Up to STUDY_SHEET_QUESTION_COUNT questions, evenly spaced through the book's order, so the sheet covers the whole book. */
function spread(rows: readonly Row[]): Row[] {
  const inOrder = [...rows].sort(byPlace);
  const count = Math.min(STUDY_SHEET_QUESTION_COUNT, inOrder.length);
  return Array.from({ length: count }, (_, i) => inOrder[Math.floor((i * inOrder.length) / count)]!);
}

/**
 * A book's study sheet (Pro), or null for an unknown slug. Made of open questions only, as the book
 * page is (docs/architecture.md §4 'Sealed and open'): never a quiz pool's or the sealed supply's,
 * nor one a hosted game is asking now, so a printed key can never be a live quiz's.
 */
export async function readStudySheet(db: Db, slug: string, now: Date): Promise<StudySheet | null> {
  const book = findBookBySlug(slug);
  if (!book) return null;
  const shown = and(isOpen(sql`${question.id}`, now), not(inOpenGame(sql`${question.id}`)));
  const rows: Row[] = (
    await db
      .select()
      .from(question)
      .where(and(eq(question.book, slug), shown))
      .orderBy(asc(question.id))
  ).map((row) => {
    const at = row.reference ? parseReference(row.reference) : null;
    return { ...row, at: at?.book.slug === slug ? at : null };
  });
  return {
    book,
    keyVerses: keyVerses(book, rows),
    outline: outline(rows),
    questions: spread(rows).map((q) => ({
      text: q.question,
      options: [q.optionA, q.optionB, q.optionC, q.optionD],
      correctIndex: q.correctIndex,
      reference: q.reference,
      explanation: q.explanation,
    })),
  };
}
