import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EmptyBodySchema, PracticeCurrentSchema, PracticeParams, PracticeSessionSchema, StartPracticeSchema, StudyAnswerSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { answerQuestion } from "./answer-question.ts";
import { endPractice } from "./end-practice.ts";
import { currentPractice, nextQuestion, readPractice } from "./read-practice.ts";
import { startPractice } from "./start-practice.ts";

/**
 * Practice (docs/architecture.md §4 'Study'): a member's own sessions, one question at a time from
 * questions in play nowhere, the key only in an answer's result; a free member draws
 * PRACTICE_FREE_PER_DAY questions a day. Another member's session is 404.
 */
export async function practiceRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ["practice"];
  const session = { 200: PracticeSessionSchema };

  r.get(
    "/api/practice",
    { schema: { tags, response: { 200: PracticeCurrentSchema } }, config: { access: "member", summary: "The member's open practice session, to resume" } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { session: await currentPractice(db, requireMember(request).id, new Date()) };
    },
  );
  r.post(
    "/api/practice",
    {
      schema: { tags, body: StartPracticeSchema, response: { 201: PracticeSessionSchema } },
      config: {
        access: "member",
        summary: "Start practicing books (and a book's chapters) at a difficulty: the first question",
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
    },
    async (request, reply) => reply.code(201).send(await startPractice(db, requireMember(request).id, request.body, new Date())),
  );
  r.get(
    "/api/practice/:sessionId",
    { schema: { tags, params: PracticeParams, response: session }, config: { access: "member", summary: "One of the member's practice sessions" } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return readPractice(db, requireMember(request).id, request.params.sessionId, new Date());
    },
  );
  r.post(
    "/api/practice/:sessionId/next",
    {
      schema: { tags, params: PracticeParams, body: EmptyBodySchema, response: session },
      config: { access: "member", summary: "The next practice question (the unanswered one on screen stays)" },
    },
    async (request) => nextQuestion(db, requireMember(request).id, request.params.sessionId, new Date()),
  );
  r.post(
    "/api/practice/:sessionId/answers",
    {
      schema: { tags, params: PracticeParams, body: StudyAnswerSchema, response: session },
      config: { access: "member", summary: "Answer the practice question on screen: right or wrong, the explanation and the verse" },
    },
    async (request) => answerQuestion(db, requireMember(request).id, request.params.sessionId, request.body, new Date()),
  );
  r.post(
    "/api/practice/:sessionId/end",
    {
      schema: { tags, params: PracticeParams, body: EmptyBodySchema, response: session },
      config: { access: "member", summary: "End a practice session: its tally, right and wrong by book" },
    },
    async (request) => endPractice(db, requireMember(request).id, request.params.sessionId, new Date()),
  );
}
