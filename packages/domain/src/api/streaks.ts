import { z } from "zod";

export const ReadingSchema = z.object({
  /** Position in the reading plan (0-based). */
  index: z.number().int(),
  reference: z.string(),
  reflection: z.string(),
  /** The passage in the KJV, verse by verse. */
  verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const StreakStateSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  totalDaysRead: z.number().int(),
  lastReadDate: z.string().nullable(),
  readToday: z.boolean(),
});
export type StreakState = z.infer<typeof StreakStateSchema>;

/** GET /api/streak and POST /api/streak/read: today's passage and the streak as of today. */
export const StreakResponseSchema = z.object({
  today: z.string(),
  reading: ReadingSchema,
  streak: StreakStateSchema,
});
export type StreakResponse = z.infer<typeof StreakResponseSchema>;

/** One entry of content/reading-plan.json. */
export const ReadingPlanEntrySchema = z.strictObject({
  reference: z.string().min(3),
  reflection: z.string().trim().min(20).max(400),
});
export type ReadingPlanEntry = z.infer<typeof ReadingPlanEntrySchema>;
