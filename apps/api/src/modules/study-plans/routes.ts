import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CurrentPlanSchema,
  MarkPlanDaySchema,
  PlanFollowParams,
  PlanFollowSchema,
  StartPlanSchema,
  StudyPlanListSchema,
  StudyPlanParams,
  StudyPlanSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { leavePlan } from "./leave-plan.ts";
import { markDayDone } from "./mark-day-done.ts";
import { currentPlan, listPlans, readPlan } from "./read-plans.ts";
import { startPlan } from "./start-plan.ts";

/**
 * Study plans (docs/architecture.md §4 'Study'): the plans, the one the member follows with today's
 * passage, marking a day done, leaving. A follow is its member's alone: anyone else is told 404.
 */
export async function studyPlanRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ["study-plans"];

  r.get(
    "/api/plans",
    { schema: { tags, response: { 200: StudyPlanListSchema } }, config: { access: "member", summary: "The study plans a member may follow" } },
    async (request) => listPlans(requireMember(request).locale),
  );
  r.get(
    "/api/plans/current",
    { schema: { tags, response: { 200: CurrentPlanSchema } }, config: { access: "member", summary: "The plan the member follows, with today's passage" } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return currentPlan(db, requireMember(request), new Date());
    },
  );
  r.get(
    "/api/plans/:slug",
    { schema: { tags, params: StudyPlanParams, response: { 200: StudyPlanSchema } }, config: { access: "member", summary: "A study plan's days" } },
    async (request) => readPlan(request.params.slug, requireMember(request).locale),
  );
  r.post(
    "/api/plan-follows",
    {
      schema: { tags, body: StartPlanSchema, response: { 201: PlanFollowSchema } },
      config: { access: "member", summary: "Follow a study plan (it replaces the one followed)", rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => reply.code(201).send(await startPlan(db, requireMember(request), request.body, new Date())),
  );
  r.post(
    "/api/plan-follows/:followId/done",
    {
      schema: { tags, params: PlanFollowParams, body: MarkPlanDaySchema, response: { 200: PlanFollowSchema } },
      config: { access: "member", summary: "Mark today's reading of the plan done" },
    },
    async (request) => markDayDone(db, requireMember(request), request.params.followId, request.body.day, new Date()),
  );
  r.delete(
    "/api/plan-follows/:followId",
    { schema: { tags, params: PlanFollowParams, response: { 204: z.null() } }, config: { access: "member", summary: "Leave the study plan" } },
    async (request, reply) => {
      await leavePlan(db, requireMember(request).id, request.params.followId, new Date());
      return reply.status(204).send(null);
    },
  );
}
