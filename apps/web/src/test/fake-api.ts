import { vi } from "vitest";

/** What the fake server answers a request: a status and JSON body, or no connection at all. */
export type FakeReply = { status: number; body?: unknown } | "offline";
export type FakeRequest = { method: string; path: string; body: unknown };

/**
 * The network's edge for the web app's unit tests: `fetch` answered by `handler` as the API would
 * (JSON, its status), or failing as a dropped connection does. Returns the requests it saw.
 */
export function fakeApi(handler: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const request = { method: init.method ?? "GET", path: String(input), body: typeof init.body === "string" ? JSON.parse(init.body) : undefined };
    seen.push(request);
    const reply = await handler(request);
    if (reply === "offline") throw new TypeError("Failed to fetch");
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: reply.body === undefined ? {} : { "content-type": "application/json" },
    });
  });
  return seen;
}

/** A promise and its resolver, for a reply that comes when the test says. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
