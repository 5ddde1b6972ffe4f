import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { QuizListResponseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { LANGUAGE_HEADERS, requestLocale } from "../../i18n/request-locale.ts";
import { jsonOf, type PublicCache } from "../../lib/public-cache.ts";
import { listQuizzes } from "./list-quizzes.ts";

/**
 * Public list (the same for every visitor: from the shared cache until a quiz changes); a
 * signed-in member also gets what they may do with each quiz (myStatus).
 */
export async function quizRoutes(app: FastifyInstance, deps: { db: Db; reads: PublicCache; timeZone: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/quizzes",
    {
      schema: { tags: ["quizzes"], response: { 200: QuizListResponseSchema } },
      config: { access: "public", summary: "The quiz list, with the signed-in member's status on each card" },
    },
    async (request, reply) => {
      // A member is offered the quizzes of their language, a visitor those of the page's.
      if (request.member) return { quizzes: await listQuizzes(deps.db, request.member, new Date(), deps.timeZone, request.member.locale) };
      const locale = requestLocale(request.headers);
      return deps.reads.send(request, reply, { key: `quizzes:${locale}`, topics: ["quizzes"], vary: LANGUAGE_HEADERS }, async () =>
        jsonOf(QuizListResponseSchema, { quizzes: await listQuizzes(deps.db, null, new Date(), deps.timeZone, locale) }),
      );
    },
  );
}
