import { z } from "zod";

export const ACTIVITY_KINDS = ["sign_in", "quiz_start", "quiz_finish", "payment", "admin"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_RANGES = ["all", "hour", "day", "week"] as const;
export const ACTIVITY_SHOW_COUNTS = [5, 10, 20, 50] as const;

/** /admin/activity: the search, action filter, time range and show count of docs/product.md part 2 §2 'Admin activity'. */
export const ActivityQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default(""),
  kind: z.enum([...ACTIVITY_KINDS, "all"]).default("all"),
  range: z.enum(ACTIVITY_RANGES).default("all"),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (ACTIVITY_SHOW_COUNTS as readonly number[]).includes(n), "Show 5, 10, 20 or 50.")
    .default(20),
  /** Pages of `limit` activities, by date: newest first unless asked otherwise. */
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivitySchema = z.object({
  at: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** What happened, e.g. 'Quiz finished', 'competition.cancelled'. */
  action: z.string(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  quiz: z.string().nullable(),
  score: z.number().int().nullable(),
  seconds: z.number().int().nullable(),
  detail: z.string().nullable(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityReportSchema = z.object({
  /** Over everything the search, action and range keep: `total` is also what the pages share. */
  counters: z.object({
    total: z.number().int(),
    activeUsers: z.number().int() /** Null when no quiz in the window has finished: an average of nothing is not 0. */,
    averageScore: z.number().int().nullable(),
    last24h: z.number().int(),
  }),
  activities: z.array(ActivitySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityReport = z.infer<typeof ActivityReportSchema>;
