/**
 * Practice's free allowance (docs/architecture.md §4 'Study'): 20 questions a day in the member's
 * own day, unlimited for Pro, and held under a burst of parallel starts and 'Next's (run on
 * PostgreSQL too, where the burst races on several connections).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { localDate, PRACTICE_FREE_PER_DAY, type PracticeSession } from "@berean/domain";
import { rowsOf } from "../../db/client.ts";
import { practiceItem } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { practiceKit } from "../../test/practice-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const db = () => t.database.db;
const { member, questionsOf, start, next, answer } = practiceKit(() => t);

describe("the free allowance", () => {
  it(`is ${PRACTICE_FREE_PER_DAY} questions a day in the member's time zone; Pro is unlimited`, async () => {
    await questionsOf("obadiah", 30);
    // The next midnight in Los Angeles: two instants twenty minutes apart in one UTC day, on two days there.
    const zone = "America/Los_Angeles";
    let localMidnight = Math.ceil(Date.now() / 900_000) * 900_000 + 3_600_000;
    while (localDate(new Date(localMidnight - 600_000), zone) === localDate(new Date(localMidnight + 600_000), zone)) localMidnight += 900_000;
    expect(localDate(new Date(localMidnight - 600_000), "UTC")).toBe(localDate(new Date(localMidnight + 600_000), "UTC"));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(localMidnight - 600_000);

    const free = await member("free", zone);
    let s = (await start(free, { books: ["obadiah"] })).body;
    let drawn = 0;
    while (s.question) {
      drawn += 1;
      expect(s.allowance).toEqual({ unlimited: false, usedToday: drawn, perDay: PRACTICE_FREE_PER_DAY });
      await answer(free, s, true);
      s = (await next(free, s)).body;
    }
    expect(drawn).toBe(PRACTICE_FREE_PER_DAY);
    expect(s).toMatchObject({ question: null, stop: "limit", allowance: { usedToday: PRACTICE_FREE_PER_DAY } });
    // A new session the same day, or a reload, draws nothing more.
    expect((await start(free, { books: ["obadiah"] })).body).toMatchObject({ question: null, stop: "limit" });
    expect((await free.client.get("/api/practice")).body.session).toMatchObject({ question: null, stop: "limit" });

    // Twenty minutes later: the same UTC day, but a new day in Los Angeles.
    vi.setSystemTime(localMidnight + 600_000);
    const tomorrow = (await free.client.get("/api/practice")).body.session as PracticeSession;
    expect(tomorrow.question).not.toBeNull();
    expect(tomorrow.allowance.usedToday).toBe(1);

    const pro = await member("pro", zone);
    s = (await start(pro, { books: ["obadiah"] })).body;
    drawn = 0;
    while (s.question) {
      drawn += 1;
      await answer(pro, s, false);
      s = (await next(pro, s)).body;
    }
    expect(drawn).toBeGreaterThan(PRACTICE_FREE_PER_DAY);
    expect(s).toMatchObject({ stop: "empty", allowance: { unlimited: true } });
  });

  it("a burst of starts and 'Next's at once never draws past it", async () => {
    await questionsOf("nahum", 40);
    const free = await member("free");
    let s = (await start(free, { books: ["nahum"] })).body;
    for (let i = 1; i < PRACTICE_FREE_PER_DAY - 3; i += 1) {
      await answer(free, s, true);
      s = (await next(free, s)).body;
    }
    await answer(free, s, true);
    // An answered question: every one of these 'Next's would draw if it ran alone.
    const nexts = await Promise.all(Array.from({ length: 10 }, () => next(free, s)));
    expect(new Set(nexts.map((r) => r.body.question?.position)).size, "one draw, the others see it").toBe(1);
    await answer(free, nexts[0]!.body, true);
    // Starts (each ending the open session and drawing) among 'Next's on the session they end.
    const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? start(free, { books: ["nahum"] }) : next(free, s))));
    expect(burst.map((r) => r.status).filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
    expect(burst.some((r) => r.status === 201 && r.body.stop === "limit")).toBe(true);
    const [drawnToday] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(practiceItem)
      .where(and(eq(practiceItem.userId, free.id), isNull(practiceItem.withdrawnAt)));
    expect(drawnToday!.n).toBe(PRACTICE_FREE_PER_DAY);
    const open = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from practice_session where user_id = ${free.id} and ended_at is null`),
    );
    expect(Number(open[0]!.n)).toBe(1);
  });
});
