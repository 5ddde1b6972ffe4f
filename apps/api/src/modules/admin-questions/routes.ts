import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { QuestionUploadResultSchema, QuestionUploadSchema, UPLOAD_MAX_BYTES } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../../lib/session.ts";
import { uploadQuestions } from "./upload.ts";

/** /admin/upload (spec 2 'Admin upload'). */
export async function adminQuestionRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/admin/questions/upload",
    {
      schema: { tags: ["admin: questions"], body: QuestionUploadSchema, response: { 200: QuestionUploadResultSchema } },
      // The file travels as a JSON string: room for 10 MB of CSV and its escaping.
      bodyLimit: Math.ceil(UPLOAD_MAX_BYTES * 1.25),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => uploadQuestions(deps.db, requireAdmin(request).id, request.body.filename, request.body.csv),
  );
}
