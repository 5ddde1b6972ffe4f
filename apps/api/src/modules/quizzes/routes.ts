import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { QuizListResponseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { listQuizzes } from "./list-quizzes.ts";

/** Public list; a signed-in member also gets what they may do with each quiz (myStatus). */
export async function quizRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/quizzes", { schema: { tags: ["quizzes"], response: { 200: QuizListResponseSchema } } }, async (request) => ({
    quizzes: await listQuizzes(deps.db, request.member, new Date()),
  }));
}
