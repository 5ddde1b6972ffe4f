import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EventBoardSchema, EventParamsSchema, PastEventsSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { onChange } from "../../lib/changes.ts";
import { boardFor, listEvents, readEventBoard, readLiveBoard, readLiveShared, type SharedBoard } from "./event-store.ts";

/** How often an idle stream says it is alive (proxies close silent connections). */
const HEARTBEAT_MS = 15_000;
/** Finishes close together are sent as one board: at most one push per stream in this time. */
const COALESCE_MS = 400;

/**
 * The Saturday live event (DESIGN.md §4): the board (top 10, the viewer's place), pushed with
 * Server-Sent Events within moments of each finish on any instance (the change feed carries
 * `events` through PostgreSQL NOTIFY), and the past events with their final boards.
 */
export async function eventRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["events"];
  // Open streams end with the server, so a shutdown does not wait on them.
  const streams = new Set<() => void>();
  app.addHook("onClose", async () => {
    for (const end of streams) end();
  });
  r.get("/api/events/live", { schema: { tags, response: { 200: EventBoardSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return readLiveBoard(deps.db, request.member?.id ?? null, new Date(), deps.timeZone);
  });
  r.get("/api/events", { schema: { tags, response: { 200: PastEventsSchema } } }, async () => listEvents(deps.db, new Date()));
  r.get("/api/events/:eventId", { schema: { tags, params: EventParamsSchema, response: { 200: EventBoardSchema } } }, async (request) =>
    readEventBoard(deps.db, request.params.eventId, request.member?.id ?? null, new Date(), deps.timeZone),
  );

  // Every stream of this instance pushes the same top 10: one read per burst of finishes serves
  // them all, and one serialisation serves every anonymous watcher (hundreds of watchers each
  // reading the whole board is what bench:event caught). Only a signed-in viewer's own place is
  // read per stream.
  const watchers = new Set<(shared: SharedBoard, anonymous: string) => void>();
  let pending: NodeJS.Timeout | null = null;
  const refresh = async () => {
    pending = null;
    if (watchers.size === 0) return;
    try {
      const shared = await readLiveShared(deps.db, new Date(), deps.timeZone);
      const anonymous = `event: board\ndata: ${JSON.stringify(await boardFor(deps.db, shared, null, deps.timeZone))}\n\n`;
      for (const push of watchers) push(shared, anonymous);
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
  app.addHook("onClose", async () => {
    stopListening();
    clearInterval(minutely);
    if (pending) clearTimeout(pending);
  });

  r.get("/api/events/live/stream", { schema: { tags, summary: "The live board as Server-Sent Events ('board' events)" } }, async (request, reply) => {
    const viewerId = request.member?.id ?? null;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      "x-content-type-options": "nosniff",
    });
    let closed = false;
    const write = (text: string) => {
      if (!closed) res.write(text);
    };
    const push = (shared: SharedBoard, anonymous: string) => {
      if (!viewerId) return write(anonymous);
      boardFor(deps.db, shared, viewerId, deps.timeZone).then(
        (board) => write(`event: board\ndata: ${JSON.stringify(board)}\n\n`),
        (error: unknown) => request.log.warn({ err: error, event: "events.stream_read_failed" }, "live board read failed"),
      );
    };
    // A reconnecting browser waits this long before trying again.
    write("retry: 2000\n\n");
    try {
      write(`event: board\ndata: ${JSON.stringify(await readLiveBoard(deps.db, viewerId, new Date(), deps.timeZone))}\n\n`);
    } catch (error) {
      request.log.warn({ err: error, event: "events.stream_read_failed" }, "live board read failed");
    }
    watchers.add(push);
    const heartbeat = setInterval(() => write(": alive\n\n"), HEARTBEAT_MS);
    const end = () => {
      if (closed) return;
      closed = true;
      streams.delete(end);
      watchers.delete(push);
      clearInterval(heartbeat);
      res.end();
    };
    streams.add(end);
    request.raw.on("close", end);
  });
}
