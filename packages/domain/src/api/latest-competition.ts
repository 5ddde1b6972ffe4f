import { z } from "zod";

/** The public board's 'Latest Competition' tab: the newest competition that has begun, and its top results. */
export const LatestCompetitionResponseSchema = z.object({
  competition: z
    .object({ id: z.number().int(), title: z.string(), startDate: z.string(), endDate: z.string(), status: z.string(), prizePoolCents: z.number().int() })
    .nullable(),
  entries: z.array(
    z.object({
      rank: z.number().int(),
      /** Never an email address. */
      name: z.string(),
      /** Percent correct. */
      score: z.number().int(),
      timeTaken: z.number().int(),
      /** 50 / 30 / 20 % of the pool to places 1–3 (frozen when completed, the standings' share before). */
      prizeCents: z.number().int(),
    }),
  ),
});
export type LatestCompetitionResponse = z.infer<typeof LatestCompetitionResponseSchema>;
