import { z } from "zod";

export const LEADERBOARD_WINDOWS = ["week", "month", "all"] as const;
export const LEADERBOARD_SIZE = 10;

export const LeaderboardQuerySchema = z.strictObject({ window: z.enum(LEADERBOARD_WINDOWS).default("all") });
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

/** A member's best result in the window; the name is never an email address. */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  score: z.number().int(),
  secondsUsed: z.number().int(),
  attempts: z.number().int(),
  finishedAt: z.string(),
  /** True on the signed-in viewer's own row. */
  isViewer: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardResponseSchema = z.object({
  window: z.enum(LEADERBOARD_WINDOWS),
  /** The first day (UTC) the window covers; null for all time. */
  since: z.string().nullable(),
  entries: z.array(LeaderboardEntrySchema),
  /** The signed-in viewer's own place, when they have a result in the window. */
  me: LeaderboardEntrySchema.nullable(),
  counters: z.object({
    /** Members with a result in the window. */
    activePlayers: z.number().int(),
    highestScore: z.number().int(),
    /** Members with any finished quiz, ever. */
    quizTakers: z.number().int(),
  }),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;
