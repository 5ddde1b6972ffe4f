import { sql } from "drizzle-orm";
import { displayName, type SharedResult } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";

type SharedRow = {
  attempt_id: number;
  mode: string;
  full_name: string;
  email: string;
  quiz_title: string;
  score: number;
  seconds_used: number;
  ended_at: string;
  day: string;
  quiz_id: number | null;
  live_event_id: number | null;
};

/** A result stands as the boards count it: ended, not held for review, not voided or abandoned. */
const stands = (alias: string) => sql.raw(`${alias}.status in ('finished', 'expired') and ${alias}.held_reason is null`);
/** When it ended: an attempt the deadline ended may carry no finish of its own. */
const endedAt = (alias: string) => sql.raw(`coalesce(${alias}.finished_at, ${alias}.deadline_at)`);

/**
 * Its place among the results it is ranked with (docs/architecture.md §4 'Sharing'): an event
 * attempt on that event's board, a quiz attempt among that quiz's standing results, ordered as the
 * boards are (score, then fewer seconds used, then the earlier finish; exact ties share a place).
 * One count over the quiz's or the event's attempts, by their indexes.
 */
async function placeOf(db: Db, row: SharedRow): Promise<{ place: number; of: number }> {
  const among = row.mode === "event" ? sql`o.live_event_id = ${row.live_event_id} and o.mode = 'event'` : sql`o.quiz_id = ${row.quiz_id} and o.mode = 'quiz'`;
  const [counted] = rowsOf<{ ahead: number; of: number }>(
    await db.execute(sql`
      select count(*) filter (where o.score > ${row.score}
          or (o.score = ${row.score} and o.seconds_used < ${row.seconds_used})
          or (o.score = ${row.score} and o.seconds_used = ${row.seconds_used} and ${endedAt("o")} < ${row.ended_at}::timestamptz))::int as ahead,
        count(*)::int as of
      from attempt o where ${among} and ${stands("o")}`),
  );
  return { place: (counted?.ahead ?? 0) + 1, of: counted?.of ?? 1 };
}

/**
 * What a shared result shows anyone: the member's display name (never the email), the quiz, the
 * score, the place and the day it was finished in the site's zone. Null when nothing is shared
 * under the code, or the result has stopped standing since (held or voided): the page is a 404.
 */
export async function readSharedResult(db: Db, code: string, timeZone: string): Promise<SharedResult | null> {
  const [row] = rowsOf<SharedRow>(
    await db.execute(sql`
      select a.id as attempt_id, a.mode, u.full_name, u.email, q.title as quiz_title, a.score, a.seconds_used,
        ${endedAt("a")}::text as ended_at, (${endedAt("a")} at time zone ${timeZone})::date::text as day, a.quiz_id, a.live_event_id
      from result_share s
      join attempt a on a.id = s.attempt_id and a.user_id = s.user_id
      join "user" u on u.id = a.user_id
      join quiz q on q.id = a.quiz_id
      where s.code = ${code} and a.mode in ('quiz', 'event') and ${stands("a")}`),
  );
  if (!row) return null;
  const { place, of } = await placeOf(db, row);
  return {
    name: displayName(row.full_name, row.email),
    quizTitle: row.quiz_title,
    kind: row.mode === "event" ? "event" : "quiz",
    score: row.score,
    place,
    of,
    date: row.day,
  };
}
