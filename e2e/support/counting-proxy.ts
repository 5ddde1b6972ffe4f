/**
 * A window onto what the server receives: an HTTP proxy in front of the test server that counts
 * the requests for each path. The browser opens the site through it (its own origin, so the
 * service worker it installs is this origin's), and a test asks how often the server was asked
 * for a one-time link. Writes carry the proxy's origin; they are forwarded with the server's, as a
 * reverse proxy in front of Berean would present them (the server checks Origin against APP_URL).
 */
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingProxy {
  /** The proxy's own address, e.g. http://localhost:41234. */
  url: string;
  /** How many requests reached the server for this path (query string ignored). */
  count(path: string): number;
  /** A link of the server's, rewritten to go through the proxy. */
  through(link: string): string;
  close(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const upstream = new URL(target);
  const counts = new Map<string, number>();
  let url = "";
  const server: Server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? "/", upstream).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const headers = { ...incoming.headers, host: upstream.host };
    if (headers.origin) headers.origin = upstream.origin;
    const upstreamRequest = forward({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const location = answer.headers.location;
      if (location?.startsWith(upstream.origin)) answer.headers.location = url + location.slice(upstream.origin.length);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstreamRequest.on("error", () => outgoing.destroy());
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    count: (path) => counts.get(path) ?? 0,
    through: (link) => {
      const parsed = new URL(link, upstream);
      return `${url}${parsed.pathname}${parsed.search}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
