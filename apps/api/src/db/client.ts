import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's URL (for connections of their own, as LISTEN needs). */
  url?: string;
  /** PostgreSQL: the pool's connections now (in all, idle, and queries waiting for one), for the metrics. */
  pool?: () => { total: number; idle: number; waiting: number };
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;
const PGLITE_SHARED_BUFFERS = "16MB";

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded PGlite database. */
  databaseUrl?: string;
  /** PGlite's folder; undefined keeps it in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests restore a migrated snapshot). */
  loadDataDir?: Blob | File;
  /** PostgreSQL: connections in the pool (10 unless a test asks for fewer). */
  poolMax?: number;
  /** PostgreSQL: how long a query waits for a pooled connection before it fails (POOL_WAIT_MS). */
  poolWaitMs?: number;
}

/**
 * How long a query waits for one of the pool's connections (docs/architecture.md §4 'Memory
 * bounds'): past it the request fails with 503 and Retry-After rather than joining a queue that
 * grows without end while the database is slow or down.
 */
export const POOL_WAIT_MS = 10_000;
/** node-postgres's words for the two waits: for a busy pool's free connection, and for a new one. */
const POOL_TIMEOUT_MESSAGES = new Set(["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"]);

/**
 * Whether an error (or one it wraps) is a query that gave up waiting for a connection: every one
 * of the pool's was busy, or the database was slow to accept a new one.
 */
export function isPoolTimeout(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (POOL_TIMEOUT_MESSAGES.has(e.message)) return true;
  return false;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.poolWaitMs ?? POOL_WAIT_MS,
    });
    // An idle connection the server drops (a restart, a failover, an admin's terminate) is
    // replaced on the next query; without a listener its error would end the process.
    pool.on("error", (error) => console.warn(`database: idle connection lost (${error.message})`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      url: options.databaseUrl,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite does not create missing parent folders of its data directory.
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  // PostgreSQL's default 128 MB of shared buffers is most of an idle server's memory in WASM;
  // Berean's whole database fits in a fraction of 16 MB's worth of pages.
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
  await client.waitReady;
  takeTurnsWithTheEventLoop(client);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * PGlite runs each statement synchronously on this thread and hands the next queued one its turn
 * in a microtask, so under load a whole queue of statements runs before the event loop gets back
 * to its sockets, and Node accepts about one new connection per such round: a crowd arriving at
 * once waited seconds to be let in (bench:answers with BENCH_DB=pglite, 200 connections: ~1 % of
 * them past 10 s). Here statements (a transaction counts as one) run one at a time, and once they
 * have held the thread for EVENT_LOOP_SLICE_MS the next waits for a turn of the event loop, so
 * connections are accepted and read in between.
 */
const EVENT_LOOP_SLICE_MS = 5;
function takeTurnsWithTheEventLoop(client: PGlite): void {
  let last: Promise<unknown> = Promise.resolve();
  let sliceStart = performance.now();
  const turn = (): Promise<void> | void => {
    if (performance.now() - sliceStart < EVENT_LOOP_SLICE_MS) return;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStart = performance.now();
        resolve();
      }),
    );
  };
  for (const method of ["query", "exec", "transaction"] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const result = last.then(turn).then(() => run(...args));
      last = result.catch(() => undefined);
      return result;
    };
  }
}

/** PGlite's raw client, for the test snapshot (dumpDataDir). */
export function pgliteClientOf(database: Database): PGlite | undefined {
  if (database.kind !== "pglite") return undefined;
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Runs a hot statement by name: prepared once per connection on PostgreSQL (parsed and planned
 * once, then only bound and executed), through PGlite's client otherwise. `text` uses $1, $2, ….
 */
export async function runPrepared<T>(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<T[]> {
  // A database handle carries its driver client; a transaction its session's (a pool's client, or PGlite's transaction).
  const handle = db as unknown as { $client?: pg.Pool | PGlite; session?: { client?: pg.PoolClient | { query: PGlite["query"] } } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error("runPrepared: no database client on this handle");
  if (client instanceof pg.Pool || client instanceof pg.Client) return (await client.query({ name, text, values })).rows as T[];
  return (await (client as { query: PGlite["query"] }).query<T>(text, values)).rows;
}

/** The rows of a raw `db.execute(sql…)`: both drivers (pg and PGlite) answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
