import { z } from "zod";

/** The live figures of the public stat strips (docs/architecture.md §4 'Figures': never the specifications' marketing numbers). */
export const SiteStatsSchema = z.object({
  members: z.number().int(),
  questions: z.number().int(),
  /** Finished quiz attempts. */
  attempts: z.number().int(),
  /** Mean score of finished attempts, rounded; null before the first one. */
  averageScore: z.number().int().nullable(),
});
export type SiteStats = z.infer<typeof SiteStatsSchema>;
