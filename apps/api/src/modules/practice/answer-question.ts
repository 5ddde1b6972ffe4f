import { and, eq, isNull } from "drizzle-orm";
import { STUDY_MESSAGES, type PracticeSession } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { practiceItem } from "../../db/schema.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { countStudyDay } from "../streaks/service.ts";
import { settle } from "./draw-question.ts";
import { inSession, latestItems, presentSession } from "./practice-store.ts";

type Refusal = "ended" | "unknown" | "answered" | "withdrawn";

const refusals: Record<Refusal, () => AppError> = {
  ended: () => conflict("PRACTICE_ENDED", STUDY_MESSAGES.practiceEnded),
  unknown: () => notFound("Question not found."),
  answered: () => conflict("ALREADY_ANSWERED", STUDY_MESSAGES.alreadyAnswered),
  withdrawn: () => conflict("QUESTION_WITHDRAWN", STUDY_MESSAGES.practiceWithdrawn),
};

/**
 * An answer to the question on screen, `choice` being the option's place as shown: stored as the
 * question's own option, and answered with the result — the only place a practice key reaches the
 * browser. A day with an answer counts for the streak, in the same transaction. A question that
 * went into play since it was drawn is refused without its key; it is withdrawn and another drawn
 * (kept, the refusal being returned rather than thrown), which the page reads next.
 */
export async function answerQuestion(
  db: Db,
  memberId: string,
  sessionId: string,
  answer: { position: number; choice: number },
  now: Date,
): Promise<PracticeSession> {
  const outcome = await inSession(db, memberId, sessionId, async (tx, session, learner): Promise<PracticeSession | { refused: Refusal }> => {
    if (session.endedAt) return { refused: "ended" };
    const [latest] = await latestItems(tx, session.id, now);
    if (!latest || latest.position !== answer.position) {
      // Every item but the newest is answered or withdrawn.
      const [earlier] = latest
        ? await tx
            .select()
            .from(practiceItem)
            .where(and(eq(practiceItem.sessionId, session.id), eq(practiceItem.position, answer.position)))
        : [];
      if (!earlier) return { refused: "unknown" };
      return { refused: earlier.withdrawnAt ? "withdrawn" : "answered" };
    }
    if (latest.withdrawn) return { refused: "withdrawn" };
    if (latest.chosenIndex !== null) return { refused: "answered" };
    if (latest.live) {
      await settle(tx, session, learner, now, { advance: false });
      return { refused: "withdrawn" };
    }
    const chosen = latest.optionOrder[answer.choice]!;
    const correct = chosen === latest.correctIndex;
    await tx
      .update(practiceItem)
      .set({ chosenIndex: chosen, correct, answeredAt: now })
      .where(and(eq(practiceItem.sessionId, session.id), eq(practiceItem.position, latest.position), isNull(practiceItem.chosenIndex)));
    await countStudyDay(tx, learner, now);
    return presentSession(tx, session, learner, { item: { ...latest, chosenIndex: chosen, correct }, stop: null, notice: null }, now);
  });
  if ("refused" in outcome) throw refusals[outcome.refused]();
  return outcome;
}
