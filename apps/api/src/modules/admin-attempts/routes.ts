import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminAttemptListSchema,
  AdminAttemptParamsSchema,
  AdminAttemptSchema,
  AdminAttemptsQuerySchema,
  AdminAttemptVoidSchema,
  HeldResultListSchema,
  HeldResultParamsSchema,
  HoldDecisionSchema,
  localDate,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { audit } from "../../lib/audit.ts";
import { requireAdmin } from "../../lib/session.ts";
import { exportAttempts, listAttempts, voidAttempt } from "./attempts.ts";
import { decideHeldAttempt, listHeldAttempts } from "./held-attempts.ts";

/** /admin/attempts (docs/product.md part 2 §2 'Admin attempts'): the table and its CSV export. */
export async function adminAttemptRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin: attempts"];
  r.get(
    "/api/admin/attempts",
    {
      schema: { tags, querystring: AdminAttemptsQuerySchema, response: { 200: AdminAttemptListSchema } },
      config: { access: "admin", summary: "All attempts, filtered and paged" },
    },
    async (request) => {
      requireAdmin(request);
      return listAttempts(deps.db, request.query);
    },
  );
  r.get(
    "/api/admin/attempts/export",
    {
      schema: { tags, querystring: AdminAttemptsQuerySchema.omit({ page: true }) },
      config: { access: "admin", summary: "All attempts as CSV", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const csv = await exportAttempts(deps.db, request.query);
      // Who took the member data out, and which rows.
      await audit(deps.db, {
        actorId: admin.id,
        action: "attempts.export",
        targetType: "attempts",
        targetId: request.query.search || "all",
        after: request.query,
      });
      // Dated by the admin's own calendar, as every day Berean shows them is.
      const day = localDate(new Date(), admin.timezone);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="berean-attempts-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
  r.post(
    "/api/admin/attempts/:attemptId/void",
    {
      schema: { tags, params: AdminAttemptParamsSchema, body: AdminAttemptVoidSchema, response: { 200: AdminAttemptSchema } },
      config: { access: "admin", summary: "Void a result, with the reason the member sees" },
    },
    async (request) => voidAttempt(deps.db, requireAdmin(request).id, request.params.attemptId, request.body.reason, new Date()),
  );

  // 'Held for review' (docs/security.md 39): quiz and event attempts and competition results answered
  // faster than a person can read, oldest first, for an admin to clear or void.
  r.get(
    "/api/admin/attempts/held",
    {
      schema: { tags, response: { 200: HeldResultListSchema } },
      config: { access: "admin", summary: "Results held for review (answered faster than a person can read)" },
    },
    async (request) => {
      requireAdmin(request);
      return { held: await listHeldAttempts(deps.db) };
    },
  );
  r.post(
    "/api/admin/held/:kind/:id",
    {
      schema: { tags, params: HeldResultParamsSchema, body: HoldDecisionSchema },
      config: { access: "admin", summary: "Clear or void a result held for review" },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { kind, id } = request.params;
      const { decision, note } = request.body;
      // A competition's result is its attempt: one queue and one decision for every mode.
      await decideHeldAttempt(deps.db, admin.id, kind, id, decision, note, new Date());
      return reply.status(204).send();
    },
  );
}
