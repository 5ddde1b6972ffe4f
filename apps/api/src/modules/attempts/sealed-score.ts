import { eq, sql, type SQL } from "drizzle-orm";
import { mayDisclose, STRANGER } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { liveEvent } from "../../db/schema.ts";

/*
 * A Saturday event attempt's score, counts, place and hold are sealed with its questions until the
 * event closes (docs/architecture.md §4 'Sealed and open'; domain mayDisclose): a score or a count of
 * right answers is an oracle (38 burner accounts once solved all 25 keys from finish counts in
 * 143 s). Its own member sees that the answers are in, and when the rest shows; nobody else sees it
 * anywhere before the close (the boards take event results at the close).
 */

/** In SQL, for the attempt `alias` of the caller's query: its score is sealed at `now`. */
export const scoreSealed = (alias: string, now: Date): SQL =>
  sql`exists (select 1 from live_event sealed_by where sealed_by.id = ${sql.raw(alias)}.live_event_id and sealed_by.closes_at > ${now.toISOString()}::timestamptz)`;

/** When the attempt's own member may read its score: null now, or the close of the event that seals it. */
export async function ownScoreAt(db: DbOrTx, row: { liveEventId: number | null }, now: Date): Promise<Date | null> {
  if (row.liveEventId === null) return null;
  const [event] = await db.select({ closesAt: liveEvent.closesAt }).from(liveEvent).where(eq(liveEvent.id, row.liveEventId));
  if (!event) return null;
  const access = event.closesAt > now ? "sealed" : "open";
  // The member's own attempt, and no paid entry in it: the rule's answer for a sealed score is no.
  return mayDisclose("score", { ...STRANGER, access, own: true }) ? null : event.closesAt;
}
