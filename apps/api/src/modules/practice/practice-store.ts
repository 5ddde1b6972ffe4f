import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql } from "drizzle-orm";
import {
  BOOKS,
  findBookBySlug,
  localDate,
  PRACTICE_FREE_PER_DAY,
  STUDY_MESSAGES,
  type Difficulty,
  type Locale,
  type ReadingText,
  type PracticeSession,
  type StudyResult,
} from "@berean/domain";
import { rowsOf, type Db, type Tx } from "../../db/client.ts";
import { practiceItem, practiceSession, question, user } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { citedPassages, translationFor, verseText } from "../../lib/scripture.ts";
import { inOpenGame, questionOptions, rowIsOpen } from "../questions/service.ts";

/** A session's row as the draws read it: all but its deck, which stays in the database. */
const { deck: _deck, ...sessionColumns } = getTableColumns(practiceSession);
export type SessionRow = Omit<typeof practiceSession.$inferSelect, "deck">;

/** The member as practice needs them, read from their row: a plan changed since sign-in counts at once. */
export interface Learner {
  id: string;
  unlimited: boolean;
  timezone: string;
  /** The English text the learner reads an English question's verses in. */
  readingText: ReadingText;
}

/** A drawn item with its question. */
export interface DrawnItem {
  position: number;
  questionId: number;
  optionOrder: number[];
  chosenIndex: number | null;
  correct: boolean | null;
  withdrawn: boolean;
  text: string;
  options: [string, string, string, string];
  correctIndex: number;
  book: string;
  difficulty: string;
  reference: string | null;
  furtherReferences: string[];
  /** The question's language: its verses are shown in the text it cites. */
  locale: string;
  explanation: string | null;
  /** Kept from practice at the time it was read (rowIsLive): in a pool, sealed, or resting in a game. */
  live: boolean;
}

/** What a session shows: its question (or why none), and the notice of a question taken out of play. */
export interface Showing {
  item: DrawnItem | null;
  stop: PracticeSession["stop"];
  notice: string | null;
}

/**
 * Whether the question row `row` is kept from practice now: not open (a quiz's pool, the sealed
 * supply, a leader's own: docs/architecture.md §4 'Sealed and open'), or resting while a hosted game
 * plays it. Asked of a row the query reads, with nothing but the pool and the game to look up.
 */
export const rowIsLive = (row: string, now: Date) => sql`(not ${rowIsOpen(row, now)} or ${inOpenGame(`${row}.id`)})`;

/**
 * Runs `use` on the member's session with its row locked, so that the draws, answers and end of
 * one session queue (a double click or two tabs cannot pass the free allowance). Another member's
 * session, or none, is 404.
 */
export async function inSession<T>(
  db: Db,
  memberId: string,
  sessionId: string,
  use: (tx: Tx, session: SessionRow, learner: Learner) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // The session locked and the member's plan and zone read in one statement.
    const [row] = await tx
      .select({ session: sessionColumns, plan: user.plan, timezone: user.timezone, readingText: user.readingText })
      .from(practiceSession)
      .innerJoin(user, eq(user.id, practiceSession.userId))
      .where(and(eq(practiceSession.id, sessionId), eq(practiceSession.userId, memberId)))
      .for("update", { of: practiceSession });
    if (!row) throw notFound(STUDY_MESSAGES.practiceNotFound);
    return use(tx, row.session, {
      id: memberId,
      unlimited: row.plan === "pro",
      timezone: row.timezone,
      readingText: row.readingText === "web" ? "web" : "kjv",
    });
  });
}

/**
 * The member's plan and zone. `lock` queues starts of one member; it is the weaker row lock, which
 * leaves the key checks of the rows that refer to the member (a draw's item) free, so a draw
 * holding its session never waits on a start that waits on that session.
 */
export async function learnerOf(tx: Tx, memberId: string, lock = false): Promise<Learner> {
  const q = tx.select({ plan: user.plan, timezone: user.timezone, readingText: user.readingText }).from(user).where(eq(user.id, memberId));
  const [row] = lock ? await q.for("no key update") : await q;
  if (!row) throw notFound(STUDY_MESSAGES.practiceNotFound);
  return { id: memberId, unlimited: row.plan === "pro", timezone: row.timezone, readingText: row.readingText === "web" ? "web" : "kjv" };
}

/** The member's open session, locked, or null. */
export async function openSessionOf(tx: Tx, memberId: string): Promise<SessionRow | null> {
  const [session] = await tx
    .select(sessionColumns)
    .from(practiceSession)
    .where(and(eq(practiceSession.userId, memberId), isNull(practiceSession.endedAt)))
    .for("update");
  return session ?? null;
}

/** The session's last two items, newest first: the one on screen, and the one before it (or the one at `position`). */
export async function latestItems(tx: Tx, sessionId: string, now: Date, position?: number): Promise<DrawnItem[]> {
  const rows = await tx
    .select({
      position: practiceItem.position,
      questionId: practiceItem.questionId,
      optionOrder: practiceItem.optionOrder,
      chosenIndex: practiceItem.chosenIndex,
      correct: practiceItem.correct,
      withdrawnAt: practiceItem.withdrawnAt,
      text: question.question,
      options: questionOptions,
      correctIndex: question.correctIndex,
      book: question.book,
      difficulty: question.difficulty,
      reference: question.reference,
      furtherReferences: question.furtherReferences,
      locale: question.locale,
      explanation: question.explanation,
      live: sql<boolean>`${rowIsLive("question", now)}`,
    })
    .from(practiceItem)
    .innerJoin(question, eq(question.id, practiceItem.questionId))
    .where(and(eq(practiceItem.sessionId, sessionId), position === undefined ? undefined : eq(practiceItem.position, position)))
    .orderBy(desc(practiceItem.position))
    .limit(2);
  return rows.map(({ withdrawnAt, ...r }) => ({ ...r, book: r.book ?? "", withdrawn: withdrawnAt !== null }));
}

/** Today's draws of the member in their time zone, withdrawn ones aside: what the free allowance counts. */
const countToday = (tx: Tx, learner: Learner, now: Date) =>
  tx
    .select({ n: count() })
    .from(practiceItem)
    .where(and(eq(practiceItem.userId, learner.id), eq(practiceItem.day, localDate(now, learner.timezone)), isNull(practiceItem.withdrawnAt)));

export async function drawnToday(tx: Tx, learner: Learner, now: Date): Promise<number> {
  const [row] = await countToday(tx, learner, now);
  return row?.n ?? 0;
}

/** The key of an answered item, as the page shows it: indexes in the order the options were shown. */
function resultOf(item: DrawnItem, learner: Learner): StudyResult | null {
  if (item.chosenIndex === null) return null;
  return {
    correct: item.correct ?? false,
    chosenIndex: item.optionOrder.indexOf(item.chosenIndex),
    correctIndex: item.optionOrder.indexOf(item.correctIndex),
    reference: item.reference ?? "",
    verseText: item.reference ? verseText(item.reference, translationFor(item.locale as Locale, learner)) : null,
    ...citedPassages(item.reference, item.furtherReferences, true, translationFor(item.locale as Locale, learner)),
    explanation: item.explanation,
  };
}

const canonOrder = new Map(BOOKS.map((b) => [b.slug, b.order]));

/** The session as the page shows it. An unanswered question carries no key, reference or explanation. */
export async function presentSession(tx: Tx, session: SessionRow, learner: Learner, showing: Showing, now: Date): Promise<PracticeSession> {
  // The tally by book and today's draws (drawnToday's count) in one statement: a row per book
  // answered, each carrying the day's count, or one row with no book when none is.
  const today = countToday(tx, learner, now);
  const tallied = tx
    .select({
      book: question.book,
      right: sql<number>`count(*) filter (where ${practiceItem.correct})::int`.as("right"),
      wrong: sql<number>`count(*) filter (where not ${practiceItem.correct})::int`.as("wrong"),
    })
    .from(practiceItem)
    .innerJoin(question, eq(question.id, practiceItem.questionId))
    .where(and(eq(practiceItem.sessionId, session.id), isNotNull(practiceItem.chosenIndex), isNull(practiceItem.withdrawnAt)))
    .groupBy(question.book)
    .as("tallied");
  const rows = rowsOf<{ book: string | null; right: number | null; wrong: number | null; used_today: number }>(
    await tx.execute(sql`select tallied.book, tallied.right, tallied.wrong, (${today})::int as used_today from (select 1) one left join ${tallied} on true`),
  );
  const usedToday = rows[0]?.used_today ?? 0;
  const answered = rows.filter((r) => r.right !== null).map((r) => ({ book: r.book, right: r.right!, wrong: r.wrong! }));
  const byBook = answered
    .map((r) => ({ book: findBookBySlug(r.book ?? "")?.name ?? r.book ?? "", slug: r.book ?? "", right: r.right, wrong: r.wrong }))
    .sort((x, y) => (canonOrder.get(x.slug) ?? 99) - (canonOrder.get(y.slug) ?? 99));
  const right = byBook.reduce((n, b) => n + b.right, 0);
  const wrong = byBook.reduce((n, b) => n + b.wrong, 0);
  const item = showing.item;
  return {
    id: session.id,
    books: session.books,
    chapters: session.chapters,
    difficulty: session.difficulty as PracticeSession["difficulty"],
    ended: session.endedAt !== null,
    question: item
      ? {
          position: item.position,
          text: item.text,
          book: findBookBySlug(item.book)?.name ?? item.book,
          difficulty: item.difficulty as Difficulty,
          options: item.optionOrder.map((stored) => item.options[stored]!),
          result: resultOf(item, learner),
        }
      : null,
    stop: showing.stop,
    notice: showing.notice,
    tally: { answered: right + wrong, right, wrong, byBook },
    allowance: { unlimited: learner.unlimited, usedToday, perDay: PRACTICE_FREE_PER_DAY },
  };
}
