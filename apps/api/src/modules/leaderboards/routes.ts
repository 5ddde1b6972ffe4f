import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  leaderboardStartDay,
  type LeaderboardWindow,
  LatestCompetitionResponseSchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { jsonOf, type PublicCache } from "../../lib/public-cache.ts";
import { readLatestCompetition } from "./read-latest-competition.ts";
import { readLeaderboard } from "./read-leaderboard.ts";

/** The window's first day, worked out (with its time-zone arithmetic) once a minute per board. */
const startDays = new Map<LeaderboardWindow, { minute: number; day: string }>();
function startDayThisMinute(window: LeaderboardWindow, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = startDays.get(window);
  if (known?.minute === minute) return known.day;
  const day = leaderboardStartDay(window, now) ?? "ever";
  startDays.set(window, { minute, day });
  return day;
}

/**
 * Public: visitors see the board without a rank of their own, served from the shared cache until
 * the next result; members also get theirs, read each time.
 */
export async function leaderboardRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string; reads: PublicCache }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/leaderboard",
    {
      schema: { tags: ["leaderboards"], querystring: LeaderboardQuerySchema, response: { 200: LeaderboardResponseSchema } },
      config: { access: "public", summary: "A weekly, monthly or all-time leaderboard, with the viewer's rank" },
    },
    async (request, reply) => {
      const { window } = request.query;
      const now = new Date();
      if (request.member) return readLeaderboard(deps.db, window, request.member.id, now);
      // Keyed by the window's first day too: when the week or month moves on, the old board is not served.
      const key = `leaderboard:${window}:${startDayThisMinute(window, now)}`;
      return deps.reads.send(request, reply, { key, topics: ["results"] }, async () =>
        jsonOf(LeaderboardResponseSchema, await readLeaderboard(deps.db, window, null, now)),
      );
    },
  );
  r.get(
    "/api/leaderboard/latest-competition",
    {
      schema: { tags: ["leaderboards"], response: { 200: LatestCompetitionResponseSchema } },
      config: { access: "public", summary: "The latest completed competition's final board" },
    },
    async () => readLatestCompetition(deps.db, new Date(), deps.timeZone),
  );
}
