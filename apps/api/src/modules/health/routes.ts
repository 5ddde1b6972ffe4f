import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { migrationState, SCHEMA_REFUSAL } from "../../db/migration-state.ts";
import type { ChangeFeed } from "../../lib/changes.ts";

/** Why an instance is not ready, as /api/ready says it (and its log, with the detail). */
const NOT_READY = {
  database: "The database does not answer.",
  ...SCHEMA_REFUSAL,
  changeFeed: "The change feed from the other instances is not listening.",
  draining: "This instance is shutting down.",
} as const;

/**
 * `/api/health`: the process and its database answer (the proxy's liveness check). `/api/ready`:
 * this instance may take traffic — the database answers, its schema is the one this release
 * knows, and the change feed (PostgreSQL's LISTEN, by which instances drop what another made
 * stale) is listening. A load balancer sends requests only to instances that are ready.
 */
export async function healthRoutes(app: FastifyInstance, deps: { database: Database; changeFeed: ChangeFeed; draining(): boolean }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
      config: { access: "public", summary: "Whether the server and its database answer" },
    },
    async (request, reply) => {
      try {
        await deps.database.db.execute(sql`select 1`);
        return { status: "ok" as const, database: deps.database.kind };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/ready",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("not ready"), reasons: z.array(z.string()) }),
        },
      },
      config: { access: "public", summary: "Whether this instance may take traffic: database, schema and change feed" },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const reasons: string[] = [];
      if (deps.draining()) reasons.push(NOT_READY.draining);
      try {
        const state = await migrationState(deps.database.db);
        if (state !== "current") reasons.push(NOT_READY[state]);
      } catch (err) {
        request.log.error({ err }, "readiness: database unreachable");
        reasons.push(NOT_READY.database);
      }
      if (!deps.changeFeed.live()) reasons.push(NOT_READY.changeFeed);
      if (reasons.length === 0) return { status: "ready" as const };
      request.log.warn({ event: "readiness.not_ready", reasons }, "not ready");
      return reply.status(503).send({ status: "not ready" as const, reasons });
    },
  );
}
