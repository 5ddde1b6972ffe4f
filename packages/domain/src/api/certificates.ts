import { z } from "zod";

/** Recognition (docs/architecture.md §4 'Recognition'): certificates from final results, verified by code, and badges. */
export const ACHIEVEMENTS = ["first", "second", "third", "participation"] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];

export const ACHIEVEMENT_LABELS: Record<Achievement, string> = { first: "1st place", second: "2nd place", third: "3rd place", participation: "Participation" };

/** The achievement a final rank earns: the podium, or taking part. */
export function achievementOf(rank: number): Achievement {
  return rank === 1 ? "first" : rank === 2 ? "second" : rank === 3 ? "third" : "participation";
}

/** 24 base64url characters: 144 random bits. */
export const CERTIFICATE_CODE = /^[A-Za-z0-9_-]{24}$/;
export const CertificateCodeParamsSchema = z.strictObject({ code: z.string().regex(CERTIFICATE_CODE, "Not a certificate code.") });

export const CertificateSchema = z.object({
  code: z.string(),
  kind: z.enum(["event", "competition"]),
  title: z.string(),
  achievement: z.enum(ACHIEVEMENTS),
  rank: z.number().int(),
  ofN: z.number().int(),
  score: z.number().int(),
  scoreUnit: z.enum(["points", "percent"]),
  awardedOn: z.string(),
  /** The result behind it no longer stands (voided, or its entry refunded): it verifies as revoked. */
  revoked: z.boolean(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const BadgeSchema = z.object({ id: z.string(), label: z.string(), description: z.string(), earned: z.boolean() });
export type Badge = z.infer<typeof BadgeSchema>;

export const MyRecognitionSchema = z.object({ certificates: z.array(CertificateSchema), badges: z.array(BadgeSchema) });
export type MyRecognition = z.infer<typeof MyRecognitionSchema>;

/** What the public verification page shows: never the email. */
export const CertificateVerificationSchema = CertificateSchema.omit({ code: true }).extend({ name: z.string() });
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

export const STREAK_MILESTONES = [7, 30, 100] as const;
