import { asc, eq, sql } from "drizzle-orm";
import {
  BOOKS,
  displayName,
  drawEventQuestions,
  EVENT_NO_REPEAT_WEEKS,
  EVENT_QUESTION_COUNT,
  liveEventWindow,
  type EventBoard,
  type EventBoardEntry,
  type EventCandidate,
  type EventWindow,
  type PastEvents,
} from "@berean/domain";
import { rowsOf, type Db, type DbOrTx, type Tx } from "../../db/client.ts";
import { liveEvent, liveEventQuestion } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

type EventRow = typeof liveEvent.$inferSelect;

const testamentOf = new Map(BOOKS.map((b) => [b.slug, b.testament]));

/**
 * The questions an event may draw from: those of active quizzes' pools (which the public book
 * pages never show), with a book (to know the testament), not in an open competition's set,
 * and not asked by an event of the last 12 weeks.
 */
async function candidates(tx: Tx, eventDate: string, noRepeatWeeks: number): Promise<EventCandidate[]> {
  const rows = rowsOf<{ id: number; book: string; difficulty: EventCandidate["difficulty"] }>(
    await tx.execute(sql`
      select distinct q.id, q.book, q.difficulty
      from question q
      join quiz_question qq on qq.question_id = q.id
      join quiz z on z.id = qq.quiz_id and z.status = 'active'
      where q.book is not null
        and not exists (
          select 1 from competition_question cq join competition c on c.id = cq.competition_id
          where cq.question_id = q.id and c.status in ('upcoming', 'active'))
        and not exists (
          select 1 from live_event_question eq join live_event e on e.id = eq.event_id
          where eq.question_id = q.id and e.event_date >= ${eventDate}::date - ${noRepeatWeeks * 7}::int and e.event_date < ${eventDate}::date)`),
  );
  return rows.flatMap((r) => {
    const testament = testamentOf.get(r.book);
    return testament ? [{ id: r.id, testament, difficulty: r.difficulty }] : [];
  });
}

/**
 * The event running now, its 25 questions drawn when the first member (or board) asks after it
 * opens; null outside the window. The draw is seeded by the Saturday's date and made under an
 * advisory lock, so two instances opening it at once agree and store it once.
 */
export async function openEvent(db: Db, now: Date, timeZone: string): Promise<EventRow | null> {
  const window = liveEventWindow(now, timeZone);
  if (!window.live) return null;
  const [existing] = await db.select().from(liveEvent).where(eq(liveEvent.eventDate, window.eventDate));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('berean.live_event'), hashtext(${window.eventDate}))`);
    const [again] = await tx.select().from(liveEvent).where(eq(liveEvent.eventDate, window.eventDate));
    if (again) return again;
    const seed = `berean-live-event:${window.eventDate}`;
    const ids = drawEventQuestions(await candidates(tx, window.eventDate, EVENT_NO_REPEAT_WEEKS), seed);
    if (ids.length < EVENT_QUESTION_COUNT) {
      // A bank too small for 12 weeks without repeats: the rest from the questions asked longest ago rather than a short event.
      const taken = new Set(ids);
      const rest = (await candidates(tx, window.eventDate, 0)).filter((c) => !taken.has(c.id));
      ids.push(...drawEventQuestions(rest, `${seed}:fill`, EVENT_QUESTION_COUNT - ids.length));
    }
    const [created] = await tx.insert(liveEvent).values({ eventDate: window.eventDate, opensAt: window.opensAt, closesAt: window.closesAt, seed }).returning();
    if (ids.length) await tx.insert(liveEventQuestion).values(ids.map((questionId, position) => ({ eventId: created!.id, position, questionId })));
    return created!;
  });
}

/** The event's questions in its own order. */
export async function eventQuestionIds(db: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await db.select({ id: liveEventQuestion.questionId }).from(liveEventQuestion).where(eq(liveEventQuestion.eventId, eventId)).orderBy(asc(liveEventQuestion.position));
  return rows.map((r) => r.id);
}

const presentWindow = (row: EventRow | null, fallback: ReturnType<typeof liveEventWindow>, now: Date): EventWindow =>
  row
    ? { id: row.id, eventDate: row.eventDate, opensAt: row.opensAt.toISOString(), closesAt: row.closesAt.toISOString(), live: now >= row.opensAt && now < row.closesAt }
    : { id: null, eventDate: fallback.eventDate, opensAt: fallback.opensAt.toISOString(), closesAt: fallback.closesAt.toISOString(), live: fallback.live };

/** The window members see: the event running now, or the next one to open. */
export async function currentWindow(db: Db, now: Date, timeZone: string): Promise<EventWindow> {
  const window = liveEventWindow(now, timeZone);
  return presentWindow(window.live ? await openEvent(db, now, timeZone) : null, window, now);
}

type BoardRow = { user_id: string; full_name: string; email: string; score: number; seconds_used: number; rank: number };

/**
 * An event's board: finished results ranked by score, then fewer seconds, then the earlier finish
 * (the order of every board); the top 10, the viewer's own place and how many finished.
 */
async function readBoard(db: DbOrTx, eventId: number, viewerId: string | null): Promise<Pick<EventBoard, "entries" | "me" | "finishers">> {
  const ranked = sql`
    select a.user_id, u.full_name, u.email, a.score, a.seconds_used,
           rank() over (order by a.score desc, a.seconds_used, a.finished_at)::int as rank
    from attempt a join "user" u on u.id = a.user_id
    where a.live_event_id = ${eventId} and a.status in ('finished', 'expired')`;
  const [top, [count], mine] = await Promise.all([
    db.execute(sql`${ranked} order by rank, a.user_id limit 10`),
    db.execute(sql`select count(*)::int as n from attempt where live_event_id = ${eventId} and status in ('finished', 'expired')`).then((r) => rowsOf<{ n: number }>(r)),
    viewerId ? db.execute(sql`select * from (${ranked}) r where r.user_id = ${viewerId}`) : Promise.resolve(null),
  ]);
  const entry = (r: BoardRow): EventBoardEntry => ({ rank: r.rank, name: displayName(r.full_name, r.email), score: r.score, secondsUsed: r.seconds_used, isViewer: r.user_id === viewerId });
  const [me] = mine ? rowsOf<BoardRow>(mine) : [];
  return { entries: rowsOf<BoardRow>(top).map(entry), me: me ? entry(me) : null, finishers: count?.n ?? 0 };
}

/** /events/live: the window, and while (or once) it runs, its board. */
export async function readLiveBoard(db: Db, viewerId: string | null, now: Date, timeZone: string): Promise<EventBoard> {
  const window = liveEventWindow(now, timeZone);
  const row = window.live ? await openEvent(db, now, timeZone) : null;
  const event = presentWindow(row, window, now);
  if (!row) return { event, siteTimeZone: timeZone, entries: [], me: null, finishers: 0 };
  return { event, siteTimeZone: timeZone, ...(await readBoard(db, row.id, viewerId)) };
}

/** A past (or running) event's board by id. */
export async function readEventBoard(db: Db, eventId: number, viewerId: string | null, now: Date, timeZone: string): Promise<EventBoard> {
  const [row] = await db.select().from(liveEvent).where(eq(liveEvent.id, eventId));
  if (!row) throw notFound("Event not found.");
  return { event: presentWindow(row, liveEventWindow(now, timeZone), now), siteTimeZone: timeZone, ...(await readBoard(db, row.id, viewerId)) };
}

/** /events: every event that has opened, newest first, with its finishers and winner. */
export async function listEvents(db: Db, now: Date): Promise<PastEvents> {
  const rows = rowsOf<{ id: number; event_date: string; opens_at: Date | string; closes_at: Date | string; finishers: number; full_name: string | null; email: string | null; score: number | null }>(
    await db.execute(sql`
      select e.id, e.event_date::text as event_date, e.opens_at, e.closes_at,
             (select count(*) from attempt a where a.live_event_id = e.id and a.status in ('finished', 'expired'))::int as finishers,
             w.full_name, w.email, w.score
      from live_event e
      left join lateral (
        select u.full_name, u.email, a.score from attempt a join "user" u on u.id = a.user_id
        where a.live_event_id = e.id and a.status in ('finished', 'expired')
        order by a.score desc, a.seconds_used, a.finished_at limit 1
      ) w on true
      where e.opens_at <= ${now.toISOString()}::timestamptz
      order by e.event_date desc
      limit 104`),
  );
  return {
    events: rows.map((r) => ({
      id: r.id,
      eventDate: r.event_date,
      opensAt: new Date(r.opens_at).toISOString(),
      closesAt: new Date(r.closes_at).toISOString(),
      finishers: r.finishers,
      winner: r.score === null ? null : { name: displayName(r.full_name ?? "", r.email ?? ""), score: r.score },
    })),
  };
}
