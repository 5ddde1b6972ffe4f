import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { BOOKS, drawEventQuestions, EVENT_QUESTION_COUNT, liveEventWindow, type EventCandidate, type EventWindow } from "@berean/domain";
import { rowsOf, type Db, type Tx } from "../../db/client.ts";
import { liveEvent, liveEventQuestion } from "../../db/schema.ts";
import { drawnForEvent, inSealedSupply } from "../questions/service.ts";

export type EventRow = typeof liveEvent.$inferSelect;

const testamentOf = new Map(BOOKS.map((b) => [b.slug, b.testament]));

type CandidateRow = {
  id: number;
  book: string;
  difficulty: EventCandidate["difficulty"];
  question: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_index: number;
  reference: string | null;
  further_references: string[] | null;
};
const asCandidates = (rows: CandidateRow[]): EventCandidate[] =>
  rows.flatMap((r) => {
    const testament = testamentOf.get(r.book);
    const references = r.reference ? [r.reference, ...(r.further_references ?? [])] : [];
    const text = {
      question: r.question,
      options: [r.option_a, r.option_b, r.option_c, r.option_d],
      answer: r.correct_index,
      reference: r.reference,
      references,
    };
    return testament ? [{ id: r.id, testament, difficulty: r.difficulty, text }] : [];
  });

/**
 * The questions an event draws from: the sealed supply (docs/architecture.md §4 'Sealed and open'),
 * questions nobody outside the administrators has seen, never drawn before (a drawn question is
 * revealed at its event's close and never sealed again), in no open competition. Outside
 * development, never the repository's public sample pack.
 */
async function supplyCandidates(tx: Tx, refuseSample: boolean): Promise<EventCandidate[]> {
  return asCandidates(
    rowsOf<CandidateRow>(
      await tx.execute(sql`
        select q.id, q.book, q.difficulty, q.question, q.option_a, q.option_b, q.option_c, q.option_d, q.correct_index, q.reference, q.further_references from question q
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
  const rows = await db
    .select({ id: liveEventQuestion.questionId })
    .from(liveEventQuestion)
    .where(eq(liveEventQuestion.eventId, eventId))
    .orderBy(asc(liveEventQuestion.position));
  const ids = rows.map((r) => r.id);
  cacheOf(db).questions.set(eventId, ids);
  return ids;
}

/** An event as members see it; in its hours without a row, it could not open (no sealed supply). */
export const presentWindow = (row: EventRow | null, fallback: ReturnType<typeof liveEventWindow>, now: Date): EventWindow =>
  row
    ? {
        id: row.id,
        eventDate: row.eventDate,
        opensAt: row.opensAt.toISOString(),
        closesAt: row.closesAt.toISOString(),
        live: now >= row.opensAt && now < row.closesAt,
        unavailable: false,
      }
    : {
        id: null,
        eventDate: fallback.eventDate,
        opensAt: fallback.opensAt.toISOString(),
        closesAt: fallback.closesAt.toISOString(),
        live: false,
        unavailable: fallback.live,
      };

/** The window members see: the event running now, or the next one to open. */
export async function currentWindow(db: Db, now: Date, timeZone: string, refuseSample = false): Promise<EventWindow> {
  const window = liveEventWindow(now, timeZone);
  return presentWindow(window.live ? await openEvent(db, now, timeZone, refuseSample) : null, window, now);
}
