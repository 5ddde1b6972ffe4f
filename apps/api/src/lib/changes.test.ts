import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds or `ms` pass; returns whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await pause(20);
  }
}

let t: TestApp;
let second: Awaited<ReturnType<TestApp["secondInstance"]>>;
beforeAll(async () => {
  // The default session cache time (a minute): only the change feed can make these pass.
  t = await startTestApp();
  second = await t.secondInstance();
});
afterAll(() => t.close());

describe("two instances on one database (docs/decisions/008)", () => {
  it("a sign-out on one instance ends the session on the other within a moment", async () => {
    const { client } = await t.signedInMember();
    const cookie = client.cookieHeader();
    // The second instance has the session in memory now.
    expect((await second.client().get("/api/me", { cookie })).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await within(5000, async () => (await second.client().get("/api/me", { cookie })).status === 401)).toBe(true);
  });

  it("a new name made on one instance shows on the other at once", async () => {
    const { client } = await t.signedInMember({ fullName: "Before Rename" });
    const cookie = client.cookieHeader();
    expect((await second.client().get("/api/me", { cookie })).body.user.fullName).toBe("Before Rename");
    expect((await client.patch("/api/me", { fullName: "After Rename" })).status).toBe(200);
    expect(await within(5000, async () => (await second.client().get("/api/me", { cookie })).body.user.fullName === "After Rename")).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)("while the listening connection is down, sessions are read from the database, and it comes back by itself", async () => {
    const { client, id } = await t.signedInMember();
    const cookie = client.cookieHeader();
    expect((await second.client().get("/api/me", { cookie })).status).toBe(200);

    // Cut every instance's LISTEN connection, then change the member behind Berean's back.
    const admin = new pg.Client({ connectionString: t.database.url });
    await admin.connect();
    // Closed however the test ends: an open connection would keep the test database from being dropped.
    try {
      const { rows } = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, id));
      // The change was never announced, and the session cache keeps a session a minute: only an
      // instance that knows its feed is down, and so reads the database, refuses it now. How soon it
      // hears of the cut connection is the operating system's (a moment, longer on a busy machine).
      expect(await within(5000, async () => (await second.client().get("/api/me", { cookie })).status === 401)).toBe(true);

      // The feed reconnects: a later revocation reaches the other instance again.
      await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
      expect(
        await within(5000, async () => {
          const { rows: listening } = await admin.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
          );
          return listening[0].n >= 2;
        }),
      ).toBe(true);
    } finally {
      await admin.end();
    }
    expect((await second.client().get("/api/me", { cookie })).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await within(5000, async () => (await second.client().get("/api/me", { cookie })).status === 401)).toBe(true);
  });
});
