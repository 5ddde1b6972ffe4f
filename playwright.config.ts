import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** The built app, started as `npm start` starts it, on a fresh embedded database per run. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
// Set once in the runner; its workers inherit the variable and so find the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "berean-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Two files at a time: a browser test mostly waits on its page. Each test makes its own members
  // (addresses per worker, e2e/fixtures.ts); a test that changes what every member sees (a
  // site-wide flag) is tagged @site-wide and runs alone once the others are done.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A test's own time, beside another browser test and CI's second API runs on a 2-core machine
  // (the slowest journeys passed 45 s there on 2026-11-29; what slowed them is being looked into).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace is recorded on a failed test's retry only: recording one for every test (to keep the
    // failures') cost the browser stage about a quarter of its processor time.
    trace: "on-first-retry",
    // The app's service worker would precache its shell in every test's fresh context: only the
    // spec about installing the app (e2e/install.spec.ts) lets it run.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", grepInvert: /@site-wide/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "site-wide", grep: /@site-wide/, dependencies: ["chromium"], use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      // A build made elsewhere (parallel work on one machine); unset, the server serves apps/web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
