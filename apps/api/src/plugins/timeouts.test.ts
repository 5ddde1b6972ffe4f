import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
/** The server as it runs by default (a 30 s request timeout for bodies). */
let byDefault: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_MS: "2000" } });
  byDefault = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await byDefault.close();
});

/** Opens a raw connection, sends `head`, then one byte of body every `everyMs`; resolves when the server closes it. */
function trickle(head: string, everyMs: number, app: TestApp = t): Promise<{ closedAfterMs: number; response: string }> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    let response = "";
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(head));
    const timer = setInterval(() => socket.write("x"), everyMs);
    socket.on("data", (chunk) => (response += chunk.toString()));
    const done = () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, response });
    };
    socket.on("close", done);
    socket.on("error", () => undefined);
    // A server that never cuts it off: give up well after the limit so the test fails, not hangs.
    setTimeout(() => socket.destroy(), 15_000);
  });
}

describe("slow clients", () => {
  it("a body trickling one byte a second is cut off with 408 once the request timeout passes", async () => {
    const head = `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://berean.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    const { closedAfterMs, response } = await trickle(head, 1000);
    expect(closedAfterMs).toBeLessThan(8000);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });

  it("headers trickling in are cut off too", async () => {
    const { closedAfterMs } = await trickle("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", 1000);
    expect(closedAfterMs).toBeLessThan(8000);
  });

  it("with the default settings, headers trickling in are cut off within seconds, not the request timeout", async () => {
    const { closedAfterMs, response } = await trickle("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", 500, byDefault);
    expect(closedAfterMs).toBeLessThan(7000);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });
});
