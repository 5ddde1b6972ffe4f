import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AdminAttentionSchema, AdminOverviewSchema, FeatureFlagUpdateSchema, HIDE_MEMBERSHIP_SECTION } from "@berean/domain";
import type { Database } from "../../db/client.ts";
import { featureFlag } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import type { LatencyWindow } from "../../lib/latency.ts";
import { requireAdmin } from "../../lib/session.ts";
import { countHeldAttempts } from "../admin-attempts/service.ts";
import { countOpenMessages } from "../contact/service.ts";
import { readOverview } from "./overview.ts";

/** The admin dashboard: its figures, and the flag that hides the members' membership section. */
export async function adminRoutes(
  app: FastifyInstance,
  deps: { database: Database; latency: LatencyWindow; timeZone: string; production: boolean },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  r.get(
    "/api/admin/overview",
    {
      schema: { tags: ["admin"], response: { 200: AdminOverviewSchema } },
      config: { access: "admin", summary: "Admin dashboard: counts, recent activity, system status" },
    },
    async (request) => {
      requireAdmin(request);
      return readOverview(deps.database, deps.latency, new Date(), deps.timeZone, deps.production);
    },
  );

  r.get(
    "/api/admin/attention",
    {
      schema: { tags: ["admin"], response: { 200: AdminAttentionSchema } },
      config: { access: "admin", summary: "What waits for an admin: held results and unanswered messages" },
    },
    async (request) => {
      requireAdmin(request);
      const [heldAttempts, openMessages] = await Promise.all([countHeldAttempts(db), countOpenMessages(db)]);
      return { heldAttempts, openMessages };
    },
  );

  r.put(
    `/api/admin/flags/${HIDE_MEMBERSHIP_SECTION}`,
    {
      schema: { tags: ["admin"], body: FeatureFlagUpdateSchema, response: { 200: FeatureFlagUpdateSchema } },
      config: { access: "admin", summary: "Show or hide the membership section" },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { value } = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ value: featureFlag.value }).from(featureFlag).where(eq(featureFlag.key, HIDE_MEMBERSHIP_SECTION));
        await tx
          .insert(featureFlag)
          .values({ key: HIDE_MEMBERSHIP_SECTION, value })
          .onConflictDoUpdate({ target: featureFlag.key, set: { value, updatedAt: new Date() } });
        await audit(tx, {
          actorId: admin.id,
          action: "flag.update",
          targetType: "feature_flag",
          targetId: HIDE_MEMBERSHIP_SECTION,
          before: { value: before?.value ?? false },
          after: { value },
        });
      });
      return { value };
    },
  );
}
