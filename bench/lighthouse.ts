/**
 * `npm run bench:lighthouse`: Lighthouse (mobile: a mid-range phone on a throttled 4G link) on the
 * public pages of the built app, started as `npm start` starts it on a fresh embedded database.
 * Prints the performance score, LCP, CLS, TBT, the JavaScript transferred before the page was
 * loaded (compressed, as sent) and all bytes transferred per page; the last line is the largest
 * initial JavaScript of the pages measured.
 *
 *   BENCH_PAGES=/,/bible-questions-and-answers-hub/genesis   pages to measure (default: the landing, the hub, a book page, the public leaderboard and /play)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { atLeast, atMost, report } from "./support.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
const BASE = `http://localhost:${PORT}`;
const PAGES = (process.env.BENCH_PAGES ?? "/,/bible-questions-and-answers-hub,/bible-questions-and-answers-hub/genesis,/public-leaderboard,/play").split(",");
const dataDir = mkdtempSync(join(tmpdir(), "berean-lighthouse-"));

// On a fresh embedded database whatever DATABASE_URL says (bench:all sets it for the others).
const { DATABASE_URL: _server, ...inherited } = process.env;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...inherited, PORT: String(PORT), APP_URL: BASE, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      if (i > 600) throw new Error("the app did not start");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  try {
    console.log("page".padEnd(48), "score", "   LCP ms", "  CLS", "  TBT ms", " JS KiB", "   KiB");
    let largestJs = { path: "", kib: 0 };
    for (const path of PAGES) {
      const result = await lighthouse(`${BASE}${path}`, { port: chrome.port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
      const lhr = result!.lhr;
      if (lhr.runtimeError) console.log(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      // Scripts fetched until the load event: what a visitor's phone downloads to show the page.
      const requests =
        (lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number; networkEndTime?: number }> } | undefined)
          ?.items ?? [];
      const loadedAt =
        (lhr.audits["metrics"]?.details as { items?: Array<{ observedLoad?: number }> } | undefined)?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
      const jsKib =
        requests.filter((r) => r.resourceType === "Script" && (r.networkEndTime ?? 0) <= loadedAt).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
      if (jsKib > largestJs.kib) largestJs = { path, kib: jsKib };
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const lcp = audit("largest-contentful-paint");
      report({ bench: "lighthouse", figure: `${path} performance (mobile)`, value: score, unit: "", target: atLeast(score, 95, "") });
      report({ bench: "lighthouse", figure: `${path} LCP`, value: lcp, unit: "ms", target: atMost(lcp, 1800, "ms") });
      console.log(
        path.padEnd(48),
        String(Math.round((lhr.categories.performance?.score ?? 0) * 100)).padStart(5),
        audit("largest-contentful-paint").toFixed(0).padStart(9),
        audit("cumulative-layout-shift").toFixed(3).padStart(6),
        audit("total-blocking-time").toFixed(0).padStart(8),
        jsKib.toFixed(0).padStart(7),
        (audit("total-byte-weight") / 1024).toFixed(0).padStart(7),
      );
    }
    console.log(`largest initial JavaScript: ${largestJs.kib.toFixed(0)} KiB compressed (${largestJs.path})`);
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
