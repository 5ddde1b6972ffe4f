import { STUDY_MESSAGES, type PracticeSession } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { conflict } from "../../lib/errors.ts";
import { settle } from "./draw-question.ts";
import { inSession, learnerOf, openSessionOf, presentSession } from "./practice-store.ts";

/**
 * The member's open session as the page resumes it, or null. Reading settles what is on screen: a
 * question that went into play since it was drawn is withdrawn and another drawn.
 */
export async function currentPractice(db: Db, memberId: string, now: Date): Promise<PracticeSession | null> {
  return db.transaction(async (tx) => {
    const session = await openSessionOf(tx, memberId);
    if (!session) return null;
    const learner = await learnerOf(tx, memberId);
    return presentSession(tx, session, learner, await settle(tx, session, learner, now, { advance: false }), now);
  });
}

/** One of the member's sessions (anyone else's is 404), settled as `currentPractice` settles it. */
export async function readPractice(db: Db, memberId: string, sessionId: string, now: Date): Promise<PracticeSession> {
  return inSession(db, memberId, sessionId, async (tx, session, learner) =>
    presentSession(tx, session, learner, await settle(tx, session, learner, now, { advance: false }), now),
  );
}

/** 'Next': draws the next question, or returns the unanswered one on screen unchanged (a double click draws nothing). */
export async function nextQuestion(db: Db, memberId: string, sessionId: string, now: Date): Promise<PracticeSession> {
  return inSession(db, memberId, sessionId, async (tx, session, learner) => {
    if (session.endedAt) throw conflict("PRACTICE_ENDED", STUDY_MESSAGES.practiceEnded);
    return presentSession(tx, session, learner, await settle(tx, session, learner, now, { advance: true }), now);
  });
}
