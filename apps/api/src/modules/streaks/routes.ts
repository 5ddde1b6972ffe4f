import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EmptyBodySchema, StreakResponseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { getStreak, markTodayRead } from "./streak-service.ts";

export async function streakRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["streaks"];
  r.get(
    "/api/streak",
    { schema: { tags, response: { 200: StreakResponseSchema } }, config: { access: "member", summary: "The member's daily reading streak" } },
    async (request) => getStreak(deps.db, requireMember(request), new Date()),
  );
  r.post(
    "/api/streak/read",
    { schema: { tags, body: EmptyBodySchema, response: { 200: StreakResponseSchema } }, config: { access: "member", summary: "Mark today's reading done" } },
    async (request) => markTodayRead(deps.db, requireMember(request), new Date()),
  );
}
