import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  DashboardQuerySchema,
  HIDE_MEMBERSHIP_SECTION,
  DashboardResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  MyQuizzesResponseSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { featureFlag } from "../../db/schema.ts";
import { requireMember } from "../../lib/session.ts";
import { expireOverdueAttempts } from "../attempts/service.ts";
import { listHistory } from "./list-history.ts";
import { attemptStats, myQuizzes } from "./summaries.ts";
import { weeklyState } from "./weekly-state.ts";

const RECENT_ON_DASHBOARD = 5;

export async function historyRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["history"];

  r.get(
    "/api/history",
    {
      schema: { tags, querystring: HistoryQuerySchema, response: { 200: HistoryResponseSchema } },
      config: { access: "member", summary: "The member's results, newest first" },
    },
    async (request) => {
      const member = requireMember(request);
      await expireOverdueAttempts(deps.db, new Date(), { userId: member.id });
      return { attempts: await listHistory(deps.db, member.id, request.query) };
    },
  );

  r.get(
    "/api/dashboard",
    {
      schema: { tags, querystring: DashboardQuerySchema, response: { 200: DashboardResponseSchema } },
      config: { access: "member", summary: "The member's dashboard: figures, recent results, weekly state" },
    },
    async (request) => {
      const member = requireMember(request);
      const now = new Date();
      await expireOverdueAttempts(deps.db, now, { userId: member.id });
      const { quizId } = request.query;
      const stats = await attemptStats(deps.db, member.id, quizId);
      const weekly = await weeklyState(deps.db, member, now);
      const recent = await listHistory(deps.db, member.id, { quizId, limit: RECENT_ON_DASHBOARD });
      const quizzesTaken = (await myQuizzes(deps.db, member.id)).map(({ quizId: id, quizTitle }) => ({ quizId: id, quizTitle }));
      const [hidden] = await deps.db.select({ value: featureFlag.value }).from(featureFlag).where(eq(featureFlag.key, HIDE_MEMBERSHIP_SECTION));
      return { stats, weekly, recent, quizzesTaken, showMembership: !hidden?.value };
    },
  );

  r.get(
    "/api/my-quizzes",
    { schema: { tags, response: { 200: MyQuizzesResponseSchema } }, config: { access: "member", summary: "One summary per quiz the member has taken" } },
    async (request) => {
      const member = requireMember(request);
      const now = new Date();
      await expireOverdueAttempts(deps.db, now, { userId: member.id });
      const quizzes = await myQuizzes(deps.db, member.id);
      const summary = {
        quizzesTaken: quizzes.length,
        totalAttempts: quizzes.reduce((n, q) => n + q.attempts, 0),
        highestScore: quizzes.reduce((best, q) => Math.max(best, q.bestScore), 0),
        totalSeconds: quizzes.reduce((n, q) => n + q.totalSeconds, 0),
      };
      return { quizzes, summary, weekly: await weeklyState(deps.db, member, now) };
    },
  );
}
