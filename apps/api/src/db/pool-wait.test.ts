import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../plugins/errors.ts";
import { isPoolTimeout, openDatabase, type Database } from "./client.ts";

const POSTGRES = process.env.DATABASE_URL;

// The embedded database has no pool: this is PostgreSQL's (CI's PostgreSQL lane).
describe.skipIf(!POSTGRES)("the database pool's wait is bounded", () => {
  let database: Database | null = null;
  afterAll(async () => database?.close());

  it("a request that finds no connection free in time answers 503 with Retry-After, and the next one is served", async () => {
    database = await openDatabase({ databaseUrl: POSTGRES, poolMax: 1, poolWaitMs: 200 });
    const { db } = database;
    const app = Fastify();
    registerErrorHandling(app);
    app.get("/api/one", async () => {
      await db.execute(sql`select 1`);
      return { ok: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/one`;
    try {
      // The pool's one connection is busy for a second: the request waits 200 ms, not for ever.
      const busy = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(1)`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await fetch(url);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("BUSY");
      await busy;
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("tells the pool's timeout from other errors", async () => {
    expect(isPoolTimeout(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isPoolTimeout(new Error("Failed query", { cause: new Error("timeout exceeded when trying to connect") }))).toBe(true);
    expect(isPoolTimeout(new Error("relation does not exist"))).toBe(false);
  });
});
