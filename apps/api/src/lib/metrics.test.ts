/**
 * `/metrics` (docs/architecture.md §8 'Operations'): Prometheus's text for a scraper holding
 * METRICS_TOKEN, nothing for anyone else; requests by route pattern (never a path with its ids),
 * answers by kind of play, the mail queue, Node's own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuestions } from "../test/factories.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

const TOKEN = "metrics-token-for-the-test-0123456789abcdef";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
};

describe("/metrics", () => {
  it("answers Prometheus with its token only", async () => {
    expect((await fetch(`${t.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } })).status).toBe(401);
    const text = await scrape();
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("nodejs_heap_size_used_bytes");
    expect(text).toMatch(/^berean_mail_queue_depth \d+$/m);
    expect(text).toMatch(/^berean_mail_queue_oldest_seconds [\d.e+-]+$/m);
  });

  it("counts requests by route pattern and status, and answers by kind", async () => {
    await createQuestions(t.database.db, 3, { book: "ruth" });
    const member = await t.signedInMember();
    const session = (await member.client.post("/api/practice", { books: ["ruth"], difficulty: "any" })).body;
    expect((await member.client.post(`/api/practice/${session.id}/answers`, { position: session.question.position, choice: 0 })).status).toBe(200);
    expect((await member.client.get(`/api/practice/${session.id.replace(/^./, session.id.startsWith("0") ? "1" : "0")}`)).status).toBe(404);
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/api\/practice\/:sessionId\/answers",method="POST",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/api\/practice\/:sessionId",method="GET",status="404"\} 1$/m);
    // The pattern, never the path: no session id in a label.
    expect(text).not.toContain(session.id);
    expect(text).toMatch(/^berean_answers_total\{kind="practice"\} 1$/m);
  });
});
