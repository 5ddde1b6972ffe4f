import { sql } from "drizzle-orm";
import { createServer, type AddressInfo } from "node:net";
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
      // The pool's one connection, opened first: on a loaded machine a connect can take longer than
      // the 200 ms this pool allows, and the transaction below would fail instead of holding it.
      for (let attempt = 1; ; attempt++) {
        try {
          await db.execute(sql`select 1`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
        }
      }
      // That connection is busy for a second (the request is sent once the transaction holds it):
      // the request waits 200 ms, not for ever.
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const busy = db.transaction(async (tx) => {
        holding();
        await tx.execute(sql`select pg_sleep(1)`);
      });
      await held;
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
});

describe("a database slow to accept a connection", () => {
  it("answers 503 with Retry-After once the connection wait passes, on any lane: a server that accepts and never answers", async () => {
    // A socket that takes the connection and says nothing: PostgreSQL under a storm of connects.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const database = await openDatabase({ databaseUrl: `postgres://berean@127.0.0.1:${port}/berean`, poolMax: 1, poolWaitMs: 200 });
    const app = Fastify();
    registerErrorHandling(app);
    app.get("/api/one", async () => {
      await database.db.execute(sql`select 1`);
      return { ok: true };
    });
    try {
      const refused = await app.inject({ method: "GET", url: "/api/one" });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.json().error.code).toBe("BUSY");
    } finally {
      await app.close();
      await database.close().catch(() => {});
      silent.close();
    }
  });

  it("tells the waits for a connection from other errors", () => {
    expect(isPoolTimeout(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isPoolTimeout(new Error("Failed query", { cause: new Error("Connection terminated due to connection timeout") }))).toBe(true);
    expect(isPoolTimeout(new Error("relation does not exist"))).toBe(false);
    expect(isPoolTimeout(new Error("Connection terminated unexpectedly"))).toBe(false);
  });
});
