import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AttemptIdParamsSchema,
  AttemptOutcomeSchema,
  AttemptResponseSchema,
  EmptyBodySchema,
  QuizIdParamsSchema,
  RecordAnswerResponseSchema,
  RecordAnswerSchema,
  StartAttemptResponseSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { abandonAttempt } from "./abandon-attempt.ts";
import { finishAttempt } from "./finish-attempt.ts";
import { getAttempt } from "./get-attempt.ts";
import { recordAnswer } from "./record-answer.ts";
import { startAttempt } from "./start-attempt.ts";

/**
 * A quiz has 25 answers; this leaves room for retries, an offline burst and a second attempt
 * under way, and refuses a flood (docs/security.md 7). Counted per member, whatever attempt the
 * answers name: an attempt id in the key let a member who named a new one each time answer
 * without limit, each answer queued for the database (docs/security.md 49).
 */
export const ANSWERS_PER_MEMBER_PER_MINUTE = 120;

export async function attemptRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string; production?: boolean }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["attempts"];

  r.post(
    "/api/quizzes/:quizId/attempts",
    {
      schema: { tags, params: QuizIdParamsSchema, body: EmptyBodySchema, response: { 200: StartAttemptResponseSchema, 201: StartAttemptResponseSchema } },
      config: { access: "member", summary: "Start (or resume) an attempt of a quiz" },
    },
    async (request, reply) => {
      const member = requireMember(request);
      const started = await startAttempt(deps.db, member.id, request.params.quizId, new Date(), deps.timeZone, deps.production === true);
      return reply.status(started.resumed ? 200 : 201).send(started);
    },
  );

  r.get(
    "/api/attempts/:attemptId",
    {
      schema: { tags, params: AttemptIdParamsSchema, response: { 200: AttemptResponseSchema } },
      config: { access: "member", summary: "An attempt in progress: questions, answers given, time left" },
    },
    async (request) => {
      const member = requireMember(request);
      return { attempt: await getAttempt(deps.db, member.id, request.params.attemptId, new Date()) };
    },
  );

  r.post(
    "/api/attempts/:attemptId/answers",
    {
      schema: { tags, params: AttemptIdParamsSchema, body: RecordAnswerSchema, response: { 200: RecordAnswerResponseSchema } },
      config: {
        access: "member",
        summary: "Answer one question of an attempt",
        rateLimit: {
          max: ANSWERS_PER_MEMBER_PER_MINUTE,
          timeWindow: 60_000,
          // After the session is read, so the counter belongs to this member.
          hook: "preHandler",
          keyGenerator: (request: FastifyRequest) => `answers:${request.member?.id ?? addressKey(request.ip)}`,
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      return recordAnswer(deps.db, member.id, request.params.attemptId, request.body, new Date());
    },
  );

  r.post(
    "/api/attempts/:attemptId/finish",
    {
      schema: { tags, params: AttemptIdParamsSchema, body: EmptyBodySchema, response: { 200: AttemptOutcomeSchema } },
      config: { access: "member", summary: "Finish an attempt and score it" },
    },
    async (request) => finishAttempt(deps.db, requireMember(request).id, request.params.attemptId, new Date()),
  );

  r.post(
    "/api/attempts/:attemptId/abandon",
    {
      schema: { tags, params: AttemptIdParamsSchema, body: EmptyBodySchema, response: { 200: AttemptOutcomeSchema } },
      config: { access: "member", summary: "Abandon an attempt (it scores 0)" },
    },
    async (request) => abandonAttempt(deps.db, requireMember(request).id, request.params.attemptId, new Date()),
  );
}
