import { inArray, sql } from "drizzle-orm";
import Papa from "papaparse";
import { ADMIN_CONTENT_MESSAGES, checkUploadRows, questionKey, UPLOAD_MESSAGES, type QuestionUploadResult, type UploadRowResult } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { insertQuestions } from "../questions/service.ts";
import { questionColumns } from "./questions.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { verseText } from "../../lib/scripture.ts";
import { questionOptions } from "../questions/service.ts";

const BATCH = 500;
/** Question texts looked up in the bank per statement. */
const LOOKUP_BATCH = 1000;

/** The keys (questionKey) of the bank's questions worded like any of these rows. */
async function keysInBank(db: Db, rows: UploadRowResult[]): Promise<Set<string>> {
  const texts = [...new Set(rows.flatMap((r) => (r.question ? [r.question.question.replace(/\s+/g, " ").toLowerCase()] : [])))];
  const keys = new Set<string>();
  const wording = sql<string>`lower(regexp_replace(${question.question}, '\\s+', ' ', 'g'))`;
  for (let i = 0; i < texts.length; i += LOOKUP_BATCH) {
    const found = await db
      .select({ question: question.question, options: questionOptions })
      .from(question)
      .where(inArray(wording, texts.slice(i, i + LOOKUP_BATCH)));
    for (const f of found) keys.add(questionKey({ question: f.question, options: f.options }));
  }
  return keys;
}

/**
 * What only the server can check of a row the question form's rules accepted: the cited verses
 * exist in the King James text, and the question is not already in the bank.
 */
async function checkAgainstBank(db: Db, rows: UploadRowResult[]): Promise<UploadRowResult[]> {
  const inBank = await keysInBank(db, rows);
  return rows.map((row) => {
    if (!row.question) return row;
    const errors = [
      ...(row.question.reference && verseText(row.question.reference) === null ? [ADMIN_CONTENT_MESSAGES.unknownVerse] : []),
      ...(inBank.has(questionKey(row.question)) ? [UPLOAD_MESSAGES.duplicateQuestion] : []),
    ];
    return errors.length ? { ...row, question: null, errors } : row;
  });
}

/**
 * Adds the valid rows of an uploaded CSV (papaparse, the question form's rules) in one transaction:
 * a failure midway leaves the bank as it was. Refused rows are returned with their reasons.
 */
export async function uploadQuestions(db: Db, actorId: string, filename: string, csv: string): Promise<QuestionUploadResult> {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  if (parsed.errors.some((e) => e.type === "Quotes" || e.type === "Delimiter")) {
    throw badRequest("The file could not be read as CSV.", { file: "The file could not be read as CSV." });
  }
  const rows = await checkAgainstBank(db, checkUploadRows(parsed.data));
  const valid = rows.flatMap((r) => (r.question ? [r.question] : []));
  const rejected = rows.filter((r) => r.errors.length).map((r) => ({ line: r.line, errors: r.errors }));
  if (valid.length === 0) throw new AppError(400, "NO_VALID_QUESTIONS", "No valid questions: please fix the errors before uploading.");
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += BATCH) {
      await insertQuestions(tx, valid.slice(i, i + BATCH).map(questionColumns));
    }
    await audit(tx, {
      actorId,
      action: "questions.upload",
      targetType: "question",
      targetId: filename.slice(0, 100),
      after: { added: valid.length, rejected: rejected.length },
    });
    // New questions can appear on the public book pages.
    await announce(tx, { topic: "quizzes" });
  });
  return { added: valid.length, rejected };
}
