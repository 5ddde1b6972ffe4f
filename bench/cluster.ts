/**
 * `npm run bench:cluster`: the Saturday event through Caddy onto three production instances on
 * PostgreSQL, deployed by deploy/deploy.sh as docs/operations.md says (BEREAN_SUPERVISOR=processes),
 * run twice with fresh members: once quiet, once with one instance restarted (a rolling deploy's
 * step, `deploy.sh restart`) at a third of the window and another killed with -9 at two thirds
 * (brought back 2 s later, as systemd's Restart=on-failure does). Not in CI (minutes long).
 *
 * Members answer as the app's phones do: an answer that meets a 5xx or a dropped connection is
 * kept and sent again a second later (architecture.md §4 'Offline answers'), so only a 200 is an
 * acknowledged answer. Live-board watchers reconnect when their stream ends, after the wait the
 * stream asked for (`retry:`, 1 to 3 s), as EventSource does.
 *
 *   DATABASE_URL   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                  database berean_bench_cluster is created and dropped)
 *   REDIS_URL      shared rate limits (default redis://127.0.0.1:6379)
 *   BENCH_MEMBERS (1,500 a run), BENCH_MINUTES (3 a run), BENCH_SSE (150)
 *   BENCH_KEEP=1   keep the instances' and Caddy's logs
 *
 * Prints, for each run: answers acknowledged, the answer latency seen through the proxy (p50, p99,
 * max), the 5xx and dropped connections clients met and when; the live screens' reconnections and
 * the longest time without a board; and the last line: acknowledged answers lost (target 0), live
 * screens back later than 5 s (target 0), the disrupted run's answer p99 against the quiet one's
 * (target ≤ 2×), and the 5xx met outside the killed instance's moment (target 0).
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { databaseUrl, dropDatabase, freePort, jsonClient, percentile, recreateDatabase, report, atMost, root, seedMembers } from "./support.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_500);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 3);
const WATCHERS = Number(process.env.BENCH_SSE ?? 150);
const DB_NAME = "berean_bench_cluster";
const SECRET = randomBytes(32).toString("hex");
const SATURDAY_MORNING = "2026-11-28T14:00:00Z"; // 09:00 in New York: the event has just opened

const METRICS_TOKEN = randomBytes(24).toString("hex");
const scratch = mkdtempSync(join(tmpdir(), "berean-cluster-"));
const [httpsPort, httpPort, adminPort, ...instances] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
const site = `https://127.0.0.1:${httpsPort}`;
const deployEnv = {
  ...process.env,
  BEREAN_ENV_FILE: join(scratch, "berean.env"),
  BEREAN_RUN_DIR: join(scratch, "run"),
  BEREAN_SUPERVISOR: "processes",
  XDG_DATA_HOME: join(scratch, "xdg-data"),
  XDG_CONFIG_HOME: join(scratch, "xdg-config"),
};
delete (deployEnv as NodeJS.ProcessEnv).DATABASE_URL;
const deploy = (...args: string[]) =>
  spawnSync("bash", [join(root, "deploy/deploy.sh"), ...args], { cwd: root, env: deployEnv, stdio: "inherit" }).status === 0;
/** `deploy.sh restart PORT` in the background: resolves when the instance is ready again. */
const restart = (port: number) =>
  new Promise<void>((resolve) =>
    spawn("bash", [join(root, "deploy/deploy.sh"), "restart", String(port)], { cwd: root, env: deployEnv, stdio: "ignore" }).once("exit", () => resolve()),
  );

await recreateDatabase(DB_NAME);
// Production seeds no sample pack: the event's sealed supply comes as an operator's pack would
// (SEALED_PACKS_DIR), here the public sample pack's questions in one file.
const sealedDir = join(scratch, "sealed");
mkdirSync(sealedDir);
const samplePack = readdirSync(join(root, "content/sample-pack"))
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(join(root, "content/sample-pack", file), "utf8")) as unknown[]);
writeFileSync(join(sealedDir, "bench.json"), JSON.stringify(samplePack));
writeFileSync(
  deployEnv.BEREAN_ENV_FILE,
  [
    `APP_URL=${site}`,
    `BEREAN_SITE=${site}`,
    `BEREAN_HTTPS_PORT=${httpsPort}`,
    `BEREAN_HTTP_PORT=${httpPort}`,
    `BEREAN_CADDY_ADMIN=localhost:${adminPort}`,
    `BEREAN_INSTANCES="${instances.join(" ")}"`,
    `DATABASE_URL=${databaseUrl(DB_NAME)}`,
    `REDIS_URL=${process.env.REDIS_URL ?? "redis://127.0.0.1:6379"}`,
    `BETTER_AUTH_SECRET=${SECRET}`,
    "TRUST_PROXY=true",
    "SMTP_URL=smtp://127.0.0.1:2525",
    "STRIPE_SECRET_KEY=sk_test_cluster",
    "STRIPE_WEBHOOK_SECRET=whsec_cluster",
    "STRIPE_PRO_PRICE_ID=price_cluster",
    "LOG_LEVEL=warn",
    `METRICS_TOKEN=${METRICS_TOKEN}`,
    `SEALED_PACKS_DIR=${sealedDir}`,
    // The instances' clock starts on a Saturday morning, the event's window (e2e/support/shifted-clock.mjs).
    `BEREAN_CLOCK_START=${SATURDAY_MORNING}`,
    `NODE_OPTIONS="--import ${join(root, "e2e/support/shifted-clock.mjs")}"`,
  ].join("\n"),
);
if (!deploy()) {
  console.error("deploy/deploy.sh failed");
  process.exit(1);
}
const ca = readFileSync(join(scratch, "xdg-data/caddy/pki/authorities/local/root.crt"));
const pidOf = (port: number) => Number(readFileSync(join(scratch, "run", `berean-${port}.pid`), "utf8"));

const db = new pg.Pool({ connectionString: databaseUrl(DB_NAME), max: 4 });
db.on("error", () => undefined);
// Over HTTPS the session cookie carries the __Secure- prefix, as Better Auth names it for a secure site.
const secure = (cookies: string[]) => cookies.map((cookie) => `__Secure-${cookie}`);
const quietMembers = secure(await seedMembers(db, SECRET, "quiet", MEMBERS));
const disruptedMembers = secure(await seedMembers(db, SECRET, "disrupted", MEMBERS));
const [weekly] = (await db.query(`select id from quiz where is_weekly order by id limit 1`)).rows as Array<{ id: number }>;

const agent = new https.Agent({ keepAlive: true, maxSockets: 200, ca });
const call = jsonClient(httpsPort!, agent, site, { ca });
const windowMs = MINUTES * 60_000;
const answeringMs = windowMs / 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Live-board watchers through Caddy, reconnecting 2 s after a stream ends; each gap without a board, from the end to the next board. */
function watch(cookies: readonly string[]) {
  const gaps: number[] = [];
  let reconnections = 0;
  let stopped = false;
  const requests = new Set<import("node:http").ClientRequest>();
  const open = (cookie: string, droppedAt: number | null) => {
    if (stopped) return;
    const headers = { accept: "text/event-stream", cookie };
    let gotBoard = false;
    let ended = false;
    // The wait the stream asked for (its `retry:`), as EventSource keeps it.
    let retryMs = 2_000;
    const again = () => {
      requests.delete(req);
      if (stopped || ended) return;
      ended = true;
      const since = droppedAt ?? (gotBoard ? performance.now() : null);
      reconnections += 1;
      setTimeout(() => open(cookie, since ?? performance.now()), retryMs);
    };
    const req = https.get({ host: "127.0.0.1", port: httpsPort, path: "/api/events/live/stream", headers, agent: false, ca }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const retry = /^retry: (\d+)$/m.exec(chunk);
        if (retry) retryMs = Number(retry[1]);
        if (!gotBoard && chunk.includes("event: board")) {
          gotBoard = true;
          if (droppedAt !== null) gaps.push(performance.now() - droppedAt);
          droppedAt = null;
        }
      });
      res.on("end", again);
      res.on("error", () => undefined);
    });
    req.on("error", () => (req.destroyed && stopped ? undefined : again()));
    requests.add(req);
  };
  cookies.forEach((cookie) => open(cookie, null));
  return {
    stop() {
      stopped = true;
      for (const req of requests) req.destroy();
      return { gaps: gaps.sort((a, b) => a - b), reconnections };
    },
  };
}

interface Run {
  latencies: number[];
  /** Answers slower than 100 ms by the 10 s they were sent in: where the tail comes from. */
  slowBySlot: Map<number, number>;
  acknowledged: number[];
  /** 5xx answers and dropped connections: when (seconds into the run) and what. */
  failures: Array<{ atS: number; status: number }>;
  elapsedS: number;
  killedAtS: number | null;
  restartedAtS: number | null;
}

async function runEvent(members: readonly string[], disrupt: boolean): Promise<Run> {
  const latencies: number[] = [];
  const slowBySlot = new Map<number, number>();
  const acknowledged: number[] = [];
  const failures: Run["failures"] = [];
  const startedAt = performance.now();
  const atS = () => (performance.now() - startedAt) / 1000;
  const sleepUntil = (ms: number) => sleep(startedAt + ms - performance.now());
  let killedAtS: number | null = null;
  let restartedAtS: number | null = null;
  const disruption = disrupt
    ? (async () => {
        await sleepUntil(windowMs / 3);
        restartedAtS = atS();
        console.log(`  ${restartedAtS.toFixed(0)} s: restarting the instance on :${instances[1]} (deploy.sh restart)`);
        await restart(instances[1]!);
        console.log(`  ${atS().toFixed(0)} s: it is ready again`);
        await sleepUntil((2 * windowMs) / 3);
        killedAtS = atS();
        console.log(`  ${killedAtS.toFixed(0)} s: kill -9 of the instance on :${instances[2]}`);
        process.kill(pidOf(instances[2]!), "SIGKILL");
        await sleep(2_000);
        await restart(instances[2]!);
        console.log(`  ${atS().toFixed(0)} s: it is back (started again 2 s after, as systemd would)`);
      })()
    : Promise.resolve();
  /** Sends until a 200 (or a 4xx: refused for good), a second between tries, as the phone's queue does. */
  const send = async (path: string, cookie: string, body: unknown) => {
    for (let attempt = 0; ; attempt++) {
      const t0 = performance.now();
      const res = await call("POST", path, { cookie }, body);
      if (res.status !== 0 && res.status < 500) return { res, latency: performance.now() - t0 };
      failures.push({ atS: atS(), status: res.status });
      if (res.status === 503 && failures.filter((f) => f.status === 503).length <= 3)
        console.log(`  503 at ${atS().toFixed(1)} s: ${JSON.stringify(res.body)}`);
      if (attempt >= 30) return { res, latency: performance.now() - t0 };
      await sleep(1_000);
    }
  };
  await Promise.all(
    members.map(async (cookie) => {
      const begin = Math.random() * (windowMs - answeringMs);
      await sleepUntil(begin);
      const { res: started } = await send(`/api/quizzes/${weekly!.id}/attempts`, cookie, {});
      if (started.status >= 300) {
        console.error(`  start refused: ${started.status} ${JSON.stringify(started.body)}`);
        return;
      }
      const attemptId = started.body.attempt.id as number;
      const positions = (started.body.attempt.questions as Array<{ position: number }>).map((q) => q.position);
      const step = answeringMs / (positions.length + 1);
      for (const [i, position] of positions.entries()) {
        await sleepUntil(begin + step * (i + 1));
        const { res, latency } = await send(`/api/attempts/${attemptId}/answers`, cookie, { position, chosenIndex: i % 4 });
        latencies.push(latency);
        if (latency > 100) slowBySlot.set(Math.floor(atS() / 10), (slowBySlot.get(Math.floor(atS() / 10)) ?? 0) + 1);
        if (res.status === 200) acknowledged.push(attemptId * 1_000 + position);
      }
      await send(`/api/attempts/${attemptId}/finish`, cookie, {});
    }),
  );
  await disruption;
  return { latencies: latencies.sort((a, b) => a - b), slowBySlot, acknowledged, failures, elapsedS: atS(), killedAtS, restartedAtS };
}

/**
 * Each instance's own view of the answers (its /metrics, read directly): how many it served and how
 * many took it over 100 ms, so a slow tail seen through Caddy can be told apart from a slow instance.
 */
async function answersByInstance(): Promise<Map<number, { served: number; over100: number }>> {
  const out = new Map<number, { served: number; over100: number }>();
  for (const port of instances) {
    try {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      let served = 0;
      let fast = 0;
      for (const line of text.split("\n")) {
        if (!line.startsWith("http_request_duration_seconds_") || !line.includes('method="POST"') || !/route="[^"]*answers"/.test(line)) continue;
        const value = Number(line.slice(line.lastIndexOf(" ") + 1));
        if (line.startsWith("http_request_duration_seconds_count")) served += value;
        else if (line.includes('le="0.1"')) fast += value;
      }
      out.set(port, { served, over100: served - fast });
    } catch {
      out.set(port, { served: 0, over100: 0 });
    }
  }
  return out;
}

console.log(`bench:cluster: ${MEMBERS} members a run over ${MINUTES} min, ${WATCHERS} live-board watchers, 3 instances behind Caddy at ${site}`);
const results: Array<{ name: string; run: Run; screens: { gaps: number[]; reconnections: number } }> = [];
for (const [name, members, disrupt] of [
  ["quiet", quietMembers, false],
  ["disrupted", disruptedMembers, true],
] as const) {
  console.log(`run: ${name}`);
  const watchers = watch(members.slice(0, WATCHERS));
  const before = await answersByInstance();
  const run = await runEvent(members, disrupt);
  const after = await answersByInstance();
  // A restarted instance counts from its start again.
  const delta = (port: number, key: "served" | "over100") => {
    const [a, b] = [after.get(port)![key], before.get(port)![key]];
    return a >= b ? a - b : a;
  };
  console.log(
    `  by instance (its own timing, since the run began or its start): ${instances.map((port) => `:${port} ${delta(port, "served")} answers, ${delta(port, "over100")} over 100 ms`).join("; ")}`,
  );
  results.push({ name, run, screens: watchers.stop() });
}

// Every acknowledged answer is in the database.
const stored = new Set(
  (
    (
      await db.query(
        `select aa.attempt_id, aq.position + 1 as position from attempt_answer aa join attempt_question aq on aq.attempt_id = aa.attempt_id and aq.question_id = aa.question_id`,
      )
    ).rows as Array<{ attempt_id: number; position: number }>
  ).map((r) => r.attempt_id * 1_000 + r.position),
);
await db.end();
agent.destroy();
deploy("stop");
await dropDatabase(DB_NAME);
// BENCH_KEEP=1 keeps the instances' and Caddy's logs (run/) for a look afterwards.
if (process.env.BENCH_KEEP === "1") console.log(`logs kept in ${join(scratch, "run")}`);
else rmSync(scratch, { recursive: true, force: true });

const line = (run: Run) =>
  `p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p99 ${percentile(run.latencies, 99).toFixed(1)} ms, max ${(run.latencies.at(-1) ?? 0).toFixed(0)} ms`;
let lost = 0;
let lateScreens = 0;
let unexplained = 0;
for (const { name, run, screens } of results) {
  const missing = run.acknowledged.filter((key) => !stored.has(key)).length;
  lost += missing;
  // The killed instance's requests in flight: failures from its kill until Caddy's checks took it out (fail_duration, health every 2 s).
  const atKill = run.failures.filter((f) => run.killedAtS !== null && f.atS >= run.killedAtS && f.atS <= run.killedAtS + 5);
  const elsewhere = run.failures.length - atKill.length;
  unexplained += elsewhere;
  const late = screens.gaps.filter((gap) => gap > 5_000).length;
  lateScreens += late;
  const byStatus = (list: Run["failures"]) => {
    const counts = new Map<string, number>();
    for (const f of list) counts.set(f.status === 0 ? "dropped" : String(f.status), (counts.get(f.status === 0 ? "dropped" : String(f.status)) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n} ${status}`).join(", ") || "none";
  };
  console.log(`${name}: ${run.latencies.length} answers, ${run.acknowledged.length} acknowledged, ${missing} of them missing from the database`);
  console.log(`  answer latency through Caddy: ${line(run)}`);
  const slow = [...run.slowBySlot].sort(([a], [b]) => a - b).map(([slot, n]) => `${slot * 10}s:${n}`);
  console.log(`  answers over 100 ms by 10 s: ${slow.join(" ") || "none"}`);
  console.log(
    `  failed tries (sent again): ${byStatus(run.failures)}${run.killedAtS !== null ? `; within 5 s of the kill: ${byStatus(atKill)}; elsewhere: ${elsewhere}` : ""}`,
  );
  console.log(
    `  live screens: ${screens.reconnections} reconnections, longest without a board ${((screens.gaps.at(-1) ?? 0) / 1000).toFixed(1)} s, ${late} later than 5 s`,
  );
}
if (results.some(({ run }) => run.acknowledged.length === 0)) {
  console.error("A run had no acknowledged answer: the load did not reach Berean (see the refusals above).");
  process.exit(1);
}
const quietP99 = percentile(results[0]!.run.latencies, 99);
const disruptedP99 = percentile(results[1]!.run.latencies, 99);
const ratio = disruptedP99 / Math.max(1, quietP99);
report({ bench: "cluster", figure: "acknowledged answers lost", value: lost, unit: "", target: atMost(lost, 0, "") });
report({ bench: "cluster", figure: "live screens back later than 5 s", value: lateScreens, unit: "", target: atMost(lateScreens, 0, "") });
report({
  bench: "cluster",
  figure: "answer p99, restart and kill -9 / quiet",
  value: Number(ratio.toFixed(2)),
  unit: "×",
  target: atMost(ratio, 2, "×"),
  anchor: `quiet run p99 ${quietP99.toFixed(0)} ms`,
});
report({ bench: "cluster", figure: "5xx outside the killed instance's moment", value: unexplained, unit: "", target: atMost(unexplained, 0, "") });
console.log(
  `acknowledged answers lost ${lost} (target 0), live screens back later than 5 s ${lateScreens} (target 0), answer p99 ${disruptedP99.toFixed(0)} ms disrupted vs ${quietP99.toFixed(0)} ms quiet = ${ratio.toFixed(2)}× (target ≤ 2×), 5xx outside the kill ${unexplained} (target 0)`,
);
