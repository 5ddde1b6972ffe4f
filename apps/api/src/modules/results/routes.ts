import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AttemptIdParamsSchema, ResultResponseSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { getLatestResult, getResult } from "./get-result.ts";

export async function resultRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["results"];
  // Registered before /:attemptId so 'latest' is never read as an id.
  r.get(
    "/api/results/latest",
    { schema: { tags, response: { 200: ResultResponseSchema } }, config: { access: "member", summary: "The member's latest result" } },
    async (request) => ({
      result: await getLatestResult(deps.db, requireMember(request).id, new Date()),
    }),
  );
  r.get(
    "/api/results/:attemptId",
    {
      schema: { tags, params: AttemptIdParamsSchema, response: { 200: ResultResponseSchema } },
      config: { access: "member", summary: "One result, question by question" },
    },
    async (request) => ({
      result: await getResult(deps.db, requireMember(request).id, request.params.attemptId, new Date(), requireMember(request)),
    }),
  );
}
