import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import {
  ContentQuestionSchema,
  ContentQuizSchema,
  findBookBySlug,
  HIDE_MEMBERSHIP_SECTION,
  inSeason,
  SAMPLE_PACK,
  type ContentQuestion,
  type ContentQuiz,
  type Locale,
} from "@berean/domain";
import type { Db } from "./client.ts";
import { featureFlag, question, quiz, quizQuestion } from "./schema.ts";
import { importPack, questionRow, REWORDED } from "../modules/questions/service.ts";

import { CONTENT_DIR } from "../paths.ts";

export { CONTENT_DIR };

export interface Content {
  questions: ContentQuestion[];
  quizzes: ContentQuiz[];
  /**
   * The public sample pack (content/sample-pack, the bank's shape): sealed supply for the Saturday
   * events and competitions in development and tests (docs/architecture.md §4 'Sealed and open').
   */
  samplePack: ContentQuestion[];
}

/** Every `<book>.json` of a folder of questions, checked; throws naming the first bad file. */
function readQuestions(dir: string, label: string, locale: Locale = "en"): ContentQuestion[] {
  const questions: ContentQuestion[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = z.array(ContentQuestionSchema).safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    if (!parsed.success) throw new Error(`${label}/${file}: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    for (const q of parsed.data) {
      if (!findBookBySlug(q.book)) throw new Error(`${label}/${file}#${q.id}: unknown book ${q.book}`);
    }
    questions.push(...parsed.data.map((q) => ({ ...q, locale })));
  }
  return questions;
}

/** A folder's quiz definitions (none when it has no quizzes.json), in its language. */
function readQuizzes(file: string, locale: Locale): ContentQuiz[] {
  try {
    return z
      .array(ContentQuizSchema)
      .parse(JSON.parse(readFileSync(file, "utf8")))
      .map((quiz) => ({ ...quiz, locale }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return [];
  }
}

/**
 * Reads and validates the question banks and quiz definitions, English (content/questions,
 * content/quizzes.json) and Spanish (content/es: docs/architecture.md §9); throws naming the first bad file.
 */
export function loadContent(contentDir = CONTENT_DIR): Content {
  const spanish = join(contentDir, "es", "questions");
  const questions = [
    ...readQuestions(join(contentDir, "questions"), "content/questions"),
    ...(existsSync(spanish) ? readQuestions(spanish, "content/es/questions", "es") : []),
  ];
  const quizzes = [...readQuizzes(join(contentDir, "quizzes.json"), "en"), ...readQuizzes(join(contentDir, "es", "quizzes.json"), "es")];
  let samplePack: ContentQuestion[] = [];
  try {
    samplePack = readQuestions(join(contentDir, "sample-pack"), "content/sample-pack");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const known = new Set(questions.map((q) => q.id));
  const twice = samplePack.find((q) => known.has(q.id));
  if (twice) throw new Error(`content/sample-pack: ${twice.id} is also in content/questions`);
  return { questions, quizzes, samplePack };
}

const BATCH = 200;

/**
 * Upserts the content by stable id: re-seeding updates wording, never duplicates, and never
 * removes a question an attempt may point at. A quiz's pool is (re)set from the file each time:
 * attempts keep the questions they drew. The public sample pack is imported as a sealed pack
 * (modules/questions importPack) unless `samplePack` is false: production never loads it, its keys
 * being in the repository (docs/architecture.md §4 'Sealed and open').
 */
export async function seedContent(
  db: Db,
  content: Content = loadContent(),
  now = new Date(),
  options: { samplePack?: boolean } = {},
): Promise<{ questions: number; quizzes: number; sealed: number }> {
  const pooled = new Set(content.quizzes.flatMap((q) => q.questions));
  for (const q of content.samplePack)
    if (pooled.has(q.id)) throw new Error(`question ${q.id} is in the sealed sample pack and in a quiz's pool (content/quizzes.json)`);
  return db.transaction(async (tx) => {
    for (let i = 0; i < content.questions.length; i += BATCH) {
      const rows = content.questions.slice(i, i + BATCH).map(questionRow);
      await tx.insert(question).values(rows).onConflictDoUpdate({
        target: question.contentKey,
        set: REWORDED,
      });
    }

    const keys = content.quizzes.flatMap((q) => q.questions);
    const idByKey = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 1000) {
      const rows = await tx
        .select({ id: question.id, key: question.contentKey })
        .from(question)
        .where(inArray(question.contentKey, keys.slice(i, i + 1000)));
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
        locale: def.locale ?? "en",
      };
      // A seasonal quiz starts out active only in its season; afterwards the server's sweep moves it
      // (docs/architecture.md §4 'Seasonal quizzes'), and a re-seed leaves its status alone.
      const [row] = await tx
        .insert(quiz)
        .values({ ...values, status: inSeason(def.season, now) ? "active" : "archived" })
        .onConflictDoUpdate({
          target: quiz.contentKey,
          set: {
            title: values.title,
            description: values.description,
            difficulty: values.difficulty,
            featured: values.featured,
            isWeekly: values.isWeekly,
            category: values.category,
            book: values.book,
            season: values.season,
            locale: values.locale,
          },
        })
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

    const sealed = options.samplePack !== false && content.samplePack.length ? (await importPack(tx, SAMPLE_PACK, content.samplePack)).added : 0;
    await tx.insert(featureFlag).values({ key: HIDE_MEMBERSHIP_SECTION, value: false }).onConflictDoNothing();
    return { questions: content.questions.length, quizzes: content.quizzes.length, sealed };
  });
}

/** A database is 'empty' until its first seed put quizzes or questions in it. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(question);
  return (row?.n ?? 0) === 0;
}
