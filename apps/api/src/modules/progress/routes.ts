import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProgressSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { readProgress } from "./read-progress.ts";

/**
 * My progress (docs/architecture.md §4 'Study'): a Pro benefit, reports and recommendations from
 * the member's ended attempts. 'pro': a free member gets 403 PRO_REQUIRED, which the page answers
 * with what Pro offers (it does not call this for a free member at all).
 */
export async function progressRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/progress",
    {
      schema: { tags: ["progress"], response: { 200: ProgressSchema } },
      config: { access: "pro", summary: "The member's accuracy by book, testament, topic and week, weakest books and quizzes to take" },
    },
    async (request) => readProgress(deps.db, requireMember(request), new Date()),
  );
}
