import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/** How often an idle stream says it is alive (proxies close silent connections). */
const HEARTBEAT_MS = 15_000;
/**
 * What may wait in one stream's socket buffer (and one event more: the check comes before a
 * write). A screen that reads slower than it is written to (a phone on a train, or a client that
 * never reads) is cut off past it rather than buffered without end; a browser reconnects after
 * `retry` and its first event is the whole state again.
 */
export const STREAM_BUFFER_MAX_BYTES = 256 * 1024;
/**
 * A reconnecting browser waits this long before trying again: 1 to 3 s, drawn per stream, so the
 * screens of an instance that stopped (a rolling restart, a crash) come back to the others spread
 * over two seconds rather than all in the same instant.
 */
const retryMs = () => 1_000 + Math.floor(Math.random() * 2_000);

/** One open Server-Sent Events stream. */
export interface LiveStream {
  /** Writes an event (or comment); ignored once ended. A screen whose buffer is full is ended. */
  write(text: string): void;
  end(): void;
  readonly ended: boolean;
}

/** Every kind's LiveStreams in this process (one per app; a closed app's hold none). */
const LIVE_STREAMS = new Map<string, Set<LiveStreams>>();

/** The streams open now in this process, by kind: what `/metrics` reports. */
export function openStreamsByKind(): Array<{ kind: string; open: number }> {
  return [...LIVE_STREAMS].map(([kind, all]) => ({ kind, open: [...all].reduce((n, streams) => n + streams.size, 0) }));
}

/** Who opens a stream, and how many at once that client may hold: a member, a seat, an address. */
export type StreamClient = { key: string; limit: number; message: string };

/**
 * The Server-Sent Events streams of one kind on this instance (the live board's, hosted games'):
 * the one place that opens, counts and ends them (docs/architecture.md §4 'Memory bounds'). Every
 * stream counts against each client its route names (a game screen: its seat or host, and its
 * address; the live board: the member, or a visitor's address) and against the kind's ceiling for
 * all clients together; a stream's buffer is bounded; a client gone before its
 * stream was set up is never counted as open.
 */
export class LiveStreams {
  private readonly open = new Map<string, number>();
  private readonly streams = new Set<LiveStream>();

  constructor(
    /** Streams of this kind open at once on this instance, whoever opened them. */
    private readonly max: number,
    private readonly fullMessage: string,
    /** The kind, as the metrics name it (`berean_live_streams{kind}`). */
    readonly kind: string,
  ) {
    const ofKind = LIVE_STREAMS.get(kind) ?? new Set<LiveStreams>();
    ofKind.add(this);
    LIVE_STREAMS.set(kind, ofKind);
  }

  get size(): number {
    return this.streams.size;
  }

  /** Clients with a stream open (for the memory bound's tests). */
  get clients(): number {
    return this.open.size;
  }

  /**
   * Opens a stream for `clients` (429 TOO_MANY_STREAMS past any of their limits or the kind's
   * ceiling), sends its headers and `retry`, and calls `onEnd` once when it ends, however it ends.
   */
  start(request: FastifyRequest, reply: FastifyReply, clients: StreamClient[], onEnd: () => void): LiveStream {
    if (this.streams.size >= this.max) throw new AppError(429, "TOO_MANY_STREAMS", this.fullMessage);
    for (const client of clients) {
      if ((this.open.get(client.key) ?? 0) >= client.limit) throw new AppError(429, "TOO_MANY_STREAMS", client.message);
    }
    for (const client of clients) this.open.set(client.key, (this.open.get(client.key) ?? 0) + 1);
    reply.hijack();
    const res = reply.raw;
    // Written by hand once hijacked: the security headers every other response carries go with it.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    let ended = false;
    const stream: LiveStream = {
      get ended() {
        return ended;
      },
      write: (text) => {
        if (ended) return;
        if (res.writableLength > STREAM_BUFFER_MAX_BYTES) return cutOff();
        res.write(text);
      },
      end: () => {
        if (ended) return;
        ended = true;
        this.streams.delete(stream);
        for (const client of clients) {
          const left = (this.open.get(client.key) ?? 1) - 1;
          if (left > 0) this.open.set(client.key, left);
          else this.open.delete(client.key);
        }
        clearInterval(heartbeat);
        onEnd();
        res.end();
      },
    };
    // A reader that fell behind is cut off, its socket and what waits in it freed at once: ending it
    // politely would queue the end behind the 256 KB it is not reading, and a client that
    // acknowledges without reading would hold them as long as it likes.
    const cutOff = () => {
      stream.end();
      res.destroy();
    };
    this.streams.add(stream);
    const heartbeat = setInterval(() => stream.write(": alive\n\n"), HEARTBEAT_MS);
    request.raw.on("close", stream.end);
    res.on("close", stream.end);
    // A client that left while the route awaited (its checks, its first read) has already closed:
    // its 'close' will not come again.
    if (request.raw.destroyed || res.destroyed) stream.end();
    else stream.write(`retry: ${retryMs()}\n\n`);
    return stream;
  }

  /** Every open stream ends (as the shutdown begins: the server waits for open requests). */
  endAll(): void {
    // Ending a stream forgets it; deleting from a Set while iterating it is safe.
    for (const stream of this.streams) stream.end();
  }
}
