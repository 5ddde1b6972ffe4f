import { desc, eq, lte, sql } from "drizzle-orm";
import { displayName, liveEventWindow, type EventBoard, type EventBoardEntry, type EventProgress, type EventWindow, type PastEvents } from "@berean/domain";
import { rowsOf, type Db, type DbOrTx } from "../../db/client.ts";
import { liveEvent } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { openEvent, presentWindow, type EventRow } from "./event-store.ts";

/*
 * The live board (docs/architecture.md §4 'The Saturday live event', §4 'Sealed and open'). While an
 * event runs its questions are sealed, and so is everything counted from them: the board says who is
 * playing and who has finished, with their finish times, never a score, a count of right answers or a
 * rank (38 burner accounts once solved all 25 keys from finish counts in 143 s). At the close it turns
 * into the final board: ranked results, the podium, each viewer's place.
 */

type BoardRow = { user_id: string; full_name: string; email: string; score: number; seconds_used: number; rank: number };

/** The part of a board that is the same for every viewer, with the ids behind its entries. */
export interface SharedBoard {
  event: EventWindow;
  /** Whether it is the final board (the event has closed): ranked, with scores. */
  final: boolean;
  entries: Array<EventBoardEntry & { userId: string }>;
  finishers: number;
  playing: number;
  recent: Array<{ userId: string; name: string; finishedAt: string }>;
  lastClosed: EventBoard["lastClosed"];
}

// A result held for review is off the final board until an admin clears it (docs/security.md 39).
const ENDED = sql`status in ('finished', 'expired') and held_reason is null`;
const FINISHED = sql`status in ('finished', 'expired')`;
const RECENT_FINISHERS = 10;
const entryOf = (r: BoardRow, viewerId: string | null): EventBoardEntry => ({
  rank: r.rank,
  name: displayName(r.full_name, r.email),
  score: r.score,
  secondsUsed: r.seconds_used,
  isViewer: r.user_id === viewerId,
});

/**
 * A closed event's final board, the same for everyone: finished results ranked by score, then fewer
 * seconds, then the earlier finish (the order of every board); the top 10 and how many finished.
 */
async function readTop(db: DbOrTx, eventId: number): Promise<Pick<SharedBoard, "entries" | "finishers">> {
  // The first ten in board order straight from attempt_live_event_board_idx, then ranked among
  // themselves: every result ahead of one of them is among them, so the rank is the board's.
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

/** A running event: how many finished and are playing, and the latest to finish (names and times only). */
async function readRunning(db: DbOrTx, eventId: number): Promise<Pick<SharedBoard, "finishers" | "playing" | "recent">> {
  const [recent, [counts]] = await Promise.all([
    db.execute(sql`
      select a.user_id, u.full_name, u.email, a.finished_at from attempt a join "user" u on u.id = a.user_id
      where a.live_event_id = ${eventId} and a.${FINISHED}
      order by a.finished_at desc, a.id desc limit ${RECENT_FINISHERS}`),
    db
      .execute(sql`
        select count(*) filter (where ${FINISHED})::int as finishers, count(*) filter (where status = 'in_progress')::int as playing
        from attempt where live_event_id = ${eventId}`)
      .then((r) => rowsOf<{ finishers: number; playing: number }>(r)),
  ]);
  return {
    finishers: counts?.finishers ?? 0,
    playing: counts?.playing ?? 0,
    recent: rowsOf<{ user_id: string; full_name: string; email: string; finished_at: Date | string }>(recent).map((r) => ({
      userId: r.user_id,
      name: displayName(r.full_name, r.email),
      finishedAt: new Date(r.finished_at).toISOString(),
    })),
  };
}

/** A viewer's own standing with one event: their place once it is final, or whether they are playing or have finished while it runs. */
export interface ViewerStanding {
  place: EventBoardEntry | null;
  progress: EventProgress | null;
}

/**
 * Viewers' standings in one read, however many are watching: on a final board their places (the
 * board ranked once, in the order of attempt_live_event_board_idx), while it runs their progress.
 */
export async function readStandings(db: DbOrTx, eventId: number, final: boolean, viewerIds: readonly string[]): Promise<Map<string, ViewerStanding>> {
  if (viewerIds.length === 0) return new Map();
  const ids = sql.join(
    viewerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  if (!final) {
    const rows = rowsOf<{ user_id: string; status: string }>(
      await db.execute(sql`select user_id, status from attempt where live_event_id = ${eventId} and user_id in (${ids}) and status <> 'abandoned'`),
    );
    return new Map(rows.map((r) => [r.user_id, { place: null, progress: r.status === "in_progress" ? "playing" : "finished" }]));
  }
  const rows = rowsOf<BoardRow>(
    await db.execute(sql`
      select r.user_id, u.full_name, u.email, r.score, r.seconds_used, r.rank
      from (
        select user_id, score, seconds_used,
               rank() over (order by score desc, seconds_used, finished_at)::int as rank
        from attempt
        where live_event_id = ${eventId} and ${ENDED}
      ) r join "user" u on u.id = r.user_id
      where r.user_id in (${ids})`),
  );
  return new Map(rows.map((r) => [r.user_id, { place: entryOf(r, r.user_id), progress: "finished" }]));
}

/** A board as one viewer sees it: the shared part, their entries marked, and their own standing. */
export function viewBoard(shared: SharedBoard, viewerId: string | null, mine: ViewerStanding | null, timeZone: string): EventBoard {
  return {
    event: shared.event,
    siteTimeZone: timeZone,
    entries: shared.entries.map(({ userId, ...entry }) => ({ ...entry, isViewer: userId === viewerId })),
    me: shared.final ? (mine?.place ?? null) : null,
    finishers: shared.finishers,
    playing: shared.playing,
    recent: shared.recent.map(({ userId, ...finisher }) => ({ ...finisher, isViewer: userId === viewerId })),
    myProgress: mine?.progress ?? null,
    lastClosed: shared.lastClosed,
  };
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
    const event = {
      id: row.id,
      eventDate: row.eventDate,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      live: false,
      unavailable: false,
    };
    value = { event, winners: top.entries.slice(0, 3).map(({ userId: _viewer, ...entry }) => ({ ...entry, isViewer: false })), finishers: top.finishers };
  }
  lastClosedCaches.set(db, { readAt: now.getTime(), value });
  return value;
}

/** The shared board of one event at `now`: final (ranked) once it has closed, who is playing and who finished while it runs. */
async function sharedOf(db: DbOrTx, row: EventRow, event: EventWindow, now: Date, lastClosed: EventBoard["lastClosed"]): Promise<SharedBoard> {
  if (now >= row.closesAt) return { event, final: true, ...(await readTop(db, row.id)), playing: 0, recent: [], lastClosed };
  return { event, final: false, entries: [], ...(await readRunning(db, row.id)), lastClosed };
}

/** A board for one viewer, from the shared part and their standing. */
export async function boardFor(db: DbOrTx, shared: SharedBoard, viewerId: string | null, timeZone: string): Promise<EventBoard> {
  const mine = viewerId && shared.event.id !== null ? ((await readStandings(db, shared.event.id, shared.final, [viewerId])).get(viewerId) ?? null) : null;
  return viewBoard(shared, viewerId, mine, timeZone);
}

/** The running event's window and shared board (empty while none runs, with the last one's winners). */
export async function readLiveShared(db: Db, now: Date, timeZone: string, refuseSample = false): Promise<SharedBoard> {
  const window = liveEventWindow(now, timeZone);
  const row = window.live ? await openEvent(db, now, timeZone, refuseSample) : null;
  const event = presentWindow(row, window, now);
  if (!row) return { event, final: false, entries: [], finishers: 0, playing: 0, recent: [], lastClosed: await readLastClosed(db, now) };
  return sharedOf(db, row, event, now, null);
}

/** /events/live: the window, and while (or once) it runs, its board. */
export async function readLiveBoard(db: Db, viewerId: string | null, now: Date, timeZone: string, refuseSample = false): Promise<EventBoard> {
  return boardFor(db, await readLiveShared(db, now, timeZone, refuseSample), viewerId, timeZone);
}

/** An event's board by id: final once closed; while it runs, what the live board shows. */
export async function readEventBoard(db: Db, eventId: number, viewerId: string | null, now: Date, timeZone: string): Promise<EventBoard> {
  const [row] = await db.select().from(liveEvent).where(eq(liveEvent.id, eventId));
  if (!row) throw notFound("Event not found.");
  return boardFor(db, await sharedOf(db, row, presentWindow(row, liveEventWindow(now, timeZone), now), now, null), viewerId, timeZone);
}

/** /events: every event that has opened, newest first, with its finishers (a hold shows only once it has closed) and, once it has closed, its winner. */
export async function listEvents(db: Db, now: Date): Promise<PastEvents> {
  const rows = rowsOf<{
    id: number;
    event_date: string;
    opens_at: Date | string;
    closes_at: Date | string;
    finishers: number;
    full_name: string | null;
    email: string | null;
    score: number | null;
  }>(
    await db.execute(sql`
      select e.id, e.event_date::text as event_date, e.opens_at, e.closes_at,
             (select count(*) from attempt a where a.live_event_id = e.id and a.status in ('finished', 'expired')
                and (a.held_reason is null or e.closes_at > ${now.toISOString()}::timestamptz))::int as finishers,
             w.full_name, w.email, w.score
      from live_event e
      left join lateral (
        select u.full_name, u.email, a.score from attempt a join "user" u on u.id = a.user_id
        where a.live_event_id = e.id and a.status in ('finished', 'expired') and a.held_reason is null
          and e.closes_at <= ${now.toISOString()}::timestamptz
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
