import { z } from "zod";
import { RowIdParam } from "./ids.ts";
import { QuestionPosition } from "./attempts.ts";
import { parseReference } from "../references.ts";
import { displayText } from "../text.ts";

/** Answer challenges (docs/architecture.md §4 'Answer challenges'): a member doubts a question's key from a result; admins resolve them. */
export const CHALLENGE_STATUSES = ["open", "rejected", "corrected"] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export const CHALLENGE_MESSAGES = {
  once: "You have already challenged this question.",
  notAsked: "That question was not part of this result.",
  notYet: "Challenges open with the answers, when the event closes.",
  badReference: "Use a reference like 'Genesis 6:14' in one of the 66 books.",
  alreadyResolved: "This question has no open challenges.",
} as const;

export const ChallengeCreateSchema = z.strictObject({
  /** The question's place in the result's review. */
  position: QuestionPosition,
  reason: displayText("The reason", 1000, { lines: true }).min(10, "Tell us what is wrong in a sentence or two (at least 10 characters)."),
  reference: displayText("The reference", 60)
    .refine((r) => r === "" || parseReference(r) !== null, CHALLENGE_MESSAGES.badReference)
    .default(""),
});
export type ChallengeCreate = z.infer<typeof ChallengeCreateSchema>;

/** What the member sees of their own challenge on the result. */
export const MyChallengeSchema = z.object({ status: z.enum(CHALLENGE_STATUSES), note: z.string().nullable() });
export type MyChallenge = z.infer<typeof MyChallengeSchema>;

export const VerseTextSchema = z.object({ reference: z.string(), text: z.string().nullable() });
export type VerseText = z.infer<typeof VerseTextSchema>;

/** One queue item: a question with its open challenges. */
export const ChallengeQueueItemSchema = z.object({
  questionId: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).length(4),
  correctIndex: z.number().int(),
  book: z.string().nullable(),
  reference: z.string().nullable(),
  difficulty: z.string(),
  topics: z.array(z.string()),
  explanation: z.string().nullable(),
  cited: VerseTextSchema.nullable(),
  /** How many members challenged it (open). */
  members: z.number().int(),
  flaggedByAnalysis: z.boolean(),
  analysis: z.object({ answered: z.number().int(), percentCorrect: z.number().int().nullable(), discrimination: z.number().nullable() }),
  challenges: z.array(
    z.object({
      id: z.number().int(),
      source: z.enum(["member", "analysis"]),
      memberName: z.string().nullable(),
      reason: z.string(),
      proposed: VerseTextSchema.nullable(),
      createdAt: z.string(),
    }),
  ),
  oldestAt: z.string(),
});
export type ChallengeQueueItem = z.infer<typeof ChallengeQueueItemSchema>;

export const ChallengeQueueSchema = z.object({
  items: z.array(ChallengeQueueItemSchema),
  resolved: z.array(
    z.object({
      questionId: z.number().int(),
      question: z.string(),
      status: z.enum(["rejected", "corrected"]),
      note: z.string().nullable(),
      resolvedAt: z.string(),
      challenges: z.number().int(),
    }),
  ),
});
export type ChallengeQueue = z.infer<typeof ChallengeQueueSchema>;

export const ChallengeQuestionParamsSchema = z.strictObject({ questionId: RowIdParam });

export const ChallengeRejectSchema = z.strictObject({
  note: displayText("The note", 1000, { lines: true }).min(3, "Write a note for the members who raised it."),
});
export type ChallengeReject = z.infer<typeof ChallengeRejectSchema>;
