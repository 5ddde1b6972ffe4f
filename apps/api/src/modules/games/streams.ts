import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { onChange } from "../../lib/changes.ts";
import { LiveStreams, type StreamClient } from "../../lib/live-streams.ts";
import { readSnapshot, type GameSnapshot } from "./game-store.ts";

/** Game screens open at once on one instance, all games together: a full hall of 500 phones ten times over. */
export const GAME_STREAMS_MAX = 5_000;
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
  /** The screens' streams, counted per client and for all (docs/security.md 44). */
  private readonly streams = new LiveStreams(
    GAME_STREAMS_MAX,
    "Too many screens are following games on this server right now. Please try again in a minute.",
    "game",
  );

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
   * read), then one on each change. `clients` name who opens it (the host or the seat, and the
   * address), each with its own limit of streams at once.
   */
  async stream(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { gameId: string; clients: StreamClient[]; render(snapshot: GameSnapshot, now: Date): string | null },
  ): Promise<void> {
    const watched = this.games.get(options.gameId) ?? { screens: new Set<Screen>(), reading: false, again: false, urgent: false, timer: null, lastReadAt: 0 };
    // Pushes wait for the first view, so an older read never follows a newer one; one missed
    // meanwhile is read again after it.
    let missed = false;
    let started = false;
    // A screen is sent a view only when it differs from the last one it was sent (its clock aside):
    // a room answering changes the host's counts every read, but a phone's view only on its own
    // answer and at the close, and 500 phones sent an unchanged view five times a second spent most
    // of the server's time writing to sockets (docs/benchmarks.md, 'Hosted games').
    let lastSent: string | null = null;
    const send = (event: string) => {
      const shown = event.replace(SERVER_NOW, "");
      if (shown === lastSent) return;
      lastSent = shown;
      live.write(event);
    };
    const screen: Screen = {
      render: options.render,
      deliver: (event) => {
        if (started) send(event);
        else missed = true;
      },
      end: () => live.end(),
    };
    const live = this.streams.start(request, reply, options.clients, () => {
      watched.screens.delete(screen);
      if (watched.screens.size === 0 && this.games.get(options.gameId) === watched) {
        if (watched.timer) clearTimeout(watched.timer);
        this.games.delete(options.gameId);
      }
    });
    if (live.ended) return;
    this.games.set(options.gameId, watched);
    watched.screens.add(screen);
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
    this.streams.endAll();
  }

  close(): void {
    this.stopListening();
    for (const watched of this.games.values()) if (watched.timer) clearTimeout(watched.timer);
  }
}
