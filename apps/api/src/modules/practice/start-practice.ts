import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { BOOKS, STUDY_MESSAGES, StartPracticeSchema, type PracticeSession } from "@berean/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { practiceSession } from "../../db/schema.ts";
import { badRequest } from "../../lib/errors.ts";
import { settle } from "./draw-question.ts";
import { learnerOf, presentSession } from "./practice-store.ts";

type StartPracticeInput = z.output<typeof StartPracticeSchema>;

/** Chapters narrow one book only, and must be among its chapters. */
function checkChoice(input: StartPracticeInput): { books: string[]; chapters: number[] } {
  const books = BOOKS.filter((b) => input.books.includes(b.slug));
  const chapters = [...new Set(input.chapters)].sort((a, b) => a - b);
  if (chapters.length === 0) return { books: books.map((b) => b.slug), chapters };
  const [book] = books;
  if (books.length !== 1 || !book) throw badRequest(STUDY_MESSAGES.chaptersOneBook, { chapters: STUDY_MESSAGES.chaptersOneBook });
  if (chapters.some((c) => c > book.chapters))
    throw badRequest(STUDY_MESSAGES.chapterRange(book.name, book.chapters), { chapters: STUDY_MESSAGES.chapterRange(book.name, book.chapters) });
  return { books: [book.slug], chapters };
}

/**
 * Starts a practice session with its first question drawn, ending the member's open one: a member
 * practises one choice at a time. The member's row is locked first, so two starts at once queue and
 * the second ends the first's session rather than meeting the one-open-session index.
 */
export async function startPractice(db: Db, memberId: string, input: StartPracticeInput, now: Date): Promise<PracticeSession> {
  const choice = checkChoice(input);
  return db.transaction(async (tx) => {
    const learner = await learnerOf(tx, memberId, true);
    await tx
      .update(practiceSession)
      .set({ endedAt: now })
      .where(and(eq(practiceSession.userId, memberId), isNull(practiceSession.endedAt)));
    const [session] = await tx
      .insert(practiceSession)
      .values({ id: randomUUID(), userId: memberId, ...choice, difficulty: input.difficulty, createdAt: now })
      .returning();
    return presentSession(tx, session!, learner, await settle(tx, session!, learner, now, { advance: true }), now);
  });
}
