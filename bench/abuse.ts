/**
 * `npm run bench:abuse`: the Saturday event under attack. BENCH_MEMBERS members (1,500) play the
 * live event at bench:event's pace (start, a question every 5 s, finish), arriving steadily from
 * the first second to the last. After a quiet phase (BENCH_QUIET_SECONDS, 60) comes one phase per
 * surface (BENCH_ABUSE_SECONDS each, 120), then a quiet phase again. Each attack phase has one
 * attacking client (bench/abuse-attacker.ts, at the lowest CPU priority: one address, a few
 * connections, each sending again the moment it is answered, 429 or not):
 *
 *   cookies    a unique ~15 KB junk cookie on every API request, with and without a real session
 *   cards      share cards (/r/{code}/card.png, /certificates/{code}/card.png): real codes and
 *              unknown ones, with another of the account's sessions, a forged one, or none
 *   game       joins to a hosted game (its host starts it half-way and runs it) under new nicknames,
 *              each seat's streams kept open, streams with forged seats, PIN checks real and guessed
 *   invites    group invite look-ups with made-up codes, and joins with them signed in
 *   contact    contact-form posts, as visitors and signed in
 *   sign-in    wrong passwords for accounts that exist and for unknown emails
 *   headers    requests with a 20 KB header
 *
 * One compiled server (as `npm start` runs it, its rate limits as in production) behind a trusted
 * proxy (TRUST_PROXY): each member comes from an address of its own, each phase's attacker from
 * another. PostgreSQL; the server's clock on a Saturday morning, the event open.
 *
 *   DATABASE_URL=postgres://…   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                                database berean_bench_abuse is created and dropped)
 *   BENCH_MEMBERS, BENCH_QUIET_SECONDS, BENCH_ABUSE_SECONDS
 *   BENCH_SURFACES              a comma list of the surfaces above to run, in that order (default all)
 *   BENCH_NODE_ARGS             more flags for the server's node (a CPU profile: "--cpu-prof --cpu-prof-dir=DIR")
 *
 * Prints per phase the members' answer latency (p50, p99, max, and when the answers over 100 ms
 * were sent), their 5xx, failed connections and refusals, the server's peak RSS, the attacker's
 * requests by status, and where the cores went (the server, the attacker, this generator, and
 * PostgreSQL with the machine's other work: on a shared machine the last moves every figure).
 * The last line: peak RSS, answer p99 quiet and under the worst attack, 5xx, the members' failed
 * connections, and whether the server stayed up. Exits 1 when a target is missed (RSS ≤ 300 MB,
 * p99 ≤ 2× the first quiet phase's, no 5xx, no failed connection, still up).
 */
import { fork } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { cpus, setPriority } from "node:os";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import pg from "pg";
import { INVITE_CODE_ALPHABET, SHARE_CODE_LENGTH } from "@berean/domain";
import { SURFACES, type AttackOrder, type AttackTally, type Surface } from "./abuse-attacker.ts";
import {
  databaseUrl,
  dropDatabase,
  ensureCompiledApi,
  jsonClient,
  percentile,
  recreateDatabase,
  sampleRss,
  seedMembers,
  sessionCookie,
  startBenchServer,
} from "./support.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_500);
const QUIET_S = Number(process.env.BENCH_QUIET_SECONDS ?? 60);
const ABUSE_S = Number(process.env.BENCH_ABUSE_SECONDS ?? 120);
const surfaces = (process.env.BENCH_SURFACES ?? SURFACES.join(",")).split(",").map((s) => s.trim()) as Surface[];
for (const s of surfaces) if (!SURFACES.includes(s)) throw new Error(`BENCH_SURFACES: unknown surface ${s} (known: ${SURFACES.join(", ")})`);
const SECRET = randomBytes(32).toString("hex");
const APP_URL = "http://bench.berean.test";
const DB_NAME = "berean_bench_abuse";
const SATURDAY_MORNING = "2026-11-28T14:00:00Z"; // 09:00 in New York: the event has just opened
/** bench:event's pace: a question every 5 s, so 25 take about two minutes. */
const QUESTION_MS = 5_000;
/** Unmeasured: the server warms up and the members' answers reach their steady rate. */
const WARMUP_MS = 20_000;
/** Unmeasured, between phases: the next attacker starts, the last one's connections close. */
const GAP_MS = 3_000;
const TARGET_RSS_MB = 300;
const TARGET_P99_RATIO = 2;
/** Addresses from the benchmarking range (198.18.0.0/15): headers only, every request goes to 127.0.0.1. */
const memberAddress = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;
const attackerAddress = (phase: number) => `198.19.66.${phase}`;

const dbUrl = databaseUrl(DB_NAME);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

ensureCompiledApi();
await recreateDatabase(DB_NAME);
const server = await startBenchServer({
  APP_URL,
  DATABASE_URL: dbUrl,
  BETTER_AUTH_SECRET: SECRET,
  BEREAN_CLOCK_START: SATURDAY_MORNING,
  TRUST_PROXY: "true",
  // The limits as production has them, whatever this shell sets.
  API_RATE_LIMIT_PER_MINUTE: undefined,
  PAGE_RATE_LIMIT_PER_MINUTE: undefined,
});
const { port } = server;
process.on("exit", () => server.child.kill("SIGKILL"));
let exitedDuring: string | null = null;
/** Set once the last phase is over: members stop where they are, and the server's exit is ours. */
let stopping = false;
let currentPhase = -1;
// Quiet again at the end: whether the server is back to its quiet figures, and how far this hour's machine moves them.
const phases: Array<{ name: string; surface: Surface | null; seconds: number }> = [
  { name: "quiet", surface: null, seconds: QUIET_S },
  ...surfaces.map((s) => ({ name: s, surface: s, seconds: ABUSE_S })),
  { name: "quiet again", surface: null, seconds: QUIET_S },
];
server.child.once("exit", () => {
  if (!stopping) exitedDuring = phases[currentPhase]?.name ?? "a gap between phases";
});

// ------------------------------------------------------------------ who is there

const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
db.on("error", () => undefined);
const memberCookies = await seedMembers(db, SECRET, "member", MEMBERS);
const [hostCookie] = await seedMembers(db, SECRET, "host", 1, { plan: "pro", name: "Host" });
// The attacker's own account with 500 sessions, as 500 sign-ins over days would leave it: the limits
// that count per session give each of them an allowance of its own.
await seedMembers(db, SECRET, "attacker", 1, { name: "Attacker" });
const attackerTokens = Array.from({ length: 500 }, () => randomBytes(24).toString("base64url"));
await db.query(
  `insert into session (id, user_id, token, expires_at) select 's-attacker-' || n, 'attacker-0', token, now() + interval '1 year' from unnest($1::text[]) with ordinality as t(token, n)`,
  [attackerTokens],
);
const attackerSessions = attackerTokens.map((token) => sessionCookie(token, SECRET));
const [weekly] = (await db.query(`select id from quiz where is_weekly order by id limit 1`)).rows as Array<{ id: number }>;

const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
const call = jsonClient(port, agent, APP_URL);

// Accounts with a password (the wrong-password sign-ins aim at them), signed up as a visitor would.
const passwordEmails: string[] = [];
for (let i = 0; i < 3; i++) {
  const email = `reader-${i}@bench.test`;
  const signedUp = await call(
    "POST",
    "/api/auth/sign-up/email",
    { "x-forwarded-for": `198.19.1.${i}` },
    { name: `Reader ${i}`, email, password: `a long and honest passphrase ${i}` },
  );
  if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
  passwordEmails.push(email);
}

// Last Saturday's event, closed: six of its results shared (/r/{code}) and certified (/certificates/{code}).
const SHARERS = 6;
await seedMembers(db, SECRET, "sharer", SHARERS, { name: "Sharer" });
const [past] = (
  await db.query(
    `insert into live_event (event_date, opens_at, closes_at, seed, boarded_at) values ('2026-11-21', '2026-11-21T13:00:00Z', '2026-11-22T01:00:00Z', 'bench-abuse', '2026-11-22T01:00:00Z') returning id`,
  )
).rows as Array<{ id: number }>;
const cardPaths: string[] = [];
for (let i = 0; i < SHARERS; i++) {
  const userId = `sharer-${i}`;
  const [a] = (
    await db.query(
      `insert into attempt (user_id, mode, quiz_id, period_key, week_start, status, started_at, deadline_at, finished_at, score, correct_count, wrong_count, seconds_used, live_event_id)
       values ($1, 'event', $2, 'event:2026-11-21', '2026-11-15', 'finished', '2026-11-21T15:00:00Z', '2026-11-21T15:10:00Z', '2026-11-21T15:05:00Z', $3, $4, $5, 300, $6) returning id`,
      [userId, weekly!.id, 60 + i * 4, 15 + i, 10 - i, past!.id],
    )
  ).rows as Array<{ id: number }>;
  const shareCode = Array.from({ length: SHARE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join("");
  const certificateCode = randomBytes(18).toString("base64url");
  await db.query(`insert into result_share (code, attempt_id, user_id) values ($1, $2, $3)`, [shareCode, a!.id, userId]);
  await db.query(
    `insert into certificate (code, user_id, event_id, achievement, rank, of_n, score, score_unit, title, awarded_on) values ($1, $2, $3, $4, $5, $6, $7, 'points', 'Weekly Bible Challenge', '2026-11-21')`,
    [certificateCode, userId, past!.id, ["first", "second", "third"][SHARERS - 1 - i] ?? "participation", SHARERS - i, SHARERS, 60 + i * 4],
  );
  cardPaths.push(`/r/${shareCode}/card.png`, `/certificates/${certificateCode}/card.png`);
}
// Read as anyone would (no card drawn yet: the attacker meets cards still to draw).
for (const path of cardPaths.map((p) =>
  p
    .replace(/^\/r\//, "/api/shares/")
    .replace(/^\/certificates\//, "/api/certificates/")
    .replace(/\/card\.png$/, ""),
)) {
  const res = await call("GET", path, { "x-forwarded-for": "198.19.2.1" });
  if (res.status !== 200)
    throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)} (the shared results or certificates are not as the server reads them)`);
}

// ------------------------------------------------------------------ what is measured, by phase

interface PhaseFigures {
  latencies: number[];
  /** Answers over 100 ms by the 10 s of the phase they were sent in: a stall at one moment, or a steady tail. */
  slowBySlot: number[];
  startedAt: number;
  serverErrors: number;
  failedConnections: number;
  /** The members' requests answered neither 2xx nor 5xx (a limit that caught an honest member). */
  refused: number;
  peakRssMb: number;
  serverCpuS: number;
  /** The members' load generator's CPU (this process), in seconds. */
  generatorCpuS: number;
  /** The machine's cores busy on average, all processes (PostgreSQL and other work on the machine included). */
  machineBusyCores: number;
  generatorDelayP99Ms: number;
  elapsedS: number;
  attacker: AttackTally | null;
}
const figures: PhaseFigures[] = phases.map(() => ({
  latencies: [],
  slowBySlot: [],
  startedAt: 0,
  serverErrors: 0,
  failedConnections: 0,
  refused: 0,
  peakRssMb: 0,
  serverCpuS: 0,
  generatorCpuS: 0,
  machineBusyCores: 0,
  generatorDelayP99Ms: 0,
  elapsedS: 0,
  attacker: null,
}));
// The members' and the host's answers over the whole run, gaps and warm-up included.
const honest = { serverErrors: 0, failedConnections: 0, refused: 0 };
function noteHonest(status: number, phase: number): void {
  const f = figures[phase];
  if (status === 0) {
    honest.failedConnections += 1;
    if (f) f.failedConnections += 1;
  } else if (status >= 500) {
    honest.serverErrors += 1;
    if (f) f.serverErrors += 1;
  } else if (status >= 300) {
    honest.refused += 1;
    if (f) f.refused += 1;
  }
}

let peakRssMb = 0;
const stopSampling = sampleRss(server.child.pid!, (mb) => {
  peakRssMb = Math.max(peakRssMb, mb);
  const f = figures[currentPhase];
  if (f) f.peakRssMb = Math.max(f.peakRssMb, mb);
});
/** The server's CPU so far (user + system), in seconds, from /proc. */
function serverCpuS(): number {
  try {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
/** Both cores' busy and total time so far (jiffies, from /proc/stat): the machine's whole load, other work on it included. */
function machineCpu(): { busy: number; total: number } {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  return { busy: total - values[3]! - values[4]!, total };
}
// The load generator's own event-loop delay: a measured latency includes it.
const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
generatorDelay.enable();

// ------------------------------------------------------------------ the honest event

const runStart = performance.now();
let stop!: () => void;
const stopped = new Promise<void>((resolve) => (stop = resolve));
/** Sleeps until `ms` into the run, or until the run stops. */
const sleepUntil = (ms: number) => Promise.race([new Promise((r) => setTimeout(r, Math.max(0, runStart + ms - performance.now())).unref()), stopped]);
// Long enough for every phase and its attacker's start; members still playing at the end stop where they are.
const scheduleMs = WARMUP_MS + phases.reduce((sum, p) => sum + p.seconds * 1000 + GAP_MS + 2_000, 0);
const answeringMs = QUESTION_MS * 26;

/**
 * One member: starts the event at a moment drawn evenly from the whole run (and from the two
 * minutes before it, so that the run opens already at its steady rate: those members arrive in
 * its first 5 s with their earlier questions gone), answers a question every 5 s, and finishes.
 */
async function playEvent(i: number, cookie: string): Promise<void> {
  const headers = { cookie, "x-forwarded-for": memberAddress(i) };
  const begin = -answeringMs + Math.random() * (scheduleMs + answeringMs);
  const arrival = Math.max(begin, Math.random() * 5_000);
  await sleepUntil(arrival);
  if (stopping) return;
  const started = await call("POST", `/api/quizzes/${weekly!.id}/attempts`, headers, {});
  noteHonest(started.status, currentPhase);
  if (started.status >= 300) {
    if (started.status !== 0 && started.status < 500 && honest.refused === 1) console.error(`start refused: ${started.status} ${JSON.stringify(started.body)}`);
    return;
  }
  const attemptId = started.body.attempt.id as number;
  const positions = (started.body.attempt.questions as Array<{ position: number }>).map((q) => q.position);
  for (const [q, position] of positions.entries()) {
    const due = begin + QUESTION_MS * (q + 1);
    if (due < arrival) continue;
    await sleepUntil(due);
    if (stopping) return;
    const phase = currentPhase;
    const t0 = performance.now();
    const res = await call("POST", `/api/attempts/${attemptId}/answers`, headers, { position, chosenIndex: q % 4 });
    const latency = performance.now() - t0;
    // Counted in the phase it was sent in, if it was answered before that phase ended.
    const f = figures[phase];
    if (f && currentPhase === phase) {
      f.latencies.push(latency);
      const slot = Math.floor((t0 - f.startedAt) / 10_000);
      if (latency > 100) f.slowBySlot[slot] = (f.slowBySlot[slot] ?? 0) + 1;
    }
    noteHonest(res.status, phase);
  }
  noteHonest((await call("POST", `/api/attempts/${attemptId}/finish`, headers, {})).status, currentPhase);
}
const event = Promise.all(memberCookies.map((cookie, i) => playEvent(i, cookie)));

// ------------------------------------------------------------------ the attacks

const attackerFile = new URL("./abuse-attacker.ts", import.meta.url).pathname;
/** Forks the attacker (bench/abuse-attacker.ts) and waits until it is ready; the function returned gives it its order and answers its tally. */
async function forkAttacker(): Promise<(order: AttackOrder) => Promise<AttackTally | null>> {
  const child = fork(attackerFile, [], { execArgv: ["--import", "tsx"] });
  // On a real site the attacker's CPU is its own; here it shares the server's cores, so it yields them:
  // when they are short, its requests wait rather than the server's (it still sends far past every limit).
  setPriority(child.pid!, 19);
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", () => reject(new Error("the attacker did not start")));
  });
  return (order) =>
    new Promise((resolve) => {
      child.once("message", (tally) => resolve(tally as AttackTally));
      child.once("exit", () => resolve(null));
      child.send(order);
    });
}

const hostHeaders = { cookie: hostCookie!, "x-forwarded-for": "198.19.3.1" };
async function hostCall(method: "GET" | "POST", path: string, body?: unknown) {
  const res = await call(method, path, hostHeaders, body);
  noteHonest(res.status, currentPhase);
  return res;
}
/** A hosted game (a Pro host: up to 500 players), in its lobby. */
async function openGame(): Promise<{ id: string; pin: string }> {
  const hostable = await hostCall("GET", "/api/games/hostable");
  const created = await hostCall("POST", "/api/games", {
    source: { kind: "quiz", quizId: hostable.body.quizzes[0].id },
    questionCount: 25,
    secondsPerQuestion: 10,
  });
  if (created.status !== 201) throw new Error(`create game: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.game;
}
/** The host lets the room fill for half the phase, then starts and runs the game, a step every 5 s: each step reaches every stream the attacker holds. */
async function runGame(game: { id: string }, ms: number): Promise<void> {
  const until = performance.now() + ms;
  await sleep(ms / 2);
  let view = (await hostCall("POST", `/api/games/${game.id}/start`, { position: 0 })).body;
  while (performance.now() < until - 5_000 && (view?.status === "question" || view?.status === "reveal")) {
    await sleep(5_000);
    view = (await hostCall("POST", `/api/games/${game.id}/next`, { position: view.position, status: view.status })).body;
  }
}

await sleep(WARMUP_MS);
for (const [index, phase] of phases.entries()) {
  const order: Omit<AttackOrder, "surface"> = {
    port,
    address: attackerAddress(index),
    seconds: phase.seconds,
    appUrl: APP_URL,
    sessions: attackerSessions,
    cardPaths,
    emails: [...passwordEmails, "member-0@bench.test", "member-1@bench.test"],
  };
  const attack = phase.surface ? await forkAttacker() : null;
  const game = phase.surface === "game" ? await openGame() : null;
  const cpuBefore = serverCpuS();
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  generatorDelay.reset();
  const phaseStart = performance.now();
  figures[index]!.startedAt = phaseStart;
  currentPhase = index;
  const [tally] = await Promise.all([
    attack ? attack({ ...order, surface: phase.surface!, pin: game?.pin }) : sleep(phase.seconds * 1000).then(() => null),
    game ? runGame(game, phase.seconds * 1000) : null,
  ]);
  currentPhase = -1;
  const f = figures[index]!;
  f.elapsedS = (performance.now() - phaseStart) / 1000;
  f.serverCpuS = serverCpuS() - cpuBefore;
  const generatorUsed = process.cpuUsage(generatorBefore);
  f.generatorCpuS = (generatorUsed.user + generatorUsed.system) / 1e6;
  const machineAfter = machineCpu();
  f.machineBusyCores = ((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) * cpus().length;
  f.generatorDelayP99Ms = generatorDelay.percentile(99) / 1e6;
  f.attacker = tally;
  console.log(
    `${phase.name} done (${f.elapsedS.toFixed(0)} s): ${f.latencies.length} answers, p99 ${percentile(
      f.latencies.sort((a, b) => a - b),
      99,
    ).toFixed(1)} ms${tally ? `, attacker ${tally.requests} requests` : ""}`,
  );
  if (exitedDuring) break;
  await sleep(GAP_MS);
}
stopping = true;
stop();
await event;
stopSampling();

// ------------------------------------------------------------------ after

const alive = server.child.exitCode === null && server.child.signalCode === null;
const health = alive ? await call("GET", "/api/health", { "x-forwarded-for": "198.19.4.1" }) : { status: 0 };
const up = alive && health.status === 200;
const stored = alive
  ? ((
      await db.query(
        `select (select count(*)::int from contact_message) as contact, (select count(*)::int from game_player) as seats, (select count(*)::int from share_card_image) as cards,
                (select count(*)::int from attempt where live_event_id is not null and status = 'finished' and user_id like 'member-%') as finished`,
      )
    ).rows[0] as { contact: number; seats: number; cards: number; finished: number })
  : null;
agent.destroy();
await db.end();
if (alive) await server.stop();
await dropDatabase(DB_NAME);

const n = (value: number) => value.toLocaleString("en-US");
const sorted = figures.map((f) => f.latencies.sort((a, b) => a - b));
const p99 = (i: number) => percentile(sorted[i]!, 99);
const quietP99 = p99(0);
const attacked = phases.map((_, i) => i).filter((i) => phases[i]!.surface && figures[i]!.elapsedS > 0);
const worst = attacked.reduce((w, i) => (p99(i) > p99(w) ? i : w), attacked[0] ?? 0);
const attackerServerErrors = figures.reduce(
  (sum, f) => sum + Object.entries(f.attacker?.statuses ?? {}).reduce((s, [code, count]) => s + (Number(code) >= 500 ? count : 0), 0),
  0,
);
const serverErrors = honest.serverErrors + attackerServerErrors;

console.log(
  `\nthe Saturday event of ${n(MEMBERS)} members (a question every ${QUESTION_MS / 1000} s) under one attacker at a time, ${surfaces.length} surfaces × ${ABUSE_S} s between ${QUIET_S} s quiet before and after, rate limits on, PostgreSQL`,
);
for (const [i, phase] of phases.entries()) {
  const f = figures[i]!;
  if (f.elapsedS === 0) continue;
  const ratio = i > 0 && quietP99 > 0 ? ` (${(p99(i) / quietP99).toFixed(1)}× quiet)` : "";
  console.log(
    `${phase.name.padEnd(11)} ${f.elapsedS.toFixed(0).padStart(4)} s: answers ${n(sorted[i]!.length)}, p50 ${percentile(sorted[i]!, 50).toFixed(1)} ms, p99 ${p99(i).toFixed(1)} ms${ratio}, max ${(sorted[i]!.at(-1) ?? 0).toFixed(0)} ms; ` +
      `members' 5xx ${f.serverErrors}, failed connections ${f.failedConnections}, refused ${f.refused}; peak RSS ${f.peakRssMb.toFixed(0)} MB`,
  );
  const cores = (cpuS: number) => (cpuS / f.elapsedS).toFixed(2);
  const rest = f.machineBusyCores - (f.serverCpuS + f.generatorCpuS + (f.attacker?.cpuS ?? 0)) / f.elapsedS;
  console.log(
    `            cores busy ${f.machineBusyCores.toFixed(2)} of ${cpus().length}: server ${cores(f.serverCpuS)}, attacker ${cores(f.attacker?.cpuS ?? 0)}, members' generator ${cores(f.generatorCpuS)}, ` +
      `PostgreSQL and the machine's other work ${rest.toFixed(2)}; generator's event-loop delay p99 ${f.generatorDelayP99Ms.toFixed(0)} ms`,
  );
  const slow = Array.from(f.slowBySlot, (count, slot) => `${slot * 10}s:${count ?? 0}`).join(" ");
  if (slow) console.log(`            answers over 100 ms by 10 s of the phase: ${slow}`);
  const t = f.attacker;
  if (phase.surface && !t) console.log(`            the attacker stopped without a tally`);
  if (!t) continue;
  const statuses = Object.entries(t.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, count]) => `${code === "0" ? "no answer" : code} ${n(count)}`)
    .join(" · ");
  const streams = t.streams.opened
    ? `; streams kept open ${n(t.streams.opened)} (at most ${n(t.streams.peakOpen)} at once, ${(t.streams.bytes / 1e6).toFixed(1)} MB received), seats ${n(t.seats)}`
    : "";
  console.log(`            attacker ${attackerAddress(i)}: ${n(t.requests)} requests (${(t.requests / f.elapsedS).toFixed(0)}/s): ${statuses}${streams}`);
}
if (stored)
  console.log(
    `stored: ${n(stored.contact)} contact messages, ${n(stored.seats)} game seats, ${n(stored.cards)} share cards drawn; ${n(stored.finished)} members finished the event`,
  );
console.log(
  `members over the whole run: 5xx ${honest.serverErrors}, failed connections ${honest.failedConnections}, refused ${honest.refused}${exitedDuring ? `; the server exited during ${exitedDuring}` : ""}`,
);

const worstP99 = attacked.length ? p99(worst) : 0;
const missed = [
  peakRssMb > TARGET_RSS_MB,
  attacked.length > 0 && worstP99 > TARGET_P99_RATIO * quietP99,
  serverErrors > 0,
  honest.failedConnections > 0,
  !up,
].some(Boolean);
console.log(
  `peak RSS ${peakRssMb.toFixed(0)} MB (target ≤ ${TARGET_RSS_MB}), answer p99 quiet ${quietP99.toFixed(1)} ms / under attack worst ${worstP99.toFixed(1)} ms${attacked.length ? ` (${phases[worst]!.name})` : ""} (target ≤ ${TARGET_P99_RATIO}×), ` +
    `5xx ${serverErrors} (target 0), members' failed connections ${honest.failedConnections} (target 0), server up: ${up ? "yes" : "no"}`,
);
process.exit(missed ? 1 : 0);
