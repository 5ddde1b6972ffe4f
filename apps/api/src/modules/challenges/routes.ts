import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AttemptIdParamsSchema,
  ChallengeCreateSchema,
  ChallengeQuestionParamsSchema,
  ChallengeQueueSchema,
  ChallengeRejectSchema,
  MyChallengeSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin, requireMember } from "../../lib/session.ts";
import { raiseChallenge, readChallengeQueue, rejectChallenges } from "./challenges.ts";

/** Answer challenges (docs/architecture.md §4 'Answer challenges'): members raise them from a result; admins work the queue at /admin/challenges. */
export async function challengeRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/results/:attemptId/challenges",
    {
      schema: { tags: ["results"], params: AttemptIdParamsSchema, body: ChallengeCreateSchema, response: { 201: MyChallengeSchema } },
      config: { access: "member", summary: "Challenge the answer key of a question of a result", rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      reply.code(201).send(await raiseChallenge(deps.db, requireMember(request).id, request.params.attemptId, request.body, new Date())),
  );
  const tags = ["admin: challenges"];
  r.get(
    "/api/admin/challenges",
    { schema: { tags, response: { 200: ChallengeQueueSchema } }, config: { access: "admin", summary: "The answer-challenge queue" } },
    async (request) => {
      requireAdmin(request);
      return readChallengeQueue(deps.db);
    },
  );
  r.post(
    "/api/admin/challenges/:questionId/reject",
    {
      schema: { tags, params: ChallengeQuestionParamsSchema, body: ChallengeRejectSchema },
      config: { access: "admin", summary: "Reject the challenges of a question, with a note" },
    },
    async (request, reply) => {
      await rejectChallenges(deps.db, requireAdmin(request).id, request.params.questionId, request.body.note, new Date());
      return reply.code(204).send();
    },
  );
}
