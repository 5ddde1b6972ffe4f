import { randomBytes } from "node:crypto";
import { asc, desc, eq, lte, sql } from "drizzle-orm";
import {
  BOOKS,
  displayName,
  drawEventQuestions,
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
import { drawnForEvent, inSealedSupply } from "../questions/service.ts";
import { notFound } from "../../lib/errors.ts";

type EventRow = typeof liveEvent.$inferSelect;

const testamentOf = new Map(BOOKS.map((b) => [b.slug, b.testament]));

const asCandidates = (rows: Array<{ id: number; book: string; difficulty: EventCandidate["difficulty"] }>): EventCandidate[] =>
  rows.flatMap((r) => {
    const testament = testamentOf.get(r.book);
    return testament ? [{ id: r.id, testament, difficulty: r.difficulty }] : [];
  });

/**
 * The questions an event draws from: the sealed supply (docs/architecture.md §4 'Sealed and open'),
 * questions nobody outside the administrators has seen, never drawn before (a drawn question is
 * revealed at its event's close and never sealed again), in no open competition. Outside
 * development, never the repository's public sample pack.
 */
async function supplyCandidates(tx: Tx, refuseSample: boolean): Promise<EventCandidate[]> {
  return asCandidates(
    rowsOf(
      await tx.execute(sql`
        select q.id, q.book, q.difficulty from question q
        where q.book is not null and ${inSealedSupply(sql`q.id`, { refuseSample })}`),
    ),
  );
}

/**
 * An event and its questions never change once drawn, and every start and board of a Saturday
 * asks for them: each database handle keeps the ones it has read (one a week). The event is kept
 * as the read under way, so the crowd arriving as it opens waits on one read (and one draw)
 * rather than each queueing for the draw's lock with a connection of the pool. A Saturday whose
 * supply ran out is kept as 'none' for a minute, then tried again (an operator may import a pack).
 */
const eventCaches = new WeakMap<Db, { events: Map<string, { at: number; event: Promise<EventRow | null> }>; questions: Map<number, readonly number[]> }>();
function cacheOf(db: Db) {
  let cache = eventCaches.get(db);
  if (!cache) eventCaches.set(db, (cache = { events: new Map(), questions: new Map() }));
  return cache;
}
const NO_SUPPLY_RETRY_MS = 60_000;

/**
 * The event running now, its 25 questions drawn when the first member (or board) asks after it
 * opens; null outside the window, and null when the sealed supply cannot give 25: the event does
 * not open rather than ask a question whose key is known (EventWindow.unavailable says so). The
 * draw is made once, under an advisory lock keyed by the date, from a secret random seed kept with
 * the event: two instances opening it at once find the first one's draw and store it once.
 * `refuseSample` (outside development): the public sample pack is no supply.
 */
export async function openEvent(db: Db, now: Date, timeZone: string, refuseSample = false): Promise<EventRow | null> {
  const window = liveEventWindow(now, timeZone);
  if (!window.live) return null;
  const events = cacheOf(db).events;
  const kept = events.get(window.eventDate);
  if (kept) {
    const event = await kept.event.catch(() => null);
    if (event || Date.now() - kept.at < NO_SUPPLY_RETRY_MS) return kept.event;
  }
  const event = (async () => {
    const [existing] = await db.select().from(liveEvent).where(eq(liveEvent.eventDate, window.eventDate));
    return existing ?? (await drawEvent(db, window, refuseSample));
  })();
  events.set(window.eventDate, { at: Date.now(), event });
  // A failed read is not kept: the next request tries again.
  event.catch(() => events.delete(window.eventDate));
  return event;
}

async function drawEvent(db: Db, window: ReturnType<typeof liveEventWindow>, refuseSample: boolean): Promise<EventRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('berean.live_event'), hashtext(${window.eventDate}))`);
    const [again] = await tx.select().from(liveEvent).where(eq(liveEvent.eventDate, window.eventDate));
    if (again) return again;
    // A secret seed: nobody can work out a Saturday's set from the supply before it opens.
    const seed = `${window.eventDate}:${randomBytes(16).toString("hex")}`;
    const ids = drawEventQuestions(await supplyCandidates(tx, refuseSample), seed);
    // Never a short event, nor one made up from questions whose keys are known.
    if (ids.length < EVENT_QUESTION_COUNT) return null;
    const [created] = await tx.insert(liveEvent).values({ eventDate: window.eventDate, opensAt: window.opensAt, closesAt: window.closesAt, seed }).returning();
    await tx.insert(liveEventQuestion).values(ids.map((questionId, position) => ({ eventId: created!.id, position, questionId })));
    // Used: out of the supply, and revealed at the close.
    await drawnForEvent(tx, ids, window.closesAt);
    return created!;
  });
}

/** The event's questions in its own order. */
export async function eventQuestionIds(db: Db, eventId: number): Promise<readonly number[]> {
  const known = cacheOf(db).questions.get(eventId);
  if (known) return known;
  const rows = await db.select({ id: liveEventQuestion.questionId }).from(liveEventQuestion).where(eq(liveEventQuestion.eventId, eventId)).orderBy(asc(liveEventQuestion.position));
  const ids = rows.map((r) => r.id);
  cacheOf(db).questions.set(eventId, ids);
  return ids;
}

/** An event as members see it; in its hours without a row, it could not open (no sealed supply). */
const presentWindow = (row: EventRow | null, fallback: ReturnType<typeof liveEventWindow>, now: Date): EventWindow =>
  row
    ? { id: row.id, eventDate: row.eventDate, opensAt: row.opensAt.toISOString(), closesAt: row.closesAt.toISOString(), live: now >= row.opensAt && now < row.closesAt, unavailable: false }
    : { id: null, eventDate: fallback.eventDate, opensAt: fallback.opensAt.toISOString(), closesAt: fallback.closesAt.toISOString(), live: false, unavailable: fallback.live };

/** The window members see: the event running now, or the next one to open. */
export async function currentWindow(db: Db, now: Date, timeZone: string, refuseSample = false): Promise<EventWindow> {
  const window = liveEventWindow(now, timeZone);
  return presentWindow(window.live ? await openEvent(db, now, timeZone, refuseSample) : null, window, now);
}

type BoardRow = { user_id: string; full_name: string; email: string; score: number; seconds_used: number; rank: number };

/** The part of a board that is the same for every viewer, with the ids behind its entries. */
export interface SharedBoard {
  event: EventWindow;
  entries: Array<EventBoardEntry & { userId: string }>;
  finishers: number;
  lastClosed: EventBoard["lastClosed"];
}

// A result held for review is off the board until an admin clears it (docs/security.md 39).
const ENDED = sql`status in ('finished', 'expired') and held_reason is null`;
const entryOf = (r: BoardRow, viewerId: string | null): EventBoardEntry => ({ rank: r.rank, name: displayName(r.full_name, r.email), score: r.score, secondsUsed: r.seconds_used, isViewer: r.user_id === viewerId });

/**
 * An event's board, the same for everyone: finished results ranked by score, then fewer seconds,
 * then the earlier finish (the order of every board); the top 10 and how many finished.
 */
async function readTop(db: DbOrTx, eventId: number): Promise<Pick<SharedBoard, "entries" | "finishers">> {
  // The first ten in board order straight from attempt_live_event_board_idx, then ranked among
  // themselves: every result ahead of one of them is among them, so the rank is the board's.
  // (Ranking every finisher to keep ten was what grew with the event: 50 ms at 8,000 finishers.)
  const [top, [count]] = await Promise.all([
    db.execute(sql`
      select t.user_id, u.full_name, u.email, t.score, t.seconds_used,
             rank() over (order by t.score desc, t.seconds_used, t.finished_at)::int as rank
      from (
        select user_id, score, seconds_used, finished_at from attempt
        where live_event_id = ${eventId} and ${ENDED}
        order by score desc, seconds_used, finished_at, user_id
        limit 10
      ) t join "user" u on u.id = t.user_id
      order by rank, t.user_id`),
    db.execute(sql`select count(*)::int as n from attempt where live_event_id = ${eventId} and ${ENDED}`).then((r) => rowsOf<{ n: number }>(r)),
  ]);
  return { entries: rowsOf<BoardRow>(top).map((r) => ({ ...entryOf(r, null), userId: r.user_id })), finishers: count?.n ?? 0 };
}

/**
 * Viewers' places in one read, however many are watching: the board ranked once (in the order of
 * attempt_live_event_board_idx, so without sorting) and the viewers' rows kept.
 */
export async function readPlaces(db: DbOrTx, eventId: number, viewerIds: readonly string[]): Promise<Map<string, EventBoardEntry>> {
  if (viewerIds.length === 0) return new Map();
  const rows = rowsOf<BoardRow>(
    await db.execute(sql`
      select r.user_id, u.full_name, u.email, r.score, r.seconds_used, r.rank
      from (
        select user_id, score, seconds_used,
               rank() over (order by score desc, seconds_used, finished_at)::int as rank
        from attempt
        where live_event_id = ${eventId} and ${ENDED}
      ) r join "user" u on u.id = r.user_id
      where r.user_id in (${sql.join(viewerIds.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [r.user_id, entryOf(r, r.user_id)]));
}

/** One viewer's place (readPlaces for one). */
export async function readPlace(db: DbOrTx, eventId: number, viewerId: string): Promise<EventBoardEntry | null> {
  return (await readPlaces(db, eventId, [viewerId])).get(viewerId) ?? null;
}

/** A board as one viewer sees it: the shared part, their entries marked, and their place. */
export function viewBoard(shared: SharedBoard, viewerId: string | null, me: EventBoardEntry | null, timeZone: string): EventBoard {
  const entries = shared.entries.map(({ userId, ...entry }) => ({ ...entry, isViewer: userId === viewerId }));
  return { event: shared.event, siteTimeZone: timeZone, entries, me, finishers: shared.finishers, lastClosed: shared.lastClosed };
}

/** How long the last closed event's winners are kept: a board once final changes only when an admin judges a held result. */
const LAST_CLOSED_MS = 60_000;
const lastClosedCaches = new WeakMap<Db, { readAt: number; value: EventBoard["lastClosed"] }>();

/**
 * The last event to close, with its winners, for the board between two events (from the close
 * until the next opening). Every visit to the dashboard asks for the live board, so the read is
 * kept for a minute.
 */
async function readLastClosed(db: Db, now: Date): Promise<EventBoard["lastClosed"]> {
  const kept = lastClosedCaches.get(db);
  if (kept && now.getTime() >= kept.readAt && now.getTime() - kept.readAt < LAST_CLOSED_MS) return kept.value;
  const [row] = await db.select().from(liveEvent).where(lte(liveEvent.closesAt, now)).orderBy(desc(liveEvent.closesAt)).limit(1);
  let value: EventBoard["lastClosed"] = null;
  if (row) {
    const top = await readTop(db, row.id);
    const event = { id: row.id, eventDate: row.eventDate, opensAt: row.opensAt.toISOString(), closesAt: row.closesAt.toISOString(), live: false, unavailable: false };
    value = { event, winners: top.entries.slice(0, 3).map(({ userId: _viewer, ...entry }) => ({ ...entry, isViewer: false })), finishers: top.finishers };
  }
  lastClosedCaches.set(db, { readAt: now.getTime(), value });
  return value;
}

/** A board for one viewer, from the shared part and their place. */
export async function boardFor(db: DbOrTx, shared: SharedBoard, viewerId: string | null, timeZone: string): Promise<EventBoard> {
  const me = viewerId && shared.event.id !== null ? await readPlace(db, shared.event.id, viewerId) : null;
  return viewBoard(shared, viewerId, me, timeZone);
}

/** The running event's window and shared board (empty while none runs). */
export async function readLiveShared(db: Db, now: Date, timeZone: string, refuseSample = false): Promise<SharedBoard> {
  const window = liveEventWindow(now, timeZone);
  const row = window.live ? await openEvent(db, now, timeZone, refuseSample) : null;
  const event = presentWindow(row, window, now);
  if (!row) return { event, entries: [], finishers: 0, lastClosed: await readLastClosed(db, now) };
  return { event, ...(await readTop(db, row.id)), lastClosed: null };
}

/** /events/live: the window, and while (or once) it runs, its board. */
export async function readLiveBoard(db: Db, viewerId: string | null, now: Date, timeZone: string, refuseSample = false): Promise<EventBoard> {
  return boardFor(db, await readLiveShared(db, now, timeZone, refuseSample), viewerId, timeZone);
}

/** A past (or running) event's board by id. */
export async function readEventBoard(db: Db, eventId: number, viewerId: string | null, now: Date, timeZone: string): Promise<EventBoard> {
  const [row] = await db.select().from(liveEvent).where(eq(liveEvent.id, eventId));
  if (!row) throw notFound("Event not found.");
  return boardFor(db, { event: presentWindow(row, liveEventWindow(now, timeZone), now), ...(await readTop(db, row.id)), lastClosed: null }, viewerId, timeZone);
}

/** /events: every event that has opened, newest first, with its finishers and winner. */
export async function listEvents(db: Db, now: Date): Promise<PastEvents> {
  const rows = rowsOf<{ id: number; event_date: string; opens_at: Date | string; closes_at: Date | string; finishers: number; full_name: string | null; email: string | null; score: number | null }>(
    await db.execute(sql`
      select e.id, e.event_date::text as event_date, e.opens_at, e.closes_at,
             (select count(*) from attempt a where a.live_event_id = e.id and a.status in ('finished', 'expired') and a.held_reason is null)::int as finishers,
             w.full_name, w.email, w.score
      from live_event e
      left join lateral (
        select u.full_name, u.email, a.score from attempt a join "user" u on u.id = a.user_id
        where a.live_event_id = e.id and a.status in ('finished', 'expired') and a.held_reason is null
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
