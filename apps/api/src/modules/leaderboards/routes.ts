import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { leaderboardStartDay, LatestCompetitionResponseSchema, LeaderboardQuerySchema, LeaderboardResponseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { jsonOf, type PublicCache } from "../../lib/public-cache.ts";
import { readLatestCompetition } from "./read-latest-competition.ts";
import { readLeaderboard } from "./read-leaderboard.ts";

/**
 * Public: visitors see the board without a rank of their own, served from the shared cache until
 * the next result; members also get theirs, read each time.
 */
export async function leaderboardRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string; reads: PublicCache }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/leaderboard",
    { schema: { tags: ["leaderboards"], querystring: LeaderboardQuerySchema, response: { 200: LeaderboardResponseSchema } } },
    async (request, reply) => {
      const { window } = request.query;
      const now = new Date();
      if (request.member) return readLeaderboard(deps.db, window, request.member.id, now);
      // Keyed by the window's first day too: when the week or month moves on, the old board is not served.
      const key = `leaderboard:${window}:${leaderboardStartDay(window, now) ?? "ever"}`;
      return deps.reads.send(request, reply, { key, topics: ["results"] }, async () =>
        jsonOf(LeaderboardResponseSchema, await readLeaderboard(deps.db, window, null, now)),
      );
    },
  );
  r.get(
    "/api/leaderboard/latest-competition",
    { schema: { tags: ["leaderboards"], response: { 200: LatestCompetitionResponseSchema } } },
    async () => readLatestCompetition(deps.db, new Date(), deps.timeZone),
  );
}
