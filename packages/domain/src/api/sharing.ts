import { z } from "zod";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "./groups.ts";
import { RowIdParam } from "./ids.ts";

/** Shared results at /r/{code} (docs/architecture.md §4 'Sharing'). */

/** A share code: as long as an invite code and drawn from the same alphabet without look-alikes. */
export const SHARE_CODE_LENGTH = INVITE_CODE_LENGTH;
export const SHARE_CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${SHARE_CODE_LENGTH}}$`);
export const ShareCodeParamsSchema = z.strictObject({ code: z.string().regex(SHARE_CODE, "Not a share code.") });

export const ShareAttemptParamsSchema = z.strictObject({ attemptId: RowIdParam });

/** The ways of playing whose results may be shared: a quiz and the Saturday event, which have a board to place them on. */
export const SHAREABLE_MODES = ["quiz", "event"] as const;

/**
 * A result may be shared once it has ended and stands (not held, voided or abandoned), for a quiz or
 * the Saturday event. Competitions rank on their own board, custom quizzes and games on none public.
 */
export function canShareResult(r: { mode: string; status: string; held: boolean; sealed?: boolean }): boolean {
  // A running Saturday event's result is sealed: its score and place wait for the close (docs/architecture.md §4 'Sealed and open').
  return (SHAREABLE_MODES as readonly string[]).includes(r.mode) && (r.status === "finished" || r.status === "expired") && !r.held && !r.sealed;
}

/** The preview image of every shared page: Open Graph's and Twitter's large card. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export const SHARE_MESSAGES = {
  notShareable: "Only a quiz or Saturday event result that has ended and stands can be shared.",
  sealed: "A Saturday event result can be shared once the event closes: its score and place are not known until then.",
  notFound: "This result is no longer shared.",
} as const;

/** A member's shared result: its code and the link to hand on. */
export const ResultShareSchema = z.object({ code: z.string(), url: z.string() });
export type ResultShare = z.infer<typeof ResultShareSchema>;

/** Whether the member's result is shared now (null when it is not). */
export const MyResultShareSchema = z.object({ share: ResultShareSchema.nullable() });
export type MyResultShare = z.infer<typeof MyResultShareSchema>;

/** What a shared result shows anyone: never a question, an answer or an email. */
export const SharedResultSchema = z.object({
  name: z.string(),
  quizTitle: z.string(),
  /** 'event' for the Saturday live event, ranked on that event's board. */
  kind: z.enum(["quiz", "event"]),
  score: z.number().int(),
  place: z.number().int(),
  of: z.number().int(),
  /** The calendar day (site's zone) it was finished, shown unshifted. */
  date: z.string(),
});
export type SharedResult = z.infer<typeof SharedResultSchema>;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** 'Alice scored 84 on the Genesis Quiz': the shared page's title and its card's headline. */
export const sharedResultHeadline = (r: Pick<SharedResult, "name" | "score" | "quizTitle">) => `${r.name} scored ${r.score} on the ${r.quizTitle}`;

/** '3rd of 41'. */
export const sharedResultPlace = (r: Pick<SharedResult, "place" | "of">) => `${ordinal(r.place)} of ${r.of}`;

/** The board a shared place was won on: the event's (that Saturday's), or everyone who took the quiz. */
export const sharedResultBoard = (r: Pick<SharedResult, "kind">) => (r.kind === "event" ? "on that Saturday's board" : "who took this quiz");

/** '3rd of 41 who took this quiz', '1st of 12 on that Saturday's board': a place never without its board. */
export const sharedResultPlaceOnBoard = (r: Pick<SharedResult, "place" | "of" | "kind">) => `${sharedResultPlace(r)} ${sharedResultBoard(r)}`;
