import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EventBoardSchema, EventParamsSchema, LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_MEMBER, PastEventsSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { onChange } from "../../lib/changes.ts";
import { LiveStreams } from "../../lib/live-streams.ts";
import { listEvents, readEventBoard, readLiveBoard, readLiveShared, readStandings, type SharedBoard, viewBoard, type ViewerStanding } from "./live-board.ts";

/** Live-board streams open at once on one instance, all viewers together. */
export const LIVE_BOARD_STREAMS_MAX = 5_000;
const TOO_MANY_WINDOWS = "The live board is already open in too many windows. Close one and try again.";
/**
 * Finishes close together are sent as one board: at most one push per stream in this time. This
 * keeps a finish on the board within the design's 2 s (docs/architecture.md §4 'The Saturday live event') with room for the read on a
 * slow database, and on a busy Saturday (17 finishes a second in bench:event) each watcher gets
 * about one board a second rather than two or three nobody could read.
 */
const COALESCE_MS = 800;

/**
 * The Saturday live event (docs/architecture.md §4 'The Saturday live event'): the board (while it
 * runs who is playing and who finished, never a score; once closed the top 10 and the viewer's place), pushed with
 * Server-Sent Events within moments of each finish on any instance (the change feed carries
 * `events` through PostgreSQL NOTIFY), and the past events with their final boards.
 */
export async function eventRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string; production?: boolean }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["events"];
  r.get(
    "/api/events/live",
    {
      schema: { tags, response: { 200: EventBoardSchema } },
      config: {
        access: "public",
        summary: "The Saturday live event: its window; while it runs who is playing and who finished, once closed the top 10 and the viewer's place",
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return readLiveBoard(deps.db, request.member?.id ?? null, new Date(), deps.timeZone, deps.production === true);
    },
  );
  r.get(
    "/api/events",
    { schema: { tags, response: { 200: PastEventsSchema } }, config: { access: "public", summary: "Past live events with their winners" } },
    async () => listEvents(deps.db, new Date()),
  );
  r.get(
    "/api/events/:eventId",
    {
      schema: { tags, params: EventParamsSchema, response: { 200: EventBoardSchema } },
      config: { access: "public", summary: "An event's board: final once it has closed" },
    },
    async (request) => readEventBoard(deps.db, request.params.eventId, request.member?.id ?? null, new Date(), deps.timeZone),
  );

  // Every stream of this instance pushes the same board: one read per burst of finishes serves
  // them all, and one serialisation serves every anonymous watcher (hundreds of watchers each
  // reading the whole board is what bench:event caught). The signed-in viewers' own standings come
  // from one more read for all of them (readStandings), however many.
  type Watcher = { viewerId: string | null; push(shared: SharedBoard, anonymous: string, standings: Map<string, ViewerStanding>): void; end(): void };
  const watchers = new Set<Watcher>();
  const streams = new LiveStreams(LIVE_BOARD_STREAMS_MAX, "The live board is open on too many screens right now. Please try again in a minute.", "live_board");
  let pending: NodeJS.Timeout | null = null;
  const refresh = async () => {
    pending = null;
    if (watchers.size === 0) return;
    try {
      const shared = await readLiveShared(deps.db, new Date(), deps.timeZone, deps.production === true);
      const anonymous = `event: board\ndata: ${JSON.stringify(viewBoard(shared, null, null, deps.timeZone))}\n\n`;
      const viewerIds = [...new Set([...watchers].flatMap((watcher) => (watcher.viewerId ? [watcher.viewerId] : [])))];
      const standings = shared.event.id === null ? new Map<string, ViewerStanding>() : await readStandings(deps.db, shared.event.id, shared.final, viewerIds);
      for (const watcher of watchers) watcher.push(shared, anonymous, standings);
    } catch (error) {
      app.log.warn({ err: error, event: "events.stream_read_failed" }, "live board read failed");
    }
  };
  const schedule = (delayMs = COALESCE_MS) => {
    if (!pending && watchers.size > 0) pending = setTimeout(() => void refresh(), delayMs);
  };
  const stopListening = onChange((change) => {
    if (change.topic === "events") schedule();
  });
  // The window opening or closing changes the board too: look again every minute.
  const minutely = setInterval(() => schedule(0), 60_000);
  minutely.unref();
  // Open streams end as the shutdown begins (preClose): the server waits for open requests before
  // its onClose hooks run, so a stream ended there kept SIGTERM from ever finishing (docs/security.md 43).
  app.addHook("preClose", async () => streams.endAll());
  app.addHook("onClose", async () => {
    stopListening();
    clearInterval(minutely);
    if (pending) clearTimeout(pending);
  });

  r.get(
    "/api/events/live/stream",
    {
      schema: { tags, summary: "The live board as Server-Sent Events ('board' events)" },
      config: { access: "public", summary: "The live board as Server-Sent Events" },
    },
    async (request, reply) => {
      const viewerId = request.member?.id ?? null;
      // Streams open at once per client on this instance (docs/security.md 44): a member's by
      // account, a visitor's by address; and all of them together.
      const client = viewerId
        ? { key: `member:${viewerId}`, limit: LIVE_STREAMS_PER_MEMBER, message: TOO_MANY_WINDOWS }
        : { key: `ip:${addressKey(request.ip)}`, limit: LIVE_STREAMS_PER_ADDRESS, message: TOO_MANY_WINDOWS };
      // Pushes wait for the first board, so an older read never follows a newer one.
      let started = false;
      const watcher: Watcher = {
        viewerId,
        push(shared, anonymous, standings) {
          if (!started) return;
          if (!viewerId) return stream.write(anonymous);
          stream.write(`event: board\ndata: ${JSON.stringify(viewBoard(shared, viewerId, standings.get(viewerId) ?? null, deps.timeZone))}\n\n`);
        },
        end: () => stream.end(),
      };
      const stream = streams.start(request, reply, [client], () => watchers.delete(watcher));
      if (stream.ended) return;
      watchers.add(watcher);
      try {
        stream.write(`event: board\ndata: ${JSON.stringify(await readLiveBoard(deps.db, viewerId, new Date(), deps.timeZone, deps.production === true))}\n\n`);
      } catch (error) {
        request.log.warn({ err: error, event: "events.stream_read_failed" }, "live board read failed");
      }
      started = true;
    },
  );
}
