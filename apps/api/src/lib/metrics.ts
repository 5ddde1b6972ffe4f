import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { rowsOf } from "../db/client.ts";
import { openStreamsByKind } from "./live-streams.ts";

/** The routes that store an answer, by the kind of play (what `berean_answers_total` counts). */
const ANSWER_ROUTES: Record<string, string> = {
  "POST /api/attempts/:attemptId/answers": "quiz",
  "POST /api/play/answers": "game",
  "POST /api/practice/:sessionId/answers": "practice",
  "POST /api/review/cards/:cardId/answer": "review",
};

/**
 * Prometheus metrics at `/metrics` (docs/architecture.md §8 'Operations'), for a scraper holding
 * METRICS_TOKEN as its bearer token (unset: no `/metrics` at all). Each instance reports its own:
 * requests by route, method and status with their latency; answers stored by kind; live streams
 * open by kind; the reminder mail queue's depth and its oldest mail's age; the database pool;
 * and Node's own (event-loop lag, heap, garbage collection).
 */
export function registerMetrics(app: FastifyInstance, deps: { token: string | undefined; database: Database }): void {
  const { token, database } = deps;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Requests answered, by route, method and status, and how long each took",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const answers = new Counter({ name: "berean_answers_total", help: "Answers stored, by kind of play", labelNames: ["kind"] as const, registers: [registry] });
  const streams = new Gauge({
    name: "berean_live_streams",
    help: "Server-Sent Events streams open on this instance, by kind",
    labelNames: ["kind"] as const,
    registers: [],
    collect() {
      this.reset();
      for (const { kind, open } of openStreamsByKind()) if (kind !== "test") this.set({ kind }, open);
    },
  });
  // Set by the depth's read, which is registered (so collected) before it.
  const queueAge = new Gauge({ name: "berean_mail_queue_oldest_seconds", help: "How long the oldest due reminder mail has waited", registers: [] });
  const queueDepth = new Gauge({
    name: "berean_mail_queue_depth",
    help: "Reminder mails due and not yet sent",
    registers: [],
    async collect() {
      const [row] = rowsOf<{ depth: number; oldest: number | null }>(
        await database.db.execute(sql`select count(*)::int as depth, extract(epoch from now() - min(run_after))::float8 as oldest
          from mail_job where sent_at is null and dropped_at is null and run_after <= now()`),
      );
      this.set(row?.depth ?? 0);
      queueAge.set(Math.max(0, row?.oldest ?? 0));
    },
  });
  registry.registerMetric(streams);
  registry.registerMetric(queueDepth);
  registry.registerMetric(queueAge);
  if (database.pool) {
    const pool = database.pool;
    const connections = new Gauge({
      name: "berean_db_pool_connections",
      help: "The database pool's connections: all, idle, and queries waiting for one",
      labelNames: ["state"] as const,
      registers: [],
      collect() {
        const now = pool();
        this.set({ state: "total" }, now.total);
        this.set({ state: "idle" }, now.idle);
        this.set({ state: "waiting" }, now.waiting);
      },
    });
    registry.registerMetric(connections);
  }

  app.addHook("onResponse", async (request, reply) => {
    // The route's pattern, never the path: ids and tokens do not become labels.
    const route = request.routeOptions.url ?? "unmatched";
    requests.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const kind = reply.statusCode < 300 ? ANSWER_ROUTES[`${request.method} ${route}`] : undefined;
    if (kind) answers.inc({ kind });
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header("cache-control", "no-store")
        .send({ error: { code: "UNAUTHORIZED", message: "A metrics token is required." } });
    }
    return reply
      .header("cache-control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
