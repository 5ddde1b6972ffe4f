import { connect, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../plugins/errors.ts";
import { LiveStreams, STREAM_BUFFER_MAX_BYTES, type LiveStream } from "./live-streams.ts";

/** A server with one stream route: `?client=` names the client (limit 2), at most 3 streams in all. */
async function serve(options: { before?: () => Promise<void>; after?: (stream: LiveStream) => void } = {}) {
  const streams = new LiveStreams(3, "Too many streams on this server.", "test");
  const ended: string[] = [];
  const app = Fastify({ forceCloseConnections: true });
  registerErrorHandling(app);
  app.get<{ Querystring: { client: string } }>("/stream", async (request, reply) => {
    await options.before?.();
    const client = request.query.client;
    const stream = streams.start(request, reply, [{ key: client, limit: 2, message: "Too many for this client." }], () => ended.push(client));
    options.after?.(stream);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const sockets: Socket[] = [];
  app.server.on("connection", (socket: Socket) => sockets.push(socket));
  const port = (app.server.address() as { port: number }).port;
  return { app, streams, ended, port, sockets, url: (client: string) => `http://127.0.0.1:${port}/stream?client=${client}` };
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

let running: FastifyInstance | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

describe("live streams: one place that opens, counts and ends them", () => {
  it("limits each client and all clients together, and frees a place when a stream ends", async () => {
    const server = await serve();
    running = server.app;
    const aborts: AbortController[] = [];
    const open = async (client: string) => {
      const abort = new AbortController();
      const response = await fetch(server.url(client), { signal: abort.signal });
      aborts.push(abort);
      return response;
    };
    expect((await open("a")).status).toBe(200);
    expect((await open("a")).status).toBe(200);
    const third = await open("a");
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: "TOO_MANY_STREAMS",
      message: "Too many for this client.",
    });
    expect((await open("b")).status).toBe(200);
    // Three open: a fourth client is refused by the ceiling for all.
    const full = await open("c");
    expect(full.status).toBe(429);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe("Too many streams on this server.");
    // One closes: its client's place and the server's come free.
    aborts[0]!.abort();
    await waitFor(() => server.streams.size === 2);
    expect((await open("c")).status).toBe(200);
    for (const abort of aborts) abort.abort();
    await waitFor(() => server.streams.size === 0 && server.streams.clients === 0);
  });

  it("asks each browser to wait 1 to 3 s before reconnecting, drawn per stream, so a stopped instance's screens do not all come back at once", async () => {
    const server = await serve();
    running = server.app;
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const abort = new AbortController();
      const response = await fetch(server.url(`w${i}`), { signal: abort.signal });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      waits.push(Number(/^retry: (\d+)$/m.exec(first)?.[1]));
      abort.abort();
      await waitFor(() => server.streams.size === 0);
    }
    expect(waits.every((ms) => ms >= 1_000 && ms < 3_000)).toBe(true);
    expect(new Set(waits).size).toBeGreaterThan(1);
  });

  it("a client gone before its stream was set up is not counted as open", async () => {
    let started: LiveStream | null = null;
    const server = await serve({ before: () => new Promise((resolve) => setTimeout(resolve, 300)), after: (stream) => (started = stream) });
    running = server.app;
    const abort = new AbortController();
    const request = fetch(server.url("gone"), { signal: abort.signal }).catch(() => null);
    setTimeout(() => abort.abort(), 50);
    await request;
    await waitFor(() => started !== null);
    expect(started!.ended).toBe(true);
    expect(server.streams.size).toBe(0);
    expect(server.streams.clients).toBe(0);
    expect(server.ended).toEqual(["gone"]);
  });

  it("a client that never reads is ended once its buffer passes the bound, rather than buffered without end", async () => {
    let stream: LiveStream | null = null;
    const server = await serve({ after: (s) => (stream = s) });
    running = server.app;
    // A socket that sends its request and never reads a byte of the answer.
    const socket = connect(server.port, "127.0.0.1");
    socket.pause();
    socket.write("GET /stream?client=slow HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await waitFor(() => stream !== null);
    const chunk = "x".repeat(64 * 1024);
    let written = 0;
    // Up to 256 MB is offered; the kernel's socket buffers take a few MB, then ours fills.
    while (!stream!.ended && written < 256 * 1024 * 1024) {
      stream!.write(`data: ${chunk}\n\n`);
      written += chunk.length;
      if (written % (1024 * 1024) === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stream!.ended).toBe(true);
    expect(server.streams.size).toBe(0);
    expect(server.ended).toEqual(["slow"]);
    // Its connection is closed at once, what waited in it dropped: not left to a client that never
    // reads (an ordinary end would wait behind the buffered bytes).
    expect(server.sockets).toHaveLength(1);
    await waitFor(() => server.sockets[0]!.destroyed);
    // What the server held for it never went much past the bound.
    expect(written).toBeLessThan(64 * 1024 * 1024);
    expect(STREAM_BUFFER_MAX_BYTES).toBe(256 * 1024);
    socket.destroy();
  });
});
