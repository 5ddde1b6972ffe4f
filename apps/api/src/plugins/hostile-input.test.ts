/**
 * docs/security.md 41 and 7 from outside: deeply nested JSON is a 400 on every path (it was a 500 from a
 * recursive check, logged with its stack), and every path has a rate limit — pages and assets a
 * larger one than the API, none unlimited.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "@berean/domain";
import { startTestApp, type TestApp } from "../test/harness.ts";

const webDist = mkdtempSync(join(tmpdir(), "berean-web-"));
mkdirSync(join(webDist, "assets"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Berean</title><div id=root></div>");
writeFileSync(join(webDist, "assets", "app-1234.js"), "console.log('Berean');");

const log: string[] = [];
const logStream = new PassThrough();
logStream.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n").filter(Boolean)));
const errorsLogged = () => log.filter((line) => JSON.parse(line).level >= 50);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDist, logStream, env: { LOG_LEVEL: "info", API_RATE_LIMIT_PER_MINUTE: "20", PAGE_RATE_LIMIT_PER_MINUTE: "40" } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("nested JSON", () => {
  it("20 KB of nesting is a 400 with a clear message on every path, API or not, and nothing is logged as an error", async () => {
    const { client } = await t.signedInMember({ role: "admin" });
    const bodies = [nested(10_000), nestedObject(4_000)];
    const targets: Array<[string, string]> = [
      ["POST", "/api/admin/questions"],
      ["PUT", "/api/admin/questions/1"],
      ["PATCH", "/api/me"],
      ["POST", "/api/auth/sign-in/email"],
      ["POST", "/api/no-such-route"],
      ["POST", "/dashboard"],
      ["POST", "/no/such/page"],
    ];
    for (const body of bodies) {
      for (const [method, path] of targets) {
        // Better Auth's routes take at most 16 KB: a deep body under that size.
        const res = await client.request(method, path, path.startsWith("/api/auth/") ? body.slice(0, 6_000) + body.slice(-6_000) : body);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.error, `${method} ${path}`).toEqual({ code: "TOO_DEEP", message: `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.` });
      }
    }
    expect(errorsLogged()).toEqual([]);
  });

  it(`takes ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}; brackets inside strings do not count`, async () => {
    const client = t.client();
    const at = await client.post("/api/auth/sign-in/email", nested(MAX_JSON_DEPTH));
    expect(at.body.error.code).toBe("VALIDATION");
    const over = await client.post("/api/page-views", nested(MAX_JSON_DEPTH + 1));
    expect(over.body.error.code).toBe("TOO_DEEP");
    const quoted = await t.client().post("/api/page-views", { path: `/${"[{".repeat(1000)}` });
    expect(quoted.body.error.code).not.toBe("TOO_DEEP");
  });
});

describe("a rate limit on every path", () => {
  it("pages, assets and unknown paths share a per-client limit of their own; the API keeps its own", async () => {
    const visitor = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      const path = ["/dashboard", "/assets/app-1234.js", "/no/such/page.png", "/auth/login"][i % 4]!;
      statuses.push((await visitor.get(path)).status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 200 || status === 404)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
    // The API counts apart: the pages used up nothing of it.
    expect((await visitor.get("/api/health")).status).toBe(200);
    // Another address is not affected.
    expect((await t.client().get("/dashboard")).status).toBe(200);
  });

  it("a flood of bad bodies to a page path is refused with 4xx, then limited, never a 5xx", async () => {
    const flooder = t.client();
    const statuses = await Promise.all(Array.from({ length: 60 }, () => flooder.request("POST", "/some/page", nested(10_000))));
    const counts = statuses.reduce<Record<number, number>>((all, { status }) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 400: 40, 429: 20 });
    expect(errorsLogged()).toEqual([]);
  });
});
