import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pgliteClientOf, type Database, type DbOrTx } from "../db/client.ts";

/**
 * Changes that make what an instance holds in memory stale, announced to every instance of
 * Berean on the same database (docs/decisions/008):
 * - `results`: a result counted or withdrawn (leaderboards, stats, quiz cards);
 * - `quizzes`: a quiz or its questions changed (quiz list, hub pages);
 * - `sessions`: a session ended or a member changed (`member:<id>`, `token:<sha256>` or `all`);
 * - `events`: a result on a Saturday event's live board (the event's id);
 * - `games`: a hosted game changed (a join, an answer, a host's control; the game's id).
 */
export type ChangeTopic = "results" | "quizzes" | "sessions" | "events" | "games";
export interface Change {
  topic: ChangeTopic;
  detail?: string;
}

/** PostgreSQL's channel; the payload is the change as JSON (well under NOTIFY's 8,000 bytes). */
export const CHANGES_CHANNEL = "berean_changes";

const local = new EventEmitter();
local.setMaxListeners(0);

/**
 * Announces changes: to this process at once, and to every other instance through
 * PostgreSQL's NOTIFY, all in one statement. Inside a transaction the notifications leave on
 * commit (and never on a rollback); this process may drop a cache a moment early, which costs
 * one extra read.
 */
export async function announce(db: DbOrTx, ...changes: [Change, ...Change[]]): Promise<void> {
  for (const change of changes) local.emit("change", change);
  await db.execute(
    sql`select ${sql.join(
      changes.map((change) => sql`pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`),
      sql`, `,
    )}`,
  );
}

/**
 * Tells this process alone of a change. For a hot path that sends the NOTIFY itself inside the
 * statement making the change (`pg_notify(CHANGES_CHANNEL, <the change as JSON>)`), a round trip
 * fewer than `announce` (a hosted game's answers).
 */
export function announceLocally(change: Change): void {
  local.emit("change", change);
}

/** Every change, from this process or another; returns the unsubscribe. */
export function onChange(handler: (change: Change) => void): () => void {
  local.on("change", handler);
  return () => local.off("change", handler);
}

export interface ChangeFeed {
  /** False while another instance's changes could be missed (the LISTEN connection is down). */
  live(): boolean;
  close(): Promise<void>;
}

const TOPICS = new Set<ChangeTopic>(["results", "quizzes", "sessions", "events", "games"]);

function parseChange(payload: string | undefined): Change | null {
  try {
    const value = JSON.parse(payload ?? "") as Partial<Change>;
    if (!value || !TOPICS.has(value.topic as ChangeTopic)) return null;
    return { topic: value.topic as ChangeTopic, ...(typeof value.detail === "string" ? { detail: value.detail } : {}) };
  } catch {
    return null;
  }
}

/**
 * Hears other instances' changes. On PostgreSQL a connection of its own LISTENs; when it drops,
 * every cache forgets everything (`all` of each topic), the feed reports not live (session
 * caches then read the database each time), and it reconnects with a growing delay. The
 * embedded database belongs to one process; it LISTENs there too, to hear changes after commit.
 */
export async function listenForChanges(database: Database, log: { warn(message: string): void }): Promise<ChangeFeed> {
  const embedded = pgliteClientOf(database);
  if (embedded) {
    // Delivered after commit, so a read that re-filled a cache while a change was in flight is dropped again.
    const unlisten = await embedded.listen(CHANGES_CHANNEL, (payload) => {
      const change = parseChange(payload);
      if (change) local.emit("change", change);
    });
    return { live: () => true, close: () => unlisten() };
  }
  if (!database.url) return { live: () => true, close: async () => undefined };
  const url = database.url;
  let client: pg.Client | null = null;
  let connected = false;
  let closing = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | null = null;

  const forgetEverything = () => {
    for (const topic of TOPICS) local.emit("change", { topic, detail: "all" } satisfies Change);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      const change = message.channel === CHANGES_CHANNEL ? parseChange(message.payload) : null;
      if (change) local.emit("change", change);
    });
    next.on("error", (error) => lost(next, error));
    next.on("end", () => lost(next, new Error("connection ended")));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (closing) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    connected = true;
    retryMs = 250;
    // Anything announced while we were away is unknown: start from the database again.
    forgetEverything();
  };

  const lost = (which: pg.Client, error: Error) => {
    if (which !== client && client !== null) return;
    if (closing || timer) return;
    if (connected) log.warn(`changes: listening connection lost (${error.message}); caches read the database until it is back`);
    connected = false;
    client = null;
    forgetEverything();
    which.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  await connect();
  return {
    live: () => connected,
    close: async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      connected = false;
      await open?.end().catch(() => undefined);
    },
  };
}
