import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LatestCompetitionResponseSchema, LeaderboardQuerySchema, LeaderboardResponseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { readLatestCompetition } from "./read-latest-competition.ts";
import { readLeaderboard } from "./read-leaderboard.ts";

/** Public: visitors see the board without a rank of their own; members also get theirs. */
export async function leaderboardRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/leaderboard",
    { schema: { tags: ["leaderboards"], querystring: LeaderboardQuerySchema, response: { 200: LeaderboardResponseSchema } } },
    async (request) => readLeaderboard(deps.db, request.query.window, request.member?.id ?? null, new Date()),
  );
  r.get(
    "/api/leaderboard/latest-competition",
    { schema: { tags: ["leaderboards"], response: { 200: LatestCompetitionResponseSchema } } },
    async () => readLatestCompetition(deps.db, new Date(), deps.timeZone),
  );
}
