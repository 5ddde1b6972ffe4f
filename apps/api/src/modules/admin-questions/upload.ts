import Papa from "papaparse";
import { checkUploadRows, type QuestionUploadResult } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { questionColumns } from "./questions.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { AppError, badRequest } from "../../lib/errors.ts";

const BATCH = 500;

/**
 * Adds the valid rows of an uploaded CSV (papaparse, the domain's row rules) in one transaction:
 * a failure midway leaves the bank as it was. Refused rows are returned with their reasons.
 */
export async function uploadQuestions(db: Db, actorId: string, filename: string, csv: string): Promise<QuestionUploadResult> {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  if (parsed.errors.some((e) => e.type === "Quotes" || e.type === "Delimiter")) {
    throw badRequest("The file could not be read as CSV.", { file: "The file could not be read as CSV." });
  }
  const rows = checkUploadRows(parsed.data);
  const valid = rows.flatMap((r) => (r.question ? [r.question] : []));
  const rejected = rows.filter((r) => r.errors.length).map((r) => ({ line: r.line, errors: r.errors }));
  if (valid.length === 0) throw new AppError(400, "NO_VALID_QUESTIONS", "No valid questions: please fix the errors before uploading.");
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += BATCH) {
      await tx.insert(question).values(valid.slice(i, i + BATCH).map(questionColumns));
    }
    await audit(tx, { actorId, action: "questions.upload", targetType: "question", targetId: filename.slice(0, 100), after: { added: valid.length, rejected: rejected.length } });
    // New questions can appear on the public book pages.
    await announce(tx, { topic: "quizzes" });
  });
  return { added: valid.length, rejected };
}
