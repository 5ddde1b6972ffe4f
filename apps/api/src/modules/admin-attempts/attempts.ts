import { and, asc, count, desc, eq, ilike, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import Papa from "papaparse";
import { ADMIN_ATTEMPTS_PAGE_SIZE, displayName, type AdminAttempt, type AdminAttemptList, type AdminAttemptsQuery } from "@berean/domain";
import type { Db, DbOrTx } from "../../db/client.ts";
import { attempt, competition, quiz, user } from "../../db/schema.ts";
import { containsPattern } from "../../lib/like.ts";
import { audit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { voidResult } from "../attempts/service.ts";
import { FORMULA_START } from "../../lib/csv.ts";

/** The most rows one export carries (a year of a busy site's attempts fits; more is narrowed by search). */
export const EXPORT_MAX_ROWS = 50_000;

const columns = {
  id: attempt.id,
  userId: attempt.userId,
  fullName: user.fullName,
  email: user.email,
  quizTitle: sql<string>`coalesce(${quiz.title}, ${competition.title}, '')`,
  status: attempt.status,
  score: attempt.score,
  correct: attempt.correctCount,
  wrong: attempt.wrongCount,
  secondsUsed: attempt.secondsUsed,
  startedAt: attempt.startedAt,
  finishedAt: attempt.finishedAt,
  voidReason: attempt.voidReason,
  heldReason: attempt.heldReason,
};

function filterOf(search: string, userId?: string): SQL | undefined {
  // Attempts still running are not results yet. Competition results have their own screens (their
  // board, the held queue, receipts), a hosted game its room's: this table is the quizzes' and the Saturday event's.
  const done = and(
    ne(attempt.status, "in_progress"),
    notInArray(attempt.mode, ["competition", "game"]),
    userId === undefined ? undefined : eq(attempt.userId, userId),
  )!;
  if (!search) return done;
  const pattern = containsPattern(search);
  return and(done, or(ilike(user.fullName, pattern), ilike(user.email, pattern), ilike(quiz.title, pattern)));
}

function orderOf(query: Pick<AdminAttemptsQuery, "sort" | "order">): SQL[] {
  const dir = query.order === "asc" ? asc : desc;
  const key = query.sort === "score" ? attempt.score : query.sort === "user" ? user.fullName : attempt.startedAt;
  return [dir(key), dir(attempt.id)];
}

type Row = {
  id: number;
  userId: string;
  fullName: string;
  email: string;
  quizTitle: string;
  status: string;
  score: number;
  correct: number;
  wrong: number;
  secondsUsed: number;
  startedAt: Date;
  finishedAt: Date | null;
  voidReason: string | null;
  heldReason: string | null;
};

function present(r: Row): AdminAttempt {
  return {
    id: r.id,
    userId: r.userId,
    userName: displayName(r.fullName, r.email),
    userEmail: r.email,
    quizTitle: r.quizTitle,
    status: r.status,
    score: r.score,
    correct: r.correct,
    wrong: r.wrong,
    secondsUsed: r.secondsUsed,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    voidReason: r.voidReason,
    heldReason: r.status === "voided" ? null : r.heldReason,
  };
}

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(attempt)
    .innerJoin(user, eq(user.id, attempt.userId))
    .leftJoin(quiz, eq(quiz.id, attempt.quizId))
    .leftJoin(competition, eq(competition.id, attempt.competitionId));

/** Every ended attempt, searched, sorted and paged by the database. */
export async function listAttempts(db: Db, query: AdminAttemptsQuery): Promise<AdminAttemptList> {
  const where = filterOf(query.search, query.userId);
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(ADMIN_ATTEMPTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ATTEMPTS_PAGE_SIZE),
    db.select({ n: count() }).from(attempt).innerJoin(user, eq(user.id, attempt.userId)).leftJoin(quiz, eq(quiz.id, attempt.quizId)).where(where),
  ]);
  return { attempts: rows.map(present), total: total?.n ?? 0, page: query.page, pageSize: ADMIN_ATTEMPTS_PAGE_SIZE };
}

/**
 * 'Export Data': the filtered rows as CSV (papaparse). A cell that a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a return) is written with a leading apostrophe.
 */
export async function exportAttempts(db: Db, query: Pick<AdminAttemptsQuery, "search" | "userId" | "sort" | "order">): Promise<string> {
  const rows = await base(db)
    .where(filterOf(query.search, query.userId))
    .orderBy(...orderOf(query))
    .limit(EXPORT_MAX_ROWS);
  return Papa.unparse(
    {
      fields: ["Attempt", "User", "Email", "Quiz", "Status", "Score", "Correct", "Wrong", "Seconds Used", "Started", "Finished"],
      data: rows.map((r) => [
        r.id,
        displayName(r.fullName, r.email),
        r.email,
        r.quizTitle,
        r.status,
        r.score,
        r.correct,
        r.wrong,
        r.secondsUsed,
        r.startedAt.toISOString(),
        r.finishedAt?.toISOString() ?? "",
      ]),
    },
    { escapeFormulae: FORMULA_START },
  );
}

/**
 * Voids a result (a cheat found, a disputed session): the attempt stays as history with its
 * reason, leaves the boards (the member's are rebuilt from what remains) and the stats, and still
 * counts as the member's attempt of that quiz. Audit-logged with its score before.
 */
export async function voidAttempt(
  db: Db,
  actorId: string,
  attemptId: number,
  reason: string,
  now: Date,
  options: { competition?: boolean } = {},
): Promise<AdminAttempt> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(attempt).where(eq(attempt.id, attemptId)).for("update");
    // A competition result is voided only from the held queue (decideHeldAttempt), never from this table.
    if (!before || (before.mode === "competition") !== Boolean(options.competition)) throw notFound("Attempt not found.");
    if (before.status === "voided") throw conflict("ALREADY_VOIDED", "This result is already void.");
    if (before.status === "in_progress" || before.status === "abandoned") throw conflict("NOT_A_RESULT", "Only a finished result can be voided.");
    await voidResult(tx, before, reason, now);
    await audit(tx, {
      actorId,
      action: "attempt.void",
      targetType: "attempt",
      targetId: attemptId,
      before: { status: before.status, score: before.score },
      after: { status: "voided", reason },
    });
    const [row] = await base(tx).where(eq(attempt.id, attemptId));
    return present(row!);
  });
}
