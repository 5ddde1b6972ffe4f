import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localDate } from "@berean/domain";
import { competition } from "../../db/schema.ts";
import { createUser, createCompetitionResult } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from competition`);
});

const day = (offset: number) => localDate(new Date(Date.now() + offset * 24 * 60 * 60 * 1000), t.config.appTimezone);

async function addCompetition(title: string, startOffset: number, status = "completed", prizePoolCents = 0) {
  const [row] = await t.database.db
    .insert(competition)
    .values({ title, startDate: day(startOffset), endDate: day(startOffset + 2), status, prizePoolCents })
    .returning({ id: competition.id });
  return row!.id;
}

describe("GET /api/leaderboard/latest-competition", () => {
  it("is empty before any competition", async () => {
    const res = await t.client().get("/api/leaderboard/latest-competition");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ competition: null, entries: [] });
  });

  it("shows the competition that began last (not a future or cancelled one), ranked by score then lower time once completed, without emails", async () => {
    await addCompetition("Older", -30);
    const latest = await addCompetition("Spring Challenge", -3, "active", 10_001);
    await addCompetition("Upcoming", 5, "upcoming");
    await addCompetition("Cancelled", -1, "cancelled");
    const { db } = t.database;
    const anna = await createUser(db, { fullName: "Anna Prophetess" });
    const simeon = await createUser(db, { fullName: "", email: "simeon.temple@example.com" });
    const phoebe = await createUser(db, { fullName: "Phoebe Cenchreae" });
    for (const result of [
      { competitionId: latest, userId: anna, score: 80, secondsUsed: 900 },
      { competitionId: latest, userId: simeon, score: 92, secondsUsed: 1200 },
      { competitionId: latest, userId: phoebe, score: 80, secondsUsed: 700 },
    ])
      await createCompetitionResult(db, result);

    // While it runs its scores are sealed (docs/architecture.md §4 'Sealed and open'): the competition, no standings.
    const running = await t.client().get("/api/leaderboard/latest-competition");
    expect(running.status).toBe(200);
    expect(running.body.competition).toMatchObject({ id: latest, title: "Spring Challenge", status: "active", prizePoolCents: 10_001 });
    expect(running.body.entries).toEqual([]);
    expect(JSON.stringify(running.body)).not.toMatch(/"score"|Prophetess|simeon/);

    await db.update(competition).set({ status: "completed" }).where(eq(competition.id, latest));
    const res = await t.client().get("/api/leaderboard/latest-competition");
    expect(res.body.competition).toMatchObject({ id: latest, status: "completed" });
    // With its prizes: 50 / 30 / 20 % of the pool, in cents adding up to it.
    expect(res.body.entries).toEqual([
      { rank: 1, name: "simeon.temple", score: 92, timeTaken: 1200, prizeCents: 5001 },
      { rank: 2, name: "Phoebe Cenchreae", score: 80, timeTaken: 700, prizeCents: 3000 },
      { rank: 3, name: "Anna Prophetess", score: 80, timeTaken: 900, prizeCents: 2000 },
    ]);
    expect(JSON.stringify(res.body)).not.toContain("@");
  });
});
