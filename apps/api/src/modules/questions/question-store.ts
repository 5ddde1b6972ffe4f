import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { question } from "../../db/schema.ts";

/** A question's four options in their stored order, as one column of any select that joins `question`. */
export const questionOptions = sql<[string, string, string, string]>`array[${question.optionA}, ${question.optionB}, ${question.optionC}, ${question.optionD}]`;

export type QuestionRow = typeof question.$inferSelect;
export type QuestionValues = typeof question.$inferInsert;

/*
 * The question bank's rows are written here only (docs/decisions/018-feature-boundaries.md): the
 * admin's question screens and uploads here, the moves between states in access.ts. Each runs in
 * the caller's transaction, beside its audit and its checks.
 */

export async function insertQuestion(tx: Tx, values: QuestionValues): Promise<QuestionRow> {
  const [row] = await tx.insert(question).values(values).returning();
  return row!;
}

export async function insertQuestions(tx: Tx, rows: readonly QuestionValues[]): Promise<void> {
  if (rows.length) await tx.insert(question).values([...rows]);
}

/** The question with its new text, options, key and tags; undefined when it does not exist. */
export async function replaceQuestion(tx: Tx, id: number, values: QuestionValues): Promise<QuestionRow | undefined> {
  const [row] = await tx.update(question).set(values).where(eq(question.id, id)).returning();
  return row;
}

export async function deleteQuestion(tx: Tx, id: number): Promise<void> {
  await tx.delete(question).where(eq(question.id, id));
}
