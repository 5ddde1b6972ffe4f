import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateLimit } from "../db/schema.ts";

/**
 * Counts of events per key in fixed windows, kept in the database so they hold across instances
 * and restarts (docs/security.md 44). They live in Better Auth's rate-limit table beside its own rows,
 * whose keys are an address and a path; ours carry a prefix of their own (`sign-in:`, `mail:`),
 * and `last_request` holds the start of the key's window.
 */

/** Counts one more event for `key` and returns the window's count, this one included. One statement: concurrent counts never get lost. */
export async function countInWindow(db: DbOrTx, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const expired = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}

/** Forgets `key`'s count (a success ends a run of failures). */
export async function clearCount(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}
