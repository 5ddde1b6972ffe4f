import { z } from "zod";
import { displayText } from "../text.ts";

export const ADMIN_ATTEMPTS_PAGE_SIZE = 25;
export const ADMIN_ATTEMPT_SORTS = ["date", "score", "user"] as const;

/** /admin/attempts: search (member name or email, quiz title), one member's only, sort and page, all done by the server. */
export const AdminAttemptsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default(""),
  /** One member's attempts (the admin user page). */
  userId: z.string().min(1).max(100).optional(),
  sort: z.enum(ADMIN_ATTEMPT_SORTS).default("date"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminAttemptsQuery = z.infer<typeof AdminAttemptsQuerySchema>;

export const AdminAttemptSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  quizTitle: z.string(),
  status: z.string(),
  score: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  secondsUsed: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  /** Why the result is held for review (off the boards until an admin clears or voids it); null when it stands. */
  heldReason: z.string().nullable(),
});
export type AdminAttempt = z.infer<typeof AdminAttemptSchema>;

export const AdminAttemptListSchema = z.object({
  attempts: z.array(AdminAttemptSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminAttemptList = z.infer<typeof AdminAttemptListSchema>;

export const AdminAttemptParamsSchema = z.strictObject({ attemptId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Voiding a result takes it off the boards and stats; the reason is kept, shown to the member and audit-logged. */
export const AdminAttemptVoidSchema = z.strictObject({
  reason: displayText("The reason", 500, { lines: true }).min(3, "Give a reason (at least 3 characters)."),
});
