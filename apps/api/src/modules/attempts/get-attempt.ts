import { and, eq } from "drizzle-orm";
import type { AttemptView } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { presentAttempt } from "./attempt-store.ts";
import { expireOverdueAttempts } from "./expire-attempts.ts";

/** The member's own attempt for the quiz page (reload, resume); an overdue one is finished first. */
export async function getAttempt(db: Db, memberId: string, attemptId: number, now: Date): Promise<AttemptView> {
  await expireOverdueAttempts(db, now, { userId: memberId });
  const [row] = await db
    .select()
    .from(attempt)
    .where(and(eq(attempt.id, attemptId), eq(attempt.userId, memberId)));
  if (!row) throw notFound("Attempt not found.");
  return presentAttempt(db, row, now);
}
