import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminQuizCreateSchema,
  AdminQuizDeleteResultSchema,
  AdminQuizListSchema,
  AdminQuizParamsSchema,
  AdminQuizUpdateSchema,
  AdminQuizzesQuerySchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../../lib/session.ts";
import { createQuiz, deleteQuiz, listQuizzes, readQuizQuestions, updateQuiz } from "./quizzes.ts";

const PoolSchema = z.object({
  questions: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      correct: z.string(),
      book: z.string().nullable(),
      reference: z.string().nullable(),
      difficulty: z.string(),
    }),
  ),
});

/** /admin/quizzes (docs/product.md part 2 §2 'Admin quiz management'). */
export async function adminQuizRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin: quizzes"];
  r.get(
    "/api/admin/quizzes",
    {
      schema: { tags, querystring: AdminQuizzesQuerySchema, response: { 200: AdminQuizListSchema } },
      config: { access: "admin", summary: "Quizzes with their figures" },
    },
    async (request) => {
      requireAdmin(request);
      return listQuizzes(deps.db, request.query);
    },
  );
  r.get(
    "/api/admin/quizzes/:quizId/questions",
    { schema: { tags, params: AdminQuizParamsSchema, response: { 200: PoolSchema } }, config: { access: "admin", summary: "A quiz's question pool" } },
    async (request) => {
      requireAdmin(request);
      return { questions: await readQuizQuestions(deps.db, request.params.quizId) };
    },
  );
  r.post(
    "/api/admin/quizzes",
    {
      schema: { tags, body: AdminQuizCreateSchema, response: { 201: z.object({ id: z.number().int() }) } },
      config: { access: "admin", summary: "Create a quiz (random or hand-picked questions)" },
    },
    async (request, reply) => {
      const created = await createQuiz(deps.db, requireAdmin(request).id, request.body);
      return reply.code(201).send(created);
    },
  );
  r.put(
    "/api/admin/quizzes/:quizId",
    { schema: { tags, params: AdminQuizParamsSchema, body: AdminQuizUpdateSchema }, config: { access: "admin", summary: "Change a quiz" } },
    async (request, reply) => {
      await updateQuiz(deps.db, requireAdmin(request).id, request.params.quizId, request.body);
      return reply.code(204).send();
    },
  );
  r.delete(
    "/api/admin/quizzes/:quizId",
    {
      schema: { tags, params: AdminQuizParamsSchema, response: { 200: AdminQuizDeleteResultSchema } },
      config: { access: "admin", summary: "Delete a quiz nobody took, or archive one with attempts" },
    },
    async (request) => deleteQuiz(deps.db, requireAdmin(request).id, request.params.quizId),
  );
}
