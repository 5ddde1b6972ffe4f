import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CustomQuizCandidatesSchema,
  CustomQuizCreateSchema,
  CustomQuizDetailSchema,
  CustomQuizDrawQuerySchema,
  CustomQuizDrawSchema,
  CustomQuizFilterSchema,
  CustomQuizGroupsSchema,
  CustomQuizIdParamsSchema,
  CustomQuizListSchema,
  CustomQuizUpdateSchema,
  EmptyBodySchema,
  OwnQuestionIdParamsSchema,
  OwnQuestionInputSchema,
  OwnQuestionListSchema,
  OwnQuestionSavedSchema,
  VerseLookupSchema,
  VerseQuerySchema,
  StartAttemptResponseSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { requireBuilder } from "./access.ts";
import { drawQuestions, listCandidates } from "./bank.ts";
import { createCustomQuiz, deleteCustomQuiz, listCustomQuizzes, readCustomQuiz, shareCustomQuiz, updateCustomQuiz } from "./custom-quizzes.ts";
import { deleteOwnQuestion, listOwnQuestions, verseOf, writeOwnQuestion } from "./own-questions.ts";
import { printableQuestions } from "./print-custom-quiz.ts";
import { renderAnswerKey, renderQuestionSheet } from "./custom-quiz-pdf.ts";
import { startCustomQuizAttempt } from "./start-custom-quiz-attempt.ts";

/**
 * Custom quizzes (docs/architecture.md §4 'Groups'). Every route is for members; who may build is
 * checked before the body is read (a member who may not is offered Pro: 403 PRO_REQUIRED), and
 * whose quiz it is in the use case (anyone it is neither owned by nor shared with: 404).
 */
export async function customQuizRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ["custom quizzes"];
  const buildersOnly = async (request: FastifyRequest) => requireBuilder(db, requireMember(request));

  r.get(
    "/api/custom-quizzes",
    { schema: { tags, response: { 200: CustomQuizListSchema } }, config: { access: "member", summary: "My custom quizzes and those shared with my groups" } },
    async (request) => listCustomQuizzes(db, requireMember(request)),
  );

  r.post(
    "/api/custom-quizzes",
    {
      preValidation: buildersOnly,
      schema: { tags, body: CustomQuizCreateSchema, response: { 201: z.object({ id: z.number().int() }) } },
      config: { access: "member", summary: "Build a custom quiz from the bank (Pro members and group leaders)", rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => reply.status(201).send(await createCustomQuiz(db, requireMember(request), request.body)),
  );

  r.get(
    "/api/custom-quizzes/candidates",
    {
      preValidation: buildersOnly,
      schema: { tags, querystring: CustomQuizFilterSchema, response: { 200: CustomQuizCandidatesSchema } },
      config: { access: "member", summary: "Questions a custom quiz may use, with their answers, for picking by hand" },
    },
    async (request) => listCandidates(db, request.query, requireMember(request).id),
  );

  r.get(
    "/api/custom-quizzes/draw",
    {
      preValidation: buildersOnly,
      schema: { tags, querystring: CustomQuizDrawQuerySchema, response: { 200: CustomQuizDrawSchema } },
      config: { access: "member", summary: "Questions drawn at random among those a custom quiz may use (all of them when fewer match)" },
    },
    async (request) => drawQuestions(db, request.query, request.query.count, requireMember(request).id),
  );

  // A builder's own questions (docs/architecture.md §4 'Groups'): private to their custom quizzes.
  r.get(
    "/api/custom-quizzes/own-questions",
    {
      schema: { tags, response: { 200: OwnQuestionListSchema } },
      config: { access: "member", summary: "The questions I wrote for my custom quizzes" },
    },
    async (request) => listOwnQuestions(db, requireMember(request)),
  );

  r.post(
    "/api/custom-quizzes/own-questions",
    {
      preValidation: buildersOnly,
      schema: { tags, body: OwnQuestionInputSchema, response: { 201: OwnQuestionSavedSchema } },
      config: {
        access: "member",
        summary: "Write a question for my custom quizzes (its verse checked against the King James text)",
        rateLimit: { max: 60, timeWindow: 60_000 },
      },
    },
    async (request, reply) => reply.status(201).send(await writeOwnQuestion(db, requireMember(request), request.body)),
  );

  r.delete(
    "/api/custom-quizzes/own-questions/:id",
    {
      schema: { tags, params: OwnQuestionIdParamsSchema, response: { 204: z.null() } },
      config: { access: "member", summary: "Delete a question I wrote (while nobody has been asked it)" },
    },
    async (request, reply) => {
      await deleteOwnQuestion(db, requireMember(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/custom-quizzes/verse",
    {
      preValidation: buildersOnly,
      schema: { tags, querystring: VerseQuerySchema, response: { 200: VerseLookupSchema } },
      config: { access: "member", summary: "The King James text of a verse, while a question citing it is written" },
    },
    async (request) => verseOf(request.query.reference),
  );

  r.get(
    "/api/custom-quizzes/:id",
    {
      schema: { tags, params: CustomQuizIdParamsSchema, response: { 200: CustomQuizDetailSchema } },
      config: { access: "member", summary: "One custom quiz (its questions for its owner and its groups' leaders)" },
    },
    async (request) => readCustomQuiz(db, requireMember(request), request.params.id),
  );

  r.patch(
    "/api/custom-quizzes/:id",
    {
      preValidation: buildersOnly,
      schema: { tags, params: CustomQuizIdParamsSchema, body: CustomQuizUpdateSchema, response: { 204: z.null() } },
      config: { access: "member", summary: "Edit my custom quiz" },
    },
    async (request, reply) => {
      await updateCustomQuiz(db, requireMember(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    "/api/custom-quizzes/:id",
    {
      schema: { tags, params: CustomQuizIdParamsSchema, response: { 204: z.null() } },
      config: { access: "member", summary: "Delete my custom quiz (while nobody has taken it)" },
    },
    async (request, reply) => {
      await deleteCustomQuiz(db, requireMember(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.put(
    "/api/custom-quizzes/:id/groups",
    {
      schema: { tags, params: CustomQuizIdParamsSchema, body: CustomQuizGroupsSchema, response: { 204: z.null() } },
      config: { access: "member", summary: "Share my custom quiz with groups I lead (none: private)" },
    },
    async (request, reply) => {
      await shareCustomQuiz(db, requireMember(request), request.params.id, request.body.groupIds);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/api/custom-quizzes/:id/attempt",
    {
      schema: { tags, params: CustomQuizIdParamsSchema, body: EmptyBodySchema, response: { 200: StartAttemptResponseSchema, 201: StartAttemptResponseSchema } },
      config: { access: "member", summary: "Start (or resume) my attempt at a custom quiz shared with my group" },
    },
    async (request, reply) => {
      const started = await startCustomQuizAttempt(db, requireMember(request), request.params.id, new Date());
      return reply.status(started.resumed ? 200 : 201).send(started);
    },
  );

  const pdf = (reply: FastifyReply, bytes: Uint8Array, name: string) =>
    reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "private, no-store")
      .send(Buffer.from(bytes));
  const printLimit = { max: 30, timeWindow: 60_000 };
  r.get(
    "/api/custom-quizzes/:id/sheet.pdf",
    {
      schema: { tags, params: CustomQuizIdParamsSchema },
      config: { access: "member", summary: "The quiz's question sheet as a PDF (its owner and its groups' leaders)", rateLimit: printLimit },
    },
    async (request, reply) => {
      const { title, questions } = await printableQuestions(db, requireMember(request), request.params.id);
      return pdf(reply, await renderQuestionSheet(title, questions), `custom-quiz-${request.params.id}-questions.pdf`);
    },
  );
  r.get(
    "/api/custom-quizzes/:id/key.pdf",
    {
      schema: { tags, params: CustomQuizIdParamsSchema },
      config: { access: "member", summary: "The quiz's answer key as a PDF (its owner and its groups' leaders)", rateLimit: printLimit },
    },
    async (request, reply) => {
      const { title, questions } = await printableQuestions(db, requireMember(request), request.params.id);
      return pdf(reply, await renderAnswerKey(title, questions), `custom-quiz-${request.params.id}-answer-key.pdf`);
    },
  );
}
