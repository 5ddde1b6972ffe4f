/**
 * Competitions once ran on an engine of their own (competition_attempt, its questions, answers and
 * results). Upgrading a database made then (what `npm start` does on start) moves every stored
 * competition attempt, answer and result into the one attempt engine's tables, and the boards,
 * receipts (draw proof and hash included), cards, held queue and certificates must answer exactly
 * what they answered before. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { createHash, randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawEntrantQuestions, poolCommitmentCanonical, questionSetCanonical } from "@berean/domain";
import type { Member } from "../lib/session.ts";
import { listHeldAttempts } from "../modules/admin-attempts/held-attempts.ts";
import { myCertificates } from "../modules/certificates/certificates.ts";
import { readCompetitionBoard, readReceipt } from "../modules/competitions/boards.ts";
import { listForMember } from "../modules/competitions/store.ts";
import { MIGRATIONS_DIR } from "../paths.ts";
import type { Db } from "./client.ts";
import * as schema from "./schema.ts";

/** The last migration before the move: the schema the second engine wrote under. */
const BEFORE = "0013_competition_draws";
const TZ = "America/New_York";
/** The moment the upgraded API is asked: 12 March 2027, noon in New York. */
const NOW = new Date("2027-03-12T17:00:00Z");

const scratch = mkdtempSync(join(tmpdir(), "berean-competition-migration-"));
let query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
let db: Db;
let closeAll: () => Promise<void>;

async function openDatabase(): Promise<{ migrate(folder: string): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const name = `berean_migration_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: target.toString(), max: 4 });
    query = async (text, params = []) => (await pool.query(text, params)).rows;
    db = drizzleNodePg(pool, { schema }) as unknown as Db;
    closeAll = async () => {
      await pool.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    };
    return { migrate: (folder) => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: folder }) };
  }
  const client = new PGlite();
  query = async (text, params = []) => (await client.query(text, params)).rows as never[];
  db = drizzlePglite(client, { schema }) as unknown as Db;
  closeAll = () => client.close();
  return { migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }) };
}

const member = (id: string): Member =>
  ({ id, fullName: id, email: `${id}@example.com`, role: "user", plan: "pro", timezone: "UTC", emailVerified: true, createdAt: NOW }) as Member;
const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const one = async <T>(text: string, params: unknown[] = []) => (await query<T>(text, params))[0]!;

/** What the old tables held, by name, to compare with after. */
const old: Record<string, number> = {};
let pool: Array<{ id: number; text: string; correct: number }>;
let drawnFor: Record<string, number[]>;

/** An old competition attempt: its asked questions in order, answers (right or not, at the given seconds) and, when ended, its result. */
async function oldAttempt(
  name: string,
  competitionId: number,
  userId: string,
  asked: number[],
  a: {
    startedAt: string;
    rightWrong: boolean[];
    result?: { score: number; timeTaken: number; rank?: number; prizeCents?: number; heldReason?: string; voidReason?: string };
  },
) {
  const started = new Date(a.startedAt);
  const finished = a.result ? new Date(started.getTime() + a.result.timeTaken * 1000) : null;
  const row = await one<{ id: number }>(
    `insert into competition_attempt (competition_id, user_id, started_at, deadline_at, finished_at) values ($1, $2, $3, $4, $5) returning id`,
    [competitionId, userId, started.toISOString(), new Date(started.getTime() + 1_800_000).toISOString(), finished?.toISOString() ?? null],
  );
  old[`${name}.attempt`] = row.id;
  for (const [position, questionId] of asked.entries()) {
    await query(`insert into competition_attempt_question (competition_attempt_id, position, question_id, option_order) values ($1, $2, $3, $4)`, [
      row.id,
      position,
      questionId,
      [3, 1, 0, 2],
    ]);
  }
  for (const [i, right] of a.rightWrong.entries()) {
    const q = pool.find((p) => p.id === asked[i])!;
    await query(`insert into competition_answer (competition_attempt_id, question_id, chosen_index, is_correct, answered_at) values ($1, $2, $3, $4, $5)`, [
      row.id,
      q.id,
      right ? q.correct : (q.correct + 1) % 4,
      right,
      new Date(started.getTime() + (i + 1) * 20_000).toISOString(),
    ]);
  }
  if (a.result) {
    const r = a.result;
    const saved = await one<{ id: number }>(
      `insert into competition_result (competition_id, user_id, score, time_taken, rank, prize_cents, held_reason, held_at, void_reason, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        competitionId,
        userId,
        r.score,
        r.timeTaken,
        r.rank ?? null,
        r.prizeCents ?? null,
        r.heldReason ?? null,
        r.heldReason ? finished!.toISOString() : null,
        r.voidReason ?? null,
        finished!.toISOString(),
      ],
    );
    old[`${name}.result`] = saved.id;
  }
}

beforeAll(async () => {
  const before = join(scratch, "migrations");
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === BEFORE) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  const database = await openDatabase();
  await database.migrate(before);

  for (const name of ["Ada", "Boaz", "Cleopas", "Dorcas", "Eunice"]) {
    await query(`insert into "user" (id, full_name, email, email_verified, plan, timezone) values ($1, $2, $3, true, 'pro', $4)`, [
      name,
      name,
      `${name.toLowerCase()}@example.com`,
      name === "Boaz" ? TZ : "UTC",
    ]);
  }
  pool = [];
  for (let i = 0; i < 8; i += 1) {
    const correct = i % 4;
    const q = await one<{ id: number }>(
      `insert into question (question, option_a, option_b, option_c, option_d, correct_index) values ($1, 'A', 'B', 'C', 'D', $2) returning id`,
      [`Old question ${i}?`, correct],
    );
    pool.push({ id: q.id, text: `Old question ${i}?`, correct });
  }

  // A completed competition that drew per entrant: the winner, the runner-up, a refunded winner of
  // third place (refunded after the prizes were frozen) and a voided result.
  const drawn = pool.slice(0, 4);
  const salt = "5a17".repeat(8);
  const hash = sha(poolCommitmentCanonical(drawn, salt));
  const cup = await one<{ id: number }>(
    `insert into competition (title, entry_fee_cents, prize_pool_cents, start_date, end_date, status, question_set_hash, questions_per_entrant, pool_salt, activated_at, closed_at)
     values ('Purim Cup', 500, 1000, '2027-03-01', '2027-03-05', 'completed', $1, 2, $2, '2027-03-01T05:00:00Z', '2027-03-06T14:00:00Z') returning id`,
    [hash, salt],
  );
  old.cup = cup.id;
  for (const [position, q] of drawn.entries())
    await query(`insert into competition_question (competition_id, position, question_id) values ($1, $2, $3)`, [cup.id, position, q.id]);
  drawnFor = {};
  for (const [name, status] of [
    ["Ada", "paid"],
    ["Boaz", "paid"],
    ["Cleopas", "refunded"],
    ["Dorcas", "paid"],
  ] as const) {
    const entry = await one<{ id: number }>(
      `insert into competition_entry (competition_id, user_id, payment_status, amount_cents, payment_intent_id, paid_at, refunded_at) values ($1, $2, $3, 500, $4, '2027-03-01T06:00:00Z', $5) returning id`,
      [cup.id, name, status, `pi_${name}`, status === "refunded" ? "2027-03-07T10:00:00Z" : null],
    );
    old[`${name}.entry`] = entry.id;
    drawnFor[name] = drawEntrantQuestions(
      drawn.map((q) => q.id),
      2,
      salt,
      entry.id,
    );
  }
  await oldAttempt("Ada", cup.id, "Ada", drawnFor.Ada!, {
    startedAt: "2027-03-02T15:00:00Z",
    rightWrong: [true, true],
    result: { score: 100, timeTaken: 300, rank: 1, prizeCents: 500 },
  });
  await oldAttempt("Boaz", cup.id, "Boaz", drawnFor.Boaz!, {
    startedAt: "2027-03-03T02:30:00Z",
    rightWrong: [true, false],
    result: { score: 50, timeTaken: 600, rank: 2, prizeCents: 300 },
  });
  await oldAttempt("Cleopas", cup.id, "Cleopas", drawnFor.Cleopas!, {
    startedAt: "2027-03-03T16:00:00Z",
    rightWrong: [false, true],
    result: { score: 50, timeTaken: 900, rank: 3, prizeCents: 200 },
  });
  await oldAttempt("Dorcas", cup.id, "Dorcas", drawnFor.Dorcas!, {
    startedAt: "2027-03-04T16:00:00Z",
    rightWrong: [true, true],
    result: {
      score: 100,
      timeTaken: 4,
      heldReason: "Answered 2 questions in 4 seconds: faster than a person can read.",
      voidReason: "Two answers in four seconds.",
    },
  });
  // The admin's decision on Dorcas's held result, in the audit log.
  await query(
    `insert into audit_log (action, target_type, target_id, after) values ('competition_result.void', 'competition_result', $1, '{"voided": true}')`,
    [String(old["Dorcas.result"])],
  );

  // A running competition made before draws (everyone asked the whole set): a held result, an
  // attempt still under way, and a result saved without an attempt row.
  const set = pool.slice(4, 7);
  const spring = await one<{ id: number }>(
    `insert into competition (title, entry_fee_cents, prize_pool_cents, start_date, end_date, status, question_set_hash, activated_at)
     values ('Spring Sprint', 0, 300, '2027-03-10', '2027-03-20', 'active', $1, '2027-03-10T05:00:00Z') returning id`,
    [sha(questionSetCanonical(set))],
  );
  old.spring = spring.id;
  for (const [position, q] of set.entries())
    await query(`insert into competition_question (competition_id, position, question_id) values ($1, $2, $3)`, [spring.id, position, q.id]);
  for (const name of ["Ada", "Boaz", "Eunice"]) {
    await query(
      `insert into competition_entry (competition_id, user_id, payment_status, amount_cents, paid_at) values ($1, $2, 'paid', 0, '2027-03-10T06:00:00Z')`,
      [spring.id, name],
    );
  }
  await oldAttempt("AdaSpring", spring.id, "Ada", [set[2]!.id, set[0]!.id, set[1]!.id], {
    startedAt: "2027-03-11T15:00:00Z",
    rightWrong: [true, true, true],
    result: { score: 100, timeTaken: 2, heldReason: "Answered 3 questions in 2 seconds: faster than a person can read." },
  });
  await oldAttempt("BoazSpring", spring.id, "Boaz", [set[1]!.id, set[2]!.id, set[0]!.id], { startedAt: "2027-03-12T16:50:00Z", rightWrong: [false] });
  await query(
    `insert into competition_result (competition_id, user_id, score, time_taken, created_at) values ($1, 'Eunice', 67, 1200, '2027-03-11T20:00:00Z')`,
    [spring.id],
  );

  await database.migrate(MIGRATIONS_DIR);
}, 120_000);

afterAll(async () => {
  await closeAll();
  rmSync(scratch, { recursive: true, force: true });
});

type AttemptRow = {
  id: number;
  mode: string;
  quiz_id: number | null;
  status: string;
  score: number;
  correct_count: number;
  wrong_count: number;
  seconds_used: number;
  finished_at: Date | null;
  held_reason: string | null;
  void_reason: string | null;
  period_key: string;
  week_start: string;
};
const attemptOf = (competitionId: number, userId: string) =>
  one<AttemptRow>(
    `select id, mode, quiz_id, status, score, correct_count, wrong_count, seconds_used, finished_at, held_reason, void_reason, period_key, to_char(week_start, 'YYYY-MM-DD') as week_start from attempt where competition_id = $1 and user_id = $2`,
    [competitionId, userId],
  );

describe("upgrading a database whose competitions ran on their own engine", () => {
  it("makes each member's competition attempt and result one attempt, with its score, time, finish, hold and void as stored", async () => {
    const ada = await attemptOf(old.cup!, "Ada");
    expect(ada).toMatchObject({
      mode: "competition",
      quiz_id: null,
      status: "finished",
      score: 100,
      correct_count: 2,
      wrong_count: 0,
      seconds_used: 300,
      held_reason: null,
      void_reason: null,
      period_key: `competition:${old.cup}`,
    });
    expect(new Date(ada.finished_at!).toISOString()).toBe("2027-03-02T15:05:00.000Z");
    // Started at 02:30 UTC on Wednesday 3 March: still Tuesday in Boaz's New York, the week of Sunday 28 February.
    expect(await attemptOf(old.cup!, "Boaz")).toMatchObject({
      status: "finished",
      score: 50,
      correct_count: 1,
      wrong_count: 1,
      seconds_used: 600,
      week_start: "2027-02-28",
    });
    expect(await attemptOf(old.cup!, "Dorcas")).toMatchObject({
      status: "voided",
      score: 100,
      void_reason: "Two answers in four seconds.",
      held_reason: expect.stringContaining("faster"),
    });
    expect(await attemptOf(old.spring!, "Ada")).toMatchObject({
      status: "finished",
      score: 100,
      seconds_used: 2,
      held_reason: expect.stringContaining("faster"),
    });
    expect(await attemptOf(old.spring!, "Boaz")).toMatchObject({ status: "in_progress", score: 0, correct_count: 0, wrong_count: 1, finished_at: null });
    const eunice = await attemptOf(old.spring!, "Eunice");
    expect(eunice).toMatchObject({ status: "finished", score: 67, seconds_used: 1200 });
    expect(new Date(eunice.finished_at!).toISOString()).toBe("2027-03-11T20:00:00.000Z");
  });

  it("keeps every asked question in its place (0-based, as attempts number them) and every answer with its time", async () => {
    const boaz = await attemptOf(old.spring!, "Boaz");
    const asked = await query<{ position: number; question_id: number; option_order: number[] }>(
      `select position, question_id, option_order from attempt_question where attempt_id = $1 order by position`,
      [boaz.id],
    );
    expect(asked).toEqual([pool[5], pool[6], pool[4]].map((q, position) => ({ position, question_id: q!.id, option_order: [3, 1, 0, 2] })));
    const answers = await query<{ question_id: number; is_correct: boolean; answered_at: Date }>(
      `select question_id, is_correct, answered_at from attempt_answer where attempt_id = $1`,
      [boaz.id],
    );
    expect(answers.map((a) => [a.question_id, a.is_correct, new Date(a.answered_at).toISOString()])).toEqual([
      [pool[5]!.id, false, "2027-03-12T16:50:20.000Z"],
    ]);
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from attempt_answer a join attempt t on t.id = a.attempt_id where t.mode = 'competition'`,
    );
    expect(n).toBe(2 + 2 + 2 + 2 + 3 + 1);
  });

  it("keeps the ranks and prizes frozen at completion, and points the admins' decisions at the attempts", async () => {
    const awards = await query<{ user_id: string; rank: number; prize_cents: number }>(
      `select t.user_id, w.rank, w.prize_cents from competition_award w join attempt t on t.id = w.attempt_id order by w.rank`,
    );
    expect(awards).toEqual([
      { user_id: "Ada", rank: 1, prize_cents: 500 },
      { user_id: "Boaz", rank: 2, prize_cents: 300 },
      { user_id: "Cleopas", rank: 3, prize_cents: 200 },
    ]);
    const dorcas = await attemptOf(old.cup!, "Dorcas");
    expect(await query(`select action, target_type, target_id from audit_log`)).toEqual([
      { action: "competition_result.void", target_type: "attempt", target_id: String(dorcas.id) },
    ]);
    const tables = await query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name in ('competition_attempt', 'competition_attempt_question', 'competition_answer', 'competition_result')`,
    );
    expect(tables).toEqual([]);
  });

  it("answers the board, the receipt with its draw and hash, and the cards as before", async () => {
    const board = await readCompetitionBoard(db, member("Ada"), old.cup!, NOW, TZ);
    // The refunded and the voided results do not stand: two finishers share the pool 62.5 / 37.5.
    expect(board.rankings).toEqual([
      // Ada's payout is the prize frozen at completion, owed since the upgrade (migration 0015).
      { rank: 1, name: "Ada", score: 100, timeTaken: 300, prizeCents: 625, isViewer: true, payout: { cents: 500, status: "owed", paidOn: null } },
      { rank: 2, name: "Boaz", score: 50, timeTaken: 600, prizeCents: 375, isViewer: false, payout: null },
    ]);
    expect(board.stats).toEqual({ participants: 2, averageScore: 75, averageTime: 450 });
    expect(board.receiptAvailable).toBe(true);

    const receipt = await readReceipt(db, member("Ada"), old.cup!, NOW, TZ);
    const byId = new Map(pool.map((q) => [q.id, q]));
    expect(receipt.questions).toEqual(
      drawnFor.Ada!.map((id, i) => ({
        position: i + 1,
        id,
        text: byId.get(id)!.text,
        options: ["A", "B", "C", "D"],
        correctIndex: byId.get(id)!.correct,
        chosenIndex: byId.get(id)!.correct,
        correct: true,
        answeredAt: new Date(Date.parse("2027-03-02T15:00:00Z") + (i + 1) * 20_000).toISOString(),
      })),
    );
    expect(receipt.result).toEqual({ score: 100, correct: 2, timeTaken: 300, rank: 1, of: 2, finishedAt: "2027-03-02T15:05:00.000Z" });
    expect(receipt.prize).toMatchObject({ poolCents: 1000, percentOfPool: 62.5, cents: 625, frozen: true });
    expect(receipt.hash).toMatchObject({ matches: true, published: receipt.hash.recomputed });
    expect(receipt.draw).toMatchObject({ entryId: old["Ada.entry"], questionsPerEntrant: 2, drawnIds: drawnFor.Ada, matches: true });

    const spring = await readCompetitionBoard(db, member("Eunice"), old.spring!, NOW, TZ);
    // Spring Sprint still takes answers: its board names no score or place until it can take no more.
    expect(spring).toMatchObject({ final: false, rankings: [], stats: { participants: 1, averageScore: null, averageTime: null } });

    const card = (id: string) => listForMember(db, id, NOW, TZ).then((cards) => cards.find((c) => c.id === old.spring));
    expect(await card("Ada")).toMatchObject({ myScore: 100, myResultUnderReview: true, canStart: false });
    // Boaz's attempt is still under way: no result yet, and Start resumes it.
    expect(await card("Boaz")).toMatchObject({ myScore: null, myResultUnderReview: false, canStart: true });
    expect((await listForMember(db, "Cleopas", NOW, TZ)).find((c) => c.id === old.cup)).toMatchObject({ myEntry: { status: "refunded" }, myScore: 50 });
  });

  it("lists the held result in the admins' queue by its attempt, and issues the certificates the standing results earned", async () => {
    const held = await listHeldAttempts(db);
    const ada = await attemptOf(old.spring!, "Ada");
    expect(held).toEqual([
      expect.objectContaining({
        kind: "competition",
        id: ada.id,
        title: "Spring Sprint",
        score: 100,
        correct: 3,
        questions: 3,
        secondsUsed: 2,
        finishedAt: "2027-03-11T15:00:02.000Z",
      }),
    ]);
    expect(await myCertificates(db, "Ada", NOW, TZ)).toEqual([
      expect.objectContaining({
        kind: "competition",
        title: "Purim Cup",
        achievement: "first",
        rank: 1,
        ofN: 2,
        score: 100,
        scoreUnit: "percent",
        awardedOn: "2027-03-06",
      }),
    ]);
    expect(await myCertificates(db, "Cleopas", NOW, TZ)).toEqual([]);
    expect(await myCertificates(db, "Dorcas", NOW, TZ)).toEqual([]);
  });
});
