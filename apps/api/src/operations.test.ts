/**
 * docs/operations.md is a script, deploy/deploy.sh, and this test runs it as an operator would on
 * a machine without systemd: three production instances on PostgreSQL behind Caddy (Debian's).
 * Through the proxy, over TLS from Caddy's local authority: ready; a request id of Caddy's in both
 * logs' reach, never the client's own; the hashed assets from the build with a year's cache; a live
 * stream that arrives unbuffered; a killed instance's share taken by the others; and the next
 * release deployed while members keep asking, every answer a 200. CI's PostgreSQL run
 * (.ci/run installs Caddy).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverNodeArgs } from "../../../scripts/server-node-args.mjs";
import { freePort } from "./test/server-process.ts";
import { availableOrFailUnderCi, onPostgres } from "./test/services.ts";

const POSTGRES = process.env.DATABASE_URL;
const hasCaddy = spawnSync("caddy", ["version"]).status === 0;
const root = join(import.meta.dirname, "../../..");
const database = `berean_operations_${process.pid}`;
const scratch = mkdtempSync(join(tmpdir(), "berean-operations-"));
const runDir = join(scratch, "run");

const deployEnv = () => {
  const { DATABASE_URL: _notInherited, ...inherited } = process.env;
  return {
    ...inherited,
    BEREAN_ENV_FILE: join(scratch, "berean.env"),
    BEREAN_RUN_DIR: runDir,
    BEREAN_SUPERVISOR: "processes",
    XDG_DATA_HOME: join(scratch, "xdg-data"),
    XDG_CONFIG_HOME: join(scratch, "xdg-config"),
  };
};
const deploy = (...args: string[]) =>
  spawnSync("bash", [join(root, "deploy/deploy.sh"), ...args], { cwd: root, env: deployEnv(), encoding: "utf8", timeout: 300_000 });
/** The script run without blocking this process, so requests can be made while it runs. */
function deployInBackground(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn("bash", [join(root, "deploy/deploy.sh")], { cwd: root, env: deployEnv(), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  return new Promise((resolve) => child.once("exit", (status) => resolve({ status, stdout, stderr })));
}

afterAll(async () => {
  if (existsSync(join(scratch, "berean.env"))) deploy("stop");
  if (POSTGRES) await onPostgres(POSTGRES, `drop database if exists ${database} with (force)`);
  rmSync(scratch, { recursive: true, force: true });
});

/** A GET through Caddy over TLS, the certificate checked against Caddy's local root. */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const ca = readFileSync(join(scratch, "xdg-data/caddy/pki/authorities/local/root.crt"));
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

/** The first event of a live stream through Caddy: it must come while the stream stays open. */
function firstEvent(url: string): Promise<string> {
  const ca = readFileSync(join(scratch, "xdg-data/caddy/pki/authorities/local/root.crt"));
  return new Promise((resolve, reject) => {
    const req = https.get(url, { ca, headers: { accept: "text/event-stream" }, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => {
        text += chunk;
        const event = /event: (\w+)\ndata: /.exec(text);
        if (event) {
          req.destroy();
          resolve(event[1]!);
        }
      });
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    setTimeout(() => reject(new Error("no event within 10 s: the stream is buffered")), 10_000).unref();
  });
}

describe.skipIf(!POSTGRES || !availableOrFailUnderCi("Caddy (apt install caddy)", hasCaddy))("deploy/deploy.sh", () => {
  it("runs three production instances behind Caddy, and deploys the next release with every request answered", async () => {
    await onPostgres(POSTGRES!, `drop database if exists ${database} with (force)`);
    await onPostgres(POSTGRES!, `create database ${database}`);
    const [httpsPort, httpPort, adminPort, ...instances] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
    const site = `https://127.0.0.1:${httpsPort}`;
    const url = new URL(POSTGRES!);
    url.pathname = `/${database}`;
    writeFileSync(
      join(scratch, "berean.env"),
      [
        `APP_URL=${site}`,
        `BEREAN_SITE=${site}`,
        `BEREAN_HTTPS_PORT=${httpsPort}`,
        `BEREAN_HTTP_PORT=${httpPort}`,
        `BEREAN_CADDY_ADMIN=localhost:${adminPort}`,
        `BEREAN_INSTANCES="${instances.join(" ")}"`,
        `DATABASE_URL=${url}`,
        "BETTER_AUTH_SECRET=operations-test-secret-0123456789abcdef",
        "TRUST_PROXY=true",
        "SMTP_URL=smtp://127.0.0.1:2525",
        "STRIPE_SECRET_KEY=sk_test_operations",
        "STRIPE_WEBHOOK_SECRET=whsec_operations",
        "STRIPE_PRO_PRICE_ID=price_operations",
        "LOG_LEVEL=warn",
      ].join("\n"),
    );

    const first = deploy();
    expect(first.status, `${first.stdout}${first.stderr}`).toBe(0);
    expect(first.stdout).toContain("Seeded the empty database with");
    expect(first.stdout).toContain(`Berean is ready at ${site}: 3 instances behind Caddy`);

    const ready = await get(`${site}/api/ready`, { "x-request-id": "chosen-by-the-client" });
    expect(ready.status).toBe(200);
    expect(ready.headers.server).toBe("Caddy");
    expect(ready.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const asset = readdirSync(join(root, "apps/web/dist/assets")).find((name) => name.endsWith(".js"))!;
    const served = await get(`${site}/assets/${asset}`, { "accept-encoding": "br" });
    expect(served.status).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-encoding"]).toBe("br");

    expect(await firstEvent(`${site}/api/events/live/stream`)).toBe("board");

    // The next release, deployed while members keep asking: the instances restart one at a time.
    const statuses: number[] = [];
    const deployed = new AbortController();
    const asking = (async () => {
      // A visitor reading the quizzes ten times a second: within the per-address limit (600 a minute).
      while (!deployed.signal.aborted) {
        statuses.push((await get(`${site}/api/quizzes`)).status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const next = await deployInBackground();
    deployed.abort();
    await asking;
    expect(next.status, `${next.stdout}${next.stderr}`).toBe(0);
    expect(next.stdout).not.toContain("Seeded");
    // Three restarts of a few seconds each, drained first: every request meets one of them.
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 200).join(" ")).toBe("");

    // An instance killed outright: Caddy sends its share to the others.
    execFileSync("kill", ["-9", readFileSync(join(runDir, `berean-${instances[0]}.pid`), "utf8").trim()]);
    const afterKill = await Promise.all(Array.from({ length: 12 }, () => get(`${site}/api/quizzes`)));
    expect(afterKill.map((r) => r.status)).toEqual(Array(12).fill(200));

    expect(deploy("stop").status).toBe(0);
    await expect(get(`${site}/api/ready`)).rejects.toThrow();
  }, 600_000);

  it("installs a systemd unit that runs the server as npm start does", () => {
    const unit = readFileSync(join(root, "deploy/berean@.service"), "utf8");
    expect(unit).toContain(`ExecStart=/usr/bin/env node ${serverNodeArgs({}).join(" ")} apps/api/dist/server.mjs`);
    const verify = spawnSync("systemd-analyze", ["--version"]);
    if (verify.status !== 0) return;
    const filled = join(scratch, "berean@3001.service");
    writeFileSync(filled, unit.replaceAll("@BEREAN_ROOT@", root));
    const checked = spawnSync("systemd-analyze", ["verify", filled], { encoding: "utf8" });
    expect(checked.status, checked.stderr).toBe(0);
  });
});
