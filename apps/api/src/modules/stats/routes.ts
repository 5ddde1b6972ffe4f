import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SiteStatsSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { LANGUAGE_HEADERS, requestLocale } from "../../i18n/request-locale.ts";
import { jsonOf, type PublicCache } from "../../lib/public-cache.ts";
import { readSiteStats } from "./read-site-stats.ts";

/** How long the figures are reused: they are a summary, not a ledger, so no change drops them. */
export const STATS_TTL_MS = 60_000;

/** Public: the live figures of the landing and hub stat strips. */
export async function statsRoutes(app: FastifyInstance, deps: { db: Db; reads: PublicCache }): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/stats",
      { schema: { tags: ["stats"], response: { 200: SiteStatsSchema } }, config: { access: "public", summary: "Site-wide figures for the landing page" } },
      async (request, reply) => {
        // The questions counted are the reader's language's bank (docs/architecture.md §9).
        const locale = request.member?.locale ?? requestLocale(request.headers);
        return deps.reads.send(
          request,
          reply,
          { key: `stats:${locale}`, topics: [], ttlMs: STATS_TTL_MS, cacheControl: "public, max-age=60", vary: LANGUAGE_HEADERS },
          async () => jsonOf(SiteStatsSchema, await readSiteStats(deps.db, locale)),
        );
      },
    );
}
