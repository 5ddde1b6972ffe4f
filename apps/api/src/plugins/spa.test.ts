import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

// A web build's files as vite-plugin-pwa writes them (docs/architecture.md §4 'Installable app').
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';
const REGISTER_SCRIPT = '<script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script>';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Berean: Bible quizzes</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-test.js">
  ${MANIFEST_LINK}${REGISTER_SCRIPT}</head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "berean-web-"));
  mkdirSync(join(webDist, "assets"));
  mkdirSync(join(webDist, ".vite"));
  writeFileSync(join(webDist, "index.html"), INDEX_HTML);
  writeFileSync(join(webDist, "assets", "index-test.js"), "");
  writeFileSync(join(webDist, "assets", "islands-test.js"), "");
  writeFileSync(join(webDist, ".vite", "islands-manifest.json"), JSON.stringify({ "src/islands/main.tsx": { file: "assets/islands-test.js", isEntry: true } }));
  writeFileSync(join(webDist, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(webDist, "registerSW.js"), "navigator.serviceWorker.register('/sw.js');");
  writeFileSync(join(webDist, "manifest.webmanifest"), JSON.stringify({ name: "Berean", start_url: "/dashboard" }));
  writeFileSync(join(webDist, "offline.html"), "<!doctype html><title>You are offline · Berean</title>");
  t = await startTestApp({ webDist });
});
afterAll(() => t.close());

describe("the installable app's files", () => {
  it("are sent fresh every time, so a new worker and manifest reach the browser at its next visit", async () => {
    const client = t.client();
    for (const [path, type] of [
      ["/sw.js", /^application\/javascript/],
      ["/registerSW.js", /^application\/javascript/],
      ["/manifest.webmanifest", /^application\/manifest\+json/],
      ["/offline.html", /^text\/html/],
    ] as const) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(type);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
    }
    // The CSP lets the page register its own worker and read its manifest (both fall back to default-src 'self').
    const csp = (await client.get("/sw.js")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });

  it("never answers a worker for a path that has none", async () => {
    const client = t.client();
    for (const path of ["/quizzes/sw.js", "/assets/sw.js", "/sw.js.map", "/api/sw.js"]) {
      expect((await client.get(path)).status, path).toBe(404);
    }
  });

  it("are named by the server-rendered pages as by the app's", async () => {
    const client = t.client();
    const landing: string = (await client.get("/")).body;
    expect(landing).toContain("/assets/islands-test.js");
    const app: string = (await client.get("/dashboard")).body;
    expect(app).toContain("/assets/index-test.js");
    for (const html of [landing, app]) {
      expect(html).toContain(MANIFEST_LINK);
      expect(html).toContain(REGISTER_SCRIPT);
    }
  });
});
