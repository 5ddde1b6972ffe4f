import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { ContentEventReserveSchema, ContentQuestionSchema, ContentQuizSchema, findBookBySlug, HIDE_MEMBERSHIP_SECTION, inSeason, type ContentQuestion, type ContentQuiz } from "@berean/domain";
import type { Db } from "./client.ts";
import { featureFlag, question, quiz, quizQuestion } from "./schema.ts";

import { CONTENT_DIR } from "../paths.ts";

export { CONTENT_DIR };

export interface Content {
  questions: ContentQuestion[];
  quizzes: ContentQuiz[];
  /** Question ids kept for the Saturday events (docs/architecture.md §4 'The Saturday live event'). */
  eventReserve: string[];
}

/** Reads and validates the question bank and quiz definitions; throws naming the first bad file. */
export function loadContent(contentDir = CONTENT_DIR): Content {
  const questionsDir = join(contentDir, "questions");
  const questions: ContentQuestion[] = [];
  for (const file of readdirSync(questionsDir).filter((f) => f.endsWith(".json")).sort()) {
    const parsed = z.array(ContentQuestionSchema).safeParse(JSON.parse(readFileSync(join(questionsDir, file), "utf8")));
    if (!parsed.success) throw new Error(`content/questions/${file}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    for (const q of parsed.data) {
      if (!findBookBySlug(q.book)) throw new Error(`content/questions/${file}#${q.id}: unknown book ${q.book}`);
    }
    questions.push(...parsed.data);
  }
  let quizzes: ContentQuiz[] = [];
  try {
    quizzes = z.array(ContentQuizSchema).parse(JSON.parse(readFileSync(join(contentDir, "quizzes.json"), "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let eventReserve: string[] = [];
  try {
    eventReserve = ContentEventReserveSchema.parse(JSON.parse(readFileSync(join(contentDir, "event-reserve.json"), "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const known = new Set(questions.map((q) => q.id));
  const unknown = eventReserve.find((id) => !known.has(id));
  if (unknown) throw new Error(`content/event-reserve.json: unknown question ${unknown}`);
  return { questions, quizzes, eventReserve };
}

const BATCH = 200;

/**
 * Upserts the content by stable id: re-seeding updates wording, never duplicates, and never
 * removes a question an attempt may point at. A quiz's pool is (re)set from the file each time:
 * attempts keep the questions they drew.
 */
export async function seedContent(db: Db, content: Content = loadContent(), now = new Date()): Promise<{ questions: number; quizzes: number }> {
  // The public sample pack is sealed supply (docs/architecture.md §4 'Sealed and open'), for local use and
  // tests, and never in a quiz's pool. Only a new question is sealed: one already in the database may
  // have been shown, and a question once shown is never sealed again.
  const sample = new Set(content.eventReserve);
  const pooled = new Set(content.quizzes.flatMap((q) => q.questions));
  for (const key of sample) if (pooled.has(key)) throw new Error(`question ${key} is in the sealed sample pack and in a quiz's pool (content/quizzes.json)`);
  const stateOf = (key: string) => (sample.has(key) ? { sealed: true, pack: "sample" } : {});
  return db.transaction(async (tx) => {
    for (let i = 0; i < content.questions.length; i += BATCH) {
      const rows = content.questions.slice(i, i + BATCH).map((q) => ({
        ...stateOf(q.id),
        contentKey: q.id,
        question: q.question,
        optionA: q.options[0],
        optionB: q.options[1],
        optionC: q.options[2],
        optionD: q.options[3],
        correctIndex: q.answer,
        book: q.book,
        topics: q.topics,
        difficulty: q.difficulty,
        reference: q.reference,
        // The passages cited beyond `reference` (docs/architecture.md §5 'Content').
        furtherReferences: (q.references ?? []).filter((r) => r !== q.reference),
        explanation: q.explanation,
      }));
      await tx
        .insert(question)
        .values(rows)
        .onConflictDoUpdate({
          target: question.contentKey,
          set: {
            question: sql`excluded.question`,
            optionA: sql`excluded.option_a`,
            optionB: sql`excluded.option_b`,
            optionC: sql`excluded.option_c`,
            optionD: sql`excluded.option_d`,
            correctIndex: sql`excluded.correct_index`,
            book: sql`excluded.book`,
            topics: sql`excluded.topics`,
            difficulty: sql`excluded.difficulty`,
            reference: sql`excluded.reference`,
            furtherReferences: sql`excluded.further_references`,
            explanation: sql`excluded.explanation`,
          },
        });
    }

    const keys = content.quizzes.flatMap((q) => q.questions);
    const idByKey = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await tx.select({ id: question.id, key: question.contentKey }).from(question).where(inArray(question.contentKey, keys.slice(i, i + 1000)));
      for (const row of rows) if (row.key) idByKey.set(row.key, row.id);
    }

    for (const def of content.quizzes) {
      const values = {
        contentKey: def.id,
        title: def.title,
        description: def.description,
        difficulty: def.difficulty,
        featured: def.featured,
        isWeekly: def.weekly,
        category: def.category,
        book: def.book,
        season: def.season,
      };
      // A seasonal quiz starts out active only in its season; afterwards the server's sweep moves it
      // (docs/architecture.md §4 'Seasonal quizzes'), and a re-seed leaves its status alone.
      const [row] = await tx
        .insert(quiz)
        .values({ ...values, status: inSeason(def.season, now) ? "active" : "archived" })
        .onConflictDoUpdate({ target: quiz.contentKey, set: { title: values.title, description: values.description, difficulty: values.difficulty, featured: values.featured, isWeekly: values.isWeekly, category: values.category, book: values.book, season: values.season } })
        .returning({ id: quiz.id });
      if (!row) continue;
      // A pool may change at any time: each attempt keeps the questions it drew (attempt_question).
      const links = def.questions.map((key, orderIndex) => {
        const questionId = idByKey.get(key);
        if (questionId === undefined) throw new Error(`quiz ${def.id}: unknown question ${key}`);
        return { quizId: row.id, questionId, orderIndex };
      });
      await tx.delete(quizQuestion).where(eq(quizQuestion.quizId, row.id));
      if (links.length) await tx.insert(quizQuestion).values(links);
    }

    await tx.insert(featureFlag).values({ key: HIDE_MEMBERSHIP_SECTION, value: false }).onConflictDoNothing();
    return { questions: content.questions.length, quizzes: content.quizzes.length };
  });
}

/** A database is 'empty' until its first seed put quizzes or questions in it. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(question);
  return (row?.n ?? 0) === 0;
}
