import { eq } from "drizzle-orm";
import type { PracticeSession } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { practiceSession } from "../../db/schema.ts";
import { inSession, presentSession } from "./practice-store.ts";

/** 'End': the session closes (again, harmlessly) and shows its tally: right, wrong, by book. */
export async function endPractice(db: Db, memberId: string, sessionId: string, now: Date): Promise<PracticeSession> {
  return inSession(db, memberId, sessionId, async (tx, session, learner) => {
    const ended = session.endedAt ? session : { ...session, endedAt: now };
    if (!session.endedAt) await tx.update(practiceSession).set({ endedAt: now }).where(eq(practiceSession.id, session.id));
    return presentSession(tx, ended, learner, { item: null, stop: "ended", notice: null }, now);
  });
}
