/**
 * /api/health and /api/ready (docs/architecture.md §8 'Operations'): a load balancer sends
 * traffic only to an instance whose database answers, whose schema is the one its release knows,
 * and whose change feed listens.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client.ts";
import { openDatabase } from "../../db/client.ts";
import { migrationState } from "../../db/migration-state.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const latestMigration = async () =>
  Number(rowsOf<{ latest: string }>(await t.database.db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`))[0]!.latest);

describe("health and readiness", () => {
  it("a migrated instance is healthy and ready", async () => {
    const health = await t.client().get("/api/health");
    expect(health.status).toBe(200);
    expect(health.body.status).toBe("ok");
    const ready = await t.client().get("/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready on a schema a later release migrated, nor on one a migration short, and says which", async () => {
    const latest = await latestMigration();
    await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-later-release', ${latest + 1000})`);
    try {
      const ahead = await t.client().get("/api/ready");
      expect(ahead.status).toBe(503);
      expect(ahead.body).toEqual({ status: "not ready", reasons: ["The database's schema is newer than this release: it was migrated by a later one."] });
      // Still alive: the proxy restarts nothing, it only stops sending traffic.
      expect((await t.client().get("/api/health")).status).toBe(200);
    } finally {
      await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-later-release'`);
    }

    const [last] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const behind = await t.client().get("/api/ready");
      expect(behind.status).toBe(503);
      expect(behind.body.reasons).toEqual(["The database's schema is older than this release: run npm run db:migrate."]);
    } finally {
      await t.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await t.client().get("/api/ready")).status).toBe(200);
  });

  it("a database never migrated is behind: a production instance refuses it until npm run db:migrate has run", async () => {
    const empty = await openDatabase({});
    try {
      expect(await migrationState(empty.db)).toBe("behind");
      await empty.migrate();
      expect(await migrationState(empty.db)).toBe("current");
    } finally {
      await empty.close();
    }
  });
});
