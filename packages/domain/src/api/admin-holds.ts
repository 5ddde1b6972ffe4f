import { z } from "zod";
import { displayText } from "../text.ts";
import { RowIdParam } from "./ids.ts";

/**
 * Results held for review (docs/security.md 39, domain review-hold): quiz and event attempts, and
 * competition results, answered faster than a person can read. Admins see them at /admin/attempts
 * under 'Held for review' and clear them (they join the boards, prizes and certificates) or void
 * them (they never do); both are audit-logged.
 */
export const HELD_KINDS = ["attempt", "competition"] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

export const HeldResultSchema = z.object({
  kind: z.enum(HELD_KINDS),
  /** The attempt's id, or the competition result's. */
  id: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  /** The quiz's title (the Saturday event's for an event attempt) or the competition's. */
  title: z.string(),
  score: z.number().int(),
  correct: z.number().int(),
  questions: z.number().int(),
  secondsUsed: z.number().int(),
  finishedAt: z.string(),
  heldAt: z.string(),
  reason: z.string(),
});
export type HeldResult = z.infer<typeof HeldResultSchema>;

export const HeldResultListSchema = z.object({ held: z.array(HeldResultSchema) });
export type HeldResultList = z.infer<typeof HeldResultListSchema>;

export const HeldResultParamsSchema = z.strictObject({ kind: z.enum(HELD_KINDS), id: RowIdParam });

export const HOLD_DECISIONS = ["clear", "void"] as const;
/** Clearing lets the result stand; voiding keeps it off for good, with the note as its reason (shown to the member). */
export const HoldDecisionSchema = z.strictObject({
  decision: z.enum(HOLD_DECISIONS),
  note: displayText("The note", 500, { lines: true }).min(3, "Give a reason (at least 3 characters)."),
});
export type HoldDecision = z.infer<typeof HoldDecisionSchema>;

export const HOLD_MESSAGES = {
  notHeld: "This result is not held for review.",
} as const;
