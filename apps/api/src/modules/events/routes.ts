import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EventBoardSchema, EventParamsSchema, PastEventsSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { onChange } from "../../lib/changes.ts";
import { listEvents, readEventBoard, readLiveBoard } from "./event-store.ts";

/** How often an idle stream says it is alive (proxies close silent connections). */
const HEARTBEAT_MS = 15_000;
/** Finishes close together are sent as one board: at most one read per stream in this time. */
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
    let pending: NodeJS.Timeout | null = null;
    let eventId: number | null = null;
    const send = async () => {
      pending = null;
      if (closed) return;
      try {
        const board = await readLiveBoard(deps.db, viewerId, new Date(), deps.timeZone);
        eventId = board.event.id;
        if (!closed) res.write(`event: board\ndata: ${JSON.stringify(board)}\n\n`);
      } catch (error) {
        request.log.warn({ err: error, event: "events.stream_read_failed" }, "live board read failed");
      }
    };
    const schedule = () => {
      if (!pending && !closed) pending = setTimeout(() => void send(), COALESCE_MS);
    };
    // A reconnecting browser waits this long before trying again.
    res.write("retry: 2000\n\n");
    await send();
    const stop = onChange((change) => {
      if (change.topic === "events" && (eventId === null || change.detail === String(eventId))) schedule();
    });
    // The window opening or closing changes the board too: look again every minute.
    const heartbeat = setInterval(() => {
      if (!closed) res.write(": alive\n\n");
    }, HEARTBEAT_MS);
    const minutely = setInterval(schedule, 60_000);
    const end = () => {
      if (closed) return;
      closed = true;
      streams.delete(end);
      stop();
      clearInterval(heartbeat);
      clearInterval(minutely);
      if (pending) clearTimeout(pending);
      res.end();
    };
    streams.add(end);
    request.raw.on("close", end);
  });
}
