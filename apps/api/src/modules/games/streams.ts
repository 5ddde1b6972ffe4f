import type { OutgoingHttpHeaders } from "node:http";
import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { onChange } from "../../lib/changes.ts";
import { AppError } from "../../lib/errors.ts";
import { readSnapshot, type GameSnapshot } from "./game-store.ts";

/** How often an idle stream says it is alive (proxies close silent connections). */
const HEARTBEAT_MS = 15_000;
/**
 * A burst of changes (a room answering) is read once per this time for every screen; a change of
 * what is on screen (a host's control, a question closing) is read at once, so a question reaches
 * every phone well within half a second of 'Next' (bench:game).
 */
const COALESCE_MS = 200;
/** The view's clock, the one part of a view that changes with every read: left out when comparing. */
const SERVER_NOW = /"serverNow":"[^"]*"/;

/** One screen on this instance showing a game: the host's or a phone's, each with its own view. */
export interface Screen {
  /** The screen's event for this read of its game. */
  render(snapshot: GameSnapshot, now: Date): string | null;
  deliver(event: string): void;
  end(): void;
}

interface Watched {
  screens: Set<Screen>;
  reading: boolean;
  again: boolean;
  urgent: boolean;
  timer: NodeJS.Timeout | null;
  lastReadAt: number;
}

/**
 * The screens of each game on this instance (docs/architecture.md §4 'Hosted games'): on a change
 * of a game announced by any instance (`games`, its id), ONE read of that game serves every screen
 * here, each then given its own view. Reads of one game never overlap, so an older read never
 * follows a newer one.
 */
export class GameStreams {
  private readonly games = new Map<string, Watched>();
  private readonly stopListening: () => void;
  /** Streams open at once per client on this instance (docs/security.md 44). */
  private readonly open = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stopListening = onChange((change) => {
      if (change.topic !== "games") return;
      if (!change.detail || change.detail === "all") for (const id of this.games.keys()) this.changed(id);
      else this.changed(change.detail);
    });
  }

  /** A game changed: its screens here get a fresh view, at once when `urgent` (what is on screen moved). */
  changed(gameId: string, urgent = false): void {
    const watched = this.games.get(gameId);
    if (!watched) return;
    if (watched.reading) {
      watched.again = true;
      watched.urgent ||= urgent;
      return;
    }
    const wait = urgent ? 0 : Math.max(0, watched.lastReadAt + COALESCE_MS - performance.now());
    if (wait === 0) {
      if (watched.timer) clearTimeout(watched.timer);
      watched.timer = null;
      void this.read(gameId, watched);
    } else if (!watched.timer) {
      watched.timer = setTimeout(() => {
        watched.timer = null;
        void this.read(gameId, watched);
      }, wait);
    }
  }

  private async read(gameId: string, watched: Watched): Promise<void> {
    watched.reading = true;
    watched.lastReadAt = performance.now();
    try {
      const snapshot = await readSnapshot(this.db, gameId);
      if (snapshot) {
        const now = new Date();
        for (const screen of watched.screens) {
          const event = screen.render(snapshot, now);
          if (event) screen.deliver(event);
        }
      }
    } catch (error) {
      this.log.warn({ err: error, event: "games.stream_read_failed" }, "game read failed");
    } finally {
      watched.reading = false;
    }
    if (watched.again && this.games.get(gameId) === watched) {
      const urgent = watched.urgent;
      watched.again = false;
      watched.urgent = false;
      this.changed(gameId, urgent);
    }
  }

  /**
   * Opens a Server-Sent Events stream of a game for one screen: the first event at once (its own
   * read), then one on each change. `client` names who opens it, at most `limit` at once.
   */
  async stream(request: FastifyRequest, reply: FastifyReply, options: { gameId: string; client: string; limit: number; render(snapshot: GameSnapshot, now: Date): string | null }): Promise<void> {
    const opened = this.open.get(options.client) ?? 0;
    if (opened >= options.limit) throw new AppError(429, "TOO_MANY_STREAMS", "This game is already open in too many windows. Close one and try again.");
    this.open.set(options.client, opened + 1);
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
    let closed = false;
    let started = false;
    const write = (text: string) => {
      if (!closed) res.write(text);
    };
    const heartbeat = setInterval(() => write(": alive\n\n"), HEARTBEAT_MS);
    const watched = this.games.get(options.gameId) ?? { screens: new Set<Screen>(), reading: false, again: false, urgent: false, timer: null, lastReadAt: 0 };
    this.games.set(options.gameId, watched);
    // Pushes wait for the first view, so an older read never follows a newer one; one missed
    // meanwhile is read again after it.
    let missed = false;
    // A screen is sent a view only when it differs from the last one it was sent (its clock aside):
    // a room answering changes the host's counts every read, but a phone's view only on its own
    // answer and at the close, and 500 phones sent an unchanged view five times a second spent most
    // of the server's time writing to sockets (docs/benchmarks.md, 'Hosted games').
    let lastSent: string | null = null;
    const send = (event: string) => {
      const shown = event.replace(SERVER_NOW, "");
      if (shown === lastSent) return;
      lastSent = shown;
      write(event);
    };
    const screen: Screen = {
      render: options.render,
      deliver: (event) => {
        if (started) send(event);
        else missed = true;
      },
      end: () => {
        if (closed) return;
        closed = true;
        watched.screens.delete(screen);
        if (watched.screens.size === 0 && this.games.get(options.gameId) === watched) {
          if (watched.timer) clearTimeout(watched.timer);
          this.games.delete(options.gameId);
        }
        const left = (this.open.get(options.client) ?? 1) - 1;
        if (left > 0) this.open.set(options.client, left);
        else this.open.delete(options.client);
        clearInterval(heartbeat);
        res.end();
      },
    };
    watched.screens.add(screen);
    request.raw.on("close", () => screen.end());
    // A reconnecting browser waits this long before trying again; its first event is the full state.
    write("retry: 2000\n\n");
    try {
      const snapshot = await readSnapshot(this.db, options.gameId);
      const event = snapshot ? options.render(snapshot, new Date()) : null;
      if (event) send(event);
    } catch (error) {
      request.log.warn({ err: error, event: "games.stream_read_failed" }, "game read failed");
    }
    started = true;
    if (missed) this.changed(options.gameId, true);
  }

  /** Open streams end as the shutdown begins (preClose), as the live board's do (docs/security.md 43). */
  endAll(): void {
    // Ending a screen forgets it; deleting from a Map or Set while iterating it is safe.
    for (const watched of this.games.values()) for (const screen of watched.screens) screen.end();
  }

  close(): void {
    this.stopListening();
    for (const watched of this.games.values()) if (watched.timer) clearTimeout(watched.timer);
  }
}
