import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { canShareResult, INVITE_CODE_ALPHABET, SHARE_CODE_LENGTH, SHARE_MESSAGES, type ResultShare } from "@berean/domain";
import type { Db, DbOrTx } from "../../db/client.ts";
import { attempt, resultShare, shareCardImage } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { ownScoreAt } from "../attempts/service.ts";

/** A new share code: SHARE_CODE_LENGTH characters drawn uniformly (crypto) from the invite alphabet, about 49.5 random bits. */
function newShareCode(): string {
  let code = "";
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

export const shareUrl = (appUrl: string, code: string) => `${appUrl}/r/${code}`;

/** The member's own result, or a 404 as for any row of another member's. */
async function ownAttempt(db: DbOrTx, userId: string, attemptId: number) {
  const [row] = await db
    .select({ mode: attempt.mode, status: attempt.status, heldReason: attempt.heldReason, liveEventId: attempt.liveEventId })
    .from(attempt)
    .where(and(eq(attempt.id, attemptId), eq(attempt.userId, userId)));
  if (!row) throw notFound("Result not found.");
  return row;
}

/**
 * Shares one of the member's results (docs/architecture.md §4 'Sharing'): a quiz or event attempt
 * that has ended and stands (canShareResult); anything else is refused with NOT_SHAREABLE.
 * Sharing again answers the same code.
 */
export async function shareResult(db: Db, userId: string, attemptId: number, appUrl: string, now = new Date()): Promise<ResultShare> {
  return db.transaction(async (tx) => {
    const row = await ownAttempt(tx, userId, attemptId);
    if ((await ownScoreAt(tx, row, now)) !== null) throw conflict("RESULT_SEALED", SHARE_MESSAGES.sealed);
    if (!canShareResult({ mode: row.mode, status: row.status, held: row.heldReason !== null })) throw conflict("NOT_SHAREABLE", SHARE_MESSAGES.notShareable);
    const [kept] = await tx.select({ code: resultShare.code }).from(resultShare).where(eq(resultShare.attemptId, attemptId));
    if (kept) return { code: kept.code, url: shareUrl(appUrl, kept.code) };
    // A clash of two codes (one in 10^14 for a million shares) draws again; a share made meanwhile for this attempt is answered.
    for (;;) {
      const code = newShareCode();
      const [made] = await tx.insert(resultShare).values({ code, attemptId, userId }).onConflictDoNothing().returning({ code: resultShare.code });
      if (made) return { code, url: shareUrl(appUrl, code) };
      const [raced] = await tx.select({ code: resultShare.code }).from(resultShare).where(eq(resultShare.attemptId, attemptId));
      if (raced) return { code: raced.code, url: shareUrl(appUrl, raced.code) };
    }
  });
}

/**
 * Stops sharing: the link answers 404 from now on, and its drawn card (the member's name on it)
 * goes with it. Stopping what is not shared changes nothing.
 */
export async function stopSharing(db: Db, userId: string, attemptId: number): Promise<void> {
  await ownAttempt(db, userId, attemptId);
  const stopped = await db
    .delete(resultShare)
    .where(and(eq(resultShare.attemptId, attemptId), eq(resultShare.userId, userId)))
    .returning({ code: resultShare.code });
  for (const { code } of stopped) await db.delete(shareCardImage).where(and(eq(shareCardImage.kind, "result"), eq(shareCardImage.code, code)));
}

/** Whether the member's result is shared now, and its link. */
export async function myShare(db: Db, userId: string, attemptId: number, appUrl: string): Promise<ResultShare | null> {
  await ownAttempt(db, userId, attemptId);
  const [kept] = await db
    .select({ code: resultShare.code })
    .from(resultShare)
    .where(and(eq(resultShare.attemptId, attemptId), eq(resultShare.userId, userId)));
  return kept ? { code: kept.code, url: shareUrl(appUrl, kept.code) } : null;
}
