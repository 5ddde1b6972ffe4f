import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminQuestionInputSchema,
  AdminQuestionListSchema,
  AdminQuestionParamsSchema,
  AdminQuestionSavedSchema,
  AdminQuestionSchema,
  AdminQuestionsQuerySchema,
  PACK_MAX_BYTES,
  PackImportResultSchema,
  QuestionPackUploadSchema,
  QuestionUploadResultSchema,
  QuestionUploadSchema,
  UPLOAD_MAX_BYTES,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../../lib/session.ts";
import { createQuestion, deleteQuestion, listQuestions, readQuestion, updateQuestion } from "./questions.ts";
import { uploadPack } from "./packs.ts";
import { uploadQuestions } from "./upload.ts";

/** /admin/questions and /admin/upload (docs/product.md part 2 §2 'Admin questions', 'Admin bulk upload'). */
export async function adminQuestionRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin: questions"];
  r.get(
    "/api/admin/questions",
    {
      schema: { tags, querystring: AdminQuestionsQuerySchema, response: { 200: AdminQuestionListSchema } },
      config: { access: "admin", summary: "The question bank with item analysis" },
    },
    async (request) => {
      requireAdmin(request);
      return listQuestions(deps.db, request.query);
    },
  );
  r.get(
    "/api/admin/questions/:questionId",
    { schema: { tags, params: AdminQuestionParamsSchema, response: { 200: AdminQuestionSchema } }, config: { access: "admin", summary: "One question" } },
    async (request) => {
      requireAdmin(request);
      return readQuestion(deps.db, request.params.questionId);
    },
  );
  r.post(
    "/api/admin/questions",
    {
      schema: { tags, body: AdminQuestionInputSchema, response: { 201: AdminQuestionSavedSchema } },
      config: { access: "admin", summary: "Add a question (its reference is checked against the KJV)" },
    },
    async (request, reply) => {
      const saved = await createQuestion(deps.db, requireAdmin(request).id, request.body);
      return reply.code(201).send(saved);
    },
  );
  r.put(
    "/api/admin/questions/:questionId",
    {
      schema: { tags, params: AdminQuestionParamsSchema, body: AdminQuestionInputSchema, response: { 200: AdminQuestionSavedSchema } },
      config: { access: "admin", summary: "Change a question; a new answer key regrades results" },
    },
    async (request) => updateQuestion(deps.db, requireAdmin(request).id, request.params.questionId, request.body, new Date()),
  );
  r.delete(
    "/api/admin/questions/:questionId",
    { schema: { tags, params: AdminQuestionParamsSchema }, config: { access: "admin", summary: "Delete a question no quiz, result or competition holds" } },
    async (request, reply) => {
      await deleteQuestion(deps.db, requireAdmin(request).id, request.params.questionId);
      return reply.code(204).send();
    },
  );
  r.post(
    "/api/admin/questions/upload",
    {
      schema: { tags, body: QuestionUploadSchema, response: { 200: QuestionUploadResultSchema } },
      // The file travels as a JSON string: room for 10 MB of CSV and its escaping.
      bodyLimit: Math.ceil(UPLOAD_MAX_BYTES * 1.25),
      config: { access: "admin", summary: "Upload questions from CSV", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => uploadQuestions(deps.db, requireAdmin(request).id, request.body.filename, request.body.csv),
  );
  r.post(
    "/api/admin/question-packs",
    {
      schema: { tags, body: QuestionPackUploadSchema, response: { 200: PackImportResultSchema } },
      bodyLimit: PACK_MAX_BYTES,
      config: {
        access: "admin",
        summary: "Import a sealed pack (the supply of the Saturday event and competitions)",
        rateLimit: { max: 10, timeWindow: 60_000 },
      },
    },
    async (request) => uploadPack(deps.db, requireAdmin(request).id, request.body),
  );
}
