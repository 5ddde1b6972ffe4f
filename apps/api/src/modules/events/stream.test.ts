/**
 * The live board's stream as a client meets it: the security headers every response carries
 * (docs/security.md 16), and a cap on the streams one client holds open (docs/security.md 44).
 */
import { LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_MEMBER } from "@berean/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type EventStream, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATH = "/api/events/live/stream";

describe("the live board's stream", () => {
  it("carries the CSP and the other security headers", async () => {
    const stream = await t.client().openStream(PATH);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get("content-type")).toContain("text/event-stream");
      const csp = stream.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(stream.headers.get("x-content-type-options")).toBe("nosniff");
      expect(stream.headers.get("referrer-policy")).toBeTruthy();
      expect(stream.headers.get("x-frame-options")).toBeTruthy();
      await stream.next("board");
    } finally {
      stream.close();
    }
  });

  it(`holds ${LIVE_STREAMS_PER_MEMBER} open at once per member, whatever the address; one more is refused until one closes`, async () => {
    const { client } = await t.signedInMember();
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i < LIVE_STREAMS_PER_MEMBER; i += 1) {
        const stream = await client.openStream(PATH);
        expect(stream.status).toBe(200);
        await stream.next("board");
        streams.push(stream);
      }
      const refused = await client.get(PATH, { accept: "text/event-stream" });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe("TOO_MANY_STREAMS");
      // The same member from another address is the same client.
      const elsewhere = t.client();
      const sameMember = await elsewhere.get(PATH, { accept: "text/event-stream", cookie: client.cookieHeader() });
      expect(sameMember.status).toBe(429);

      streams.pop()!.close();
      await expect
        .poll(async () => {
          const again = await client.openStream(PATH);
          if (again.status === 200) streams.push(again);
          return again.status;
        })
        .toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it(`holds ${LIVE_STREAMS_PER_ADDRESS} open at once per address for visitors`, async () => {
    const visitor = t.client();
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i < LIVE_STREAMS_PER_ADDRESS; i += 1) {
        const stream = await visitor.openStream(PATH);
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
      expect((await visitor.get(PATH, { accept: "text/event-stream" })).status).toBe(429);
      // Another address is not affected.
      const other = await t.client().openStream(PATH);
      expect(other.status).toBe(200);
      other.close();
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
