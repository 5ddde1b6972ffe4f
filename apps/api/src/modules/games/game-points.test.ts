import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gamePoints, GAME_SECONDS_MAX, GAME_SECONDS_MIN } from "@berean/domain";
import { rowsOf } from "../../db/client.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { gamePointsSql } from "./play.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("a hosted game's points", () => {
  it("are the same in the answer's SQL as in the domain's gamePoints, for every clock and every millisecond taken", async () => {
    // Every clock a host may choose, the edges of each (at once, the last millisecond, halves) and a spread between.
    const cases: Array<[number, number]> = [];
    for (let seconds = GAME_SECONDS_MIN; seconds <= GAME_SECONDS_MAX; seconds++) {
      const total = seconds * 1000;
      for (const ms of [0, 1, 499, 500, 501, total / 2 - 1, total / 2, total - 1, total]) cases.push([seconds, ms]);
      for (let ms = 0; ms <= total; ms += 997) cases.push([seconds, ms]);
    }
    const values = sql.join(
      cases.map(([seconds, ms]) => sql`(${seconds * 1000}::bigint, ${ms}::bigint)`),
      sql`, `,
    );
    const rows = rowsOf<{ points: number }>(
      await t.database.db.execute(sql`select ${gamePointsSql(sql`c.total_ms`, sql`c.t`)} as points from (values ${values}) as c(total_ms, t)`),
    );
    expect(rows.map((r) => Number(r.points))).toEqual(cases.map(([seconds, ms]) => gamePoints(true, ms, seconds)));
    expect(gamePoints(true, 0, 20)).toBe(1000);
    expect(gamePoints(true, 20_000, 20)).toBe(500);
  });
});
