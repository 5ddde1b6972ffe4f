import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SiteStatsSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { cachedSiteStats } from "./read-site-stats.ts";

/** How long an instance reuses the figures; 0 in tests that need to see a change at once. */
export const STATS_TTL_MS = 60_000;

/** Public: the live figures of the landing and hub stat strips. */
export async function statsRoutes(app: FastifyInstance, deps: { db: Db; ttlMs?: number }): Promise<void> {
  const stats = cachedSiteStats(deps.db, deps.ttlMs ?? STATS_TTL_MS);
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/stats",
    { schema: { tags: ["stats"], response: { 200: SiteStatsSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return stats();
    },
  );
}
