import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ActivityQuerySchema, ActivityReportSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../../lib/session.ts";
import { readActivity } from "./activity.ts";

/** /admin/activity (docs/product.md part 2 §2 'Admin activity'). */
export async function adminActivityRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/activity",
    {
      schema: { tags: ["admin: activity"], querystring: ActivityQuerySchema, response: { 200: ActivityReportSchema } },
      config: { access: "admin", summary: "Activity report" },
    },
    async (request) => {
      requireAdmin(request);
      return readActivity(deps.db, request.query, new Date());
    },
  );
}
