import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PAGE_VIEWS_PER_MINUTE, pageViewPathKind, PageViewReportQuerySchema, PageViewReportSchema, PageViewRequestSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { requireAdmin } from "../../lib/session.ts";
import { recordPageView } from "./record-page-view.ts";
import { pageViewReport } from "./report.ts";

/**
 * Public: the SPA posts the path of each non-admin page it shows. Only the app's own route
 * patterns are counted (no junk rows), the admin area never, and each client is rate-limited.
 */
export async function pageViewRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/page-views",
    {
      schema: { tags: ["pageviews"], body: PageViewRequestSchema },
      config: {
        access: "public",
        summary: "Count a page view (for the admin's traffic report)",
        rateLimit: { max: PAGE_VIEWS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const { path } = request.body;
      const kind = pageViewPathKind(path);
      if (kind === "admin") throw new AppError(403, "ADMIN_PATH", "Admin pages are not counted.");
      if (kind === "unknown") throw badRequest("Unknown page.", { path: "Not a page of this site." });
      await recordPageView(deps.db, path, new Date(), deps.timeZone);
      return reply.status(204).send();
    },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/page-views",
    {
      schema: { tags: ["admin: page views"], querystring: PageViewReportQuerySchema, response: { 200: PageViewReportSchema } },
      config: { access: "admin", summary: "Page views per day" },
    },
    async (request) => {
      requireAdmin(request);
      return pageViewReport(deps.db, request.query.days, new Date(), deps.timeZone);
    },
  );
}
