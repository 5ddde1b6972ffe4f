import { z } from "zod";
import { ActivitySchema } from "./admin-activity.ts";

/** GET /api/admin/overview: the admin dashboard (docs/product.md part 2 §2 'Admin dashboard'), all from real figures. */
export const AdminOverviewSchema = z.object({
  /**
   * The sealed supply left for the Saturday event and competitions (docs/architecture.md §4 'Sealed
   * and open'): its questions, and the Saturdays they make (25 each); the dashboard warns under
   * SUPPLY_WARNING_WEEKS. Outside development, the public sample pack is not counted.
   */
  sealedSupply: z.object({ questions: z.number().int(), weeks: z.number().int() }),
  counts: z.object({
    users: z.number().int(),
    attempts: z.number().int(),
    averageScore: z.number().int(),
    highestScore: z.number().int(),
    pageViews: z.number().int(),
    questions: z.number().int(),
    quizzes: z.number().int(),
    groups: z.number().int(),
  }),
  recentActivity: z.array(ActivitySchema),
  hideMembershipSection: z.boolean(),
  system: z.object({
    uptimeSeconds: z.number().int(),
    /** Median API response time measured by this server over the last 5 minutes. */
    apiP50Ms: z.number().nullable(),
    apiRequests: z.number().int(),
    database: z.object({ kind: z.enum(["pglite", "postgres"]), reachable: z.boolean(), latencyMs: z.number().nullable() }),
  }),
  /** Finished attempts per day over the last 30 days, oldest first. */
  attemptsPerDay: z.array(z.object({ day: z.string(), attempts: z.number().int() })),
  /** Finished attempts by score, in tens (0–9 … 90–100). */
  scoreDistribution: z.array(z.object({ range: z.string(), attempts: z.number().int() })),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** What waits for an admin: held results to clear or void, messages to answer (the sidebar's and dashboard's badges). */
export const AdminAttentionSchema = z.object({
  heldAttempts: z.number().int(),
  openMessages: z.number().int(),
});
export type AdminAttention = z.infer<typeof AdminAttentionSchema>;

export const FeatureFlagUpdateSchema = z.strictObject({ value: z.boolean() });
