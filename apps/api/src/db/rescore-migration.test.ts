/**
 * The score rule changed from an additive time bonus to a speed factor (docs/architecture.md §4 'Attempts'). A database
 * made before the change holds old scores and boards built from them; upgrading it (what
 * `npm start` does on start) must rescore every ended attempt from its stored answers and
 * seconds, exactly as packages/domain scores a new one, and rebuild the leaderboard tables.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scoreAttempt } from "@berean/domain";

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");
/** The last migration before the rescore: the schema the old scores were written under. */
const BEFORE = "0001_leaderboards";

const client = new PGlite();
const db = drizzle(client);
const scratch = mkdtempSync(join(tmpdir(), "berean-migrations-"));

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await client.query<T>(text, params)).rows;
}

/** An attempt as the old code stored it: its answers, seconds used and the old additive score. */
async function oldAttempt(
  userId: string,
  quizId: number,
  questions: number[],
  a: { correct: number; wrong: number; secondsUsed: number; status: string; finishedAt: string },
) {
  const left = 600 - a.secondsUsed;
  const oldScore = a.status === "abandoned" ? 0 : Math.max(0, 4 * a.correct - a.wrong + Math.ceil(left / 6));
  const [row] = await query<{ id: number }>(
    `insert into attempt (user_id, quiz_id, period_key, week_start, status, started_at, deadline_at, finished_at, score, correct_count, wrong_count, seconds_used)
     values ($1, $2, $3, '2026-11-01', $4, $5::timestamptz - make_interval(secs => $6), $5::timestamptz - make_interval(secs => $6) + interval '600 seconds', $7, $8, $9, $10, $11) returning id`,
    [
      userId,
      quizId,
      `ever-${Math.random()}`,
      a.status,
      a.finishedAt,
      a.secondsUsed,
      a.status === "in_progress" ? null : a.finishedAt,
      oldScore,
      a.correct,
      a.wrong,
      a.secondsUsed,
    ],
  );
  for (const [i, questionId] of questions.slice(0, a.correct + a.wrong).entries()) {
    const right = i < a.correct;
    await query(`insert into attempt_answer (attempt_id, question_id, chosen_index, is_correct) values ($1, $2, $3, $4)`, [
      row!.id,
      questionId,
      right ? 0 : 1,
      right,
    ]);
  }
  return { id: row!.id, oldScore };
}

let ids: Record<string, { id: number; oldScore: number }>;

beforeAll(async () => {
  // The migrations folder as it stood before the rescore.
  const before = join(scratch, "migrations");
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number; tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  await migrate(db, { migrationsFolder: before });

  for (const name of ["Random Clicker", "Honest Reader", "Empty Finisher"]) {
    await query(`insert into "user" (id, full_name, email, email_verified) values ($1, $2, $3, true)`, [name, name, `${name.replace(" ", ".")}@example.com`]);
  }
  const [quiz] = await query<{ id: number }>(`insert into quiz (title) values ('Old Quiz') returning id`);
  const questions: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const [q] = await query<{ id: number }>(
      `insert into question (question, option_a, option_b, option_c, option_d, correct_index) values ($1, 'A', 'B', 'C', 'D', 0) returning id`,
      [`Question ${i}?`],
    );
    questions.push(q!.id);
    await query(`insert into quiz_question (quiz_id, question_id, order_index) values ($1, $2, $3)`, [quiz!.id, q!.id, i]);
  }
  const day = "2026-11-05T10:00:00Z";
  ids = {
    random: await oldAttempt("Random Clicker", quiz!.id, questions, { correct: 6, wrong: 19, secondsUsed: 5, status: "finished", finishedAt: day }),
    honest: await oldAttempt("Honest Reader", quiz!.id, questions, { correct: 20, wrong: 5, secondsUsed: 480, status: "finished", finishedAt: day }),
    empty: await oldAttempt("Empty Finisher", quiz!.id, questions, { correct: 0, wrong: 0, secondsUsed: 1, status: "finished", finishedAt: day }),
    expired: await oldAttempt("Honest Reader", quiz!.id, questions, {
      correct: 3,
      wrong: 1,
      secondsUsed: 600,
      status: "expired",
      finishedAt: "2026-10-01T09:00:00Z",
    }),
    left: await oldAttempt("Random Clicker", quiz!.id, questions, { correct: 5, wrong: 0, secondsUsed: 100, status: "abandoned", finishedAt: day }),
    running: await oldAttempt("Empty Finisher", quiz!.id, questions, { correct: 2, wrong: 0, secondsUsed: 0, status: "in_progress", finishedAt: day }),
  };
  // The old boards, as the old code left them: the random clicker on top with 105.
  await query(`insert into leaderboard_board (board, start_day) values ('week', '2026-11-01'), ('month', '2026-10-06')`);
  for (const name of ["random", "honest", "empty"] as const) {
    const user = { random: "Random Clicker", honest: "Honest Reader", empty: "Empty Finisher" }[name];
    const a = ids[name]!;
    const seconds = { random: 5, honest: 480, empty: 1 }[name];
    await query(`insert into leaderboard_day (user_id, day, score, seconds_used, finished_at, attempts) values ($1, '2026-11-05', $2, $3, $4, 1)`, [
      user,
      a.oldScore,
      seconds,
      day,
    ]);
    for (const board of ["week", "month", "all"]) {
      await query(`insert into leaderboard_entry (board, user_id, score, seconds_used, finished_at, attempts) values ($1, $2, $3, $4, $5, 1)`, [
        board,
        user,
        a.oldScore,
        seconds,
        day,
      ]);
    }
  }
  await query(
    `insert into leaderboard_day (user_id, day, score, seconds_used, finished_at, attempts) values ('Honest Reader', '2026-10-01', $1, 600, '2026-10-01T09:00:00Z', 1)`,
    [ids.expired!.oldScore],
  );

  expect(ids.random!.oldScore).toBe(105);
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await client.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("upgrading a database made before scores used the speed factor and attempts had their own order", () => {
  it("rescores every ended attempt from its stored answers and seconds, as the domain formula does", async () => {
    const rows = await query<{ id: number; score: number; correct_count: number; wrong_count: number }>(
      `select id, score, correct_count, wrong_count from attempt`,
    );
    const score = (key: string) => rows.find((r) => r.id === ids[key]!.id)!.score;
    expect(score("random")).toBe(scoreAttempt({ correct: 6, wrong: 19, secondsRemaining: 595 }).total);
    expect(score("random")).toBe(5);
    expect(score("honest")).toBe(63);
    expect(score("empty")).toBe(0);
    expect(score("expired")).toBe(scoreAttempt({ correct: 3, wrong: 1, secondsRemaining: 0 }).total);
    expect(score("left")).toBe(0);
    expect(score("running")).toBe(ids.running!.oldScore);
  });

  it("gives the attempts made before per-attempt orders the quiz's order with the options as stored", async () => {
    const rows = await query<{ position: number; option_order: number[] }>(
      `select position, option_order from attempt_question where attempt_id = $1 order by position`,
      [ids.honest!.id],
    );
    expect(rows).toHaveLength(25);
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    for (const r of rows) expect(r.option_order).toEqual([0, 1, 2, 3]);
  });

  it("rebuilds the boards: the honest reader leads, each board's histogram matches its entries", async () => {
    const all = await query<{ user_id: string; score: number; attempts: number }>(
      `select user_id, score, attempts from leaderboard_entry where board = 'all' order by score desc`,
    );
    expect(all).toEqual([
      { user_id: "Honest Reader", score: 63, attempts: 2 },
      { user_id: "Random Clicker", score: 5, attempts: 1 },
      { user_id: "Empty Finisher", score: 0, attempts: 1 },
    ]);
    // The week board starts on 1 November: the expired October attempt is not in it.
    const week = await query<{ user_id: string; score: number; attempts: number }>(
      `select user_id, score, attempts from leaderboard_entry where board = 'week' and user_id = 'Honest Reader'`,
    );
    expect(week).toEqual([{ user_id: "Honest Reader", score: 63, attempts: 1 }]);
    const histogram = await query<{ board: string; score: number; members: number }>(
      `select board, score, members from leaderboard_score where members > 0 order by board, score`,
    );
    const fromEntries = await query<{ board: string; score: number; members: number }>(
      `select board, score, count(*)::int as members from leaderboard_entry group by board, score order by board, score`,
    );
    expect(histogram).toEqual(fromEntries);
    const days = await query<{ user_id: string; day: string; score: number }>(
      `select user_id, to_char(day, 'YYYY-MM-DD') as day, score from leaderboard_day order by user_id, day`,
    );
    expect(days).toContainEqual({ user_id: "Honest Reader", day: "2026-10-01", score: scoreAttempt({ correct: 3, wrong: 1, secondsRemaining: 0 }).total });
    expect(days).toContainEqual({ user_id: "Random Clicker", day: "2026-11-05", score: 5 });
  });
});
