/**
 * `npm run bench:event`: a Saturday live event as it would come — BENCH_MEMBERS members (10,000)
 * each starting the event quiz at a random moment of BENCH_MINUTES (10), answering its 25
 * questions over the next fifth of it (about 5 s a question), then finishing; BENCH_SSE of them (200)
 * watching the live board over Server-Sent Events the whole time, each stream carrying its
 * viewer's own place. One compiled server (as `npm start` runs it) on PostgreSQL, its clock set
 * to a Saturday morning (the event's window).
 *
 *   DATABASE_URL=postgres://…   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                                database berean_bench_event is created and dropped)
 *   BENCH_MEMBERS, BENCH_MINUTES, BENCH_SSE
 *   BENCH_MAIL                  e.g. 10000: the event is run twice, with fresh members each time; before
 *                                the second (the first with BENCH_MAIL_FIRST), that many more members
 *                                turn on 'The Saturday event is open', and the server's reminder sweep
 *                                queues and sends their mails (to the outbox) beside the answers.
 *                                Prints the answer latency of both.
 *   BENCH_MAIL_FIRST=1          the run beside the mail comes first, the plain one second (the later
 *                                run meets a bigger, busier database: each order alone flatters one side)
 *   BENCH_DB                    the scratch database's name (default berean_bench_event)
 *   BENCH_NODE_ARGS             more flags for the server's node (a CPU profile: "--cpu-prof --cpu-prof-dir=DIR")
 *
 * Prints the answer latency (p50, p99, max), the server's peak RSS, the board updates the
 * watchers received, and checks every acknowledged answer against the database. The last line:
 * p99 per answer, peak RSS, and acknowledged answers missing from the database (must be 0).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import pg from "pg";
import { databaseUrl, dropDatabase, ensureCompiledApi, jsonClient, percentile, recreateDatabase, sampleRss, seedMembers, startBenchServer } from "./support.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const WATCHERS = Number(process.env.BENCH_SSE ?? 200);
const SECRET = randomBytes(32).toString("hex");
const APP_URL = "http://bench.berean.test";
const MAILS = Number(process.env.BENCH_MAIL ?? 0);
const MAIL_FIRST = MAILS > 0 && process.env.BENCH_MAIL_FIRST === "1";
const DB_NAME = process.env.BENCH_DB ?? "berean_bench_event";
const SATURDAY_MORNING = "2026-11-28T14:00:00Z"; // 09:00 in New York: the event has just opened

const dbUrl = databaseUrl(DB_NAME);

ensureCompiledApi();

await recreateDatabase(DB_NAME);
const server = await startBenchServer({ APP_URL, DATABASE_URL: dbUrl, BETTER_AUTH_SECRET: SECRET, BEREAN_CLOCK_START: SATURDAY_MORNING });
const { port } = server;

// Members with sessions, written straight to the database (the sign-up flow is not what is measured).
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
db.on("error", () => undefined);
// One set of members per run: each member takes the event once.
const runs =
  MAILS > 0
    ? [await seedMembers(db, SECRET, "event", MEMBERS), await seedMembers(db, SECRET, "event-mail-run", MEMBERS)]
    : [await seedMembers(db, SECRET, "event", MEMBERS)];
const cookies = runs[0]!;
if (MAILS > 0) await seedMembers(db, SECRET, "mail", MAILS);
const [weekly] = (await db.query(`select id from quiz where is_weekly order by id limit 1`)).rows as Array<{ id: number }>;

// Members arrive through a proxy that keeps a pool of connections open, as a load balancer does.
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
const call = jsonClient(port, agent, APP_URL);

// The live board's watchers, each on its own connection. The load generator shares the server's
// two cores, and its pauses count in every latency it measures, so it keeps its own work small:
// plain sockets for the streams (no web-stream decoding per chunk), numbers rather than objects.
let boardUpdates = 0;
const watchers = await Promise.all(
  Array.from(
    { length: WATCHERS },
    (_, i) =>
      new Promise<http.ClientRequest>((resolve, reject) => {
        // Signed-in members (the first of them) watching their own place as well as the top 10.
        const headers = { accept: "text/event-stream", cookie: cookies[i % cookies.length]! };
        const req = http.get({ host: "127.0.0.1", port, path: "/api/events/live/stream", headers, agent: false }, (res) => {
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (boardUpdates += chunk.split("event: board").length - 1));
          res.on("error", () => undefined);
          resolve(req);
        });
        req.on("error", reject);
      }),
  ),
);

// Peak memory of the server, sampled every 250 ms.
let peakRssMb = 0;
const stopSampling = sampleRss(server.child.pid!, (mb) => (peakRssMb = Math.max(peakRssMb, mb)));

// Each member starts at a random moment, answers its 25 questions evenly over a fifth of the
// window (2 minutes of 10: about 5 seconds a question), and finishes: starts, answers and
// finishes spread over the whole window.
const windowMs = MINUTES * 60_000;
const answeringMs = windowMs / 5;
// attempt id × 1,000,000 + the question's place in the attempt: one number per acknowledged answer.
const acknowledged: number[] = [];
let failures = 0;
// The load generator's own event-loop delay: a measured latency includes it, so it is printed.
const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
generatorDelay.enable();

interface EventRun {
  latencies: number[];
  /** Answers slower than 100 ms by the half-minute they were sent in: a steady tail or stalls. */
  slowBySlot: Map<number, number>;
  elapsedS: number;
}

async function runEvent(members: readonly string[]): Promise<EventRun> {
  const answerLatencies: number[] = [];
  const slowBySlot = new Map<number, number>();
  const startedAt = performance.now();
  const sleepUntil = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, startedAt + ms - performance.now())));
  await Promise.all(
    members.map(async (cookie) => {
      const begin = Math.random() * (windowMs - answeringMs);
      await sleepUntil(begin);
      const started = await call("POST", `/api/quizzes/${weekly!.id}/attempts`, { cookie }, {});
      if (started.status >= 300) {
        if (failures === 0) console.error(`start refused: ${started.status} ${JSON.stringify(started.body)}`);
        failures += 1;
        return;
      }
      // Only the places are kept while the member answers (10,000 members' questions would not be small).
      const attemptId = started.body.attempt.id as number;
      const positions = (started.body.attempt.questions as Array<{ position: number }>).map((q) => q.position);
      const step = answeringMs / (positions.length + 1);
      for (const [i, position] of positions.entries()) {
        await sleepUntil(begin + step * (i + 1));
        const t0 = performance.now();
        const res = await call("POST", `/api/attempts/${attemptId}/answers`, { cookie }, { position, chosenIndex: i % 4 });
        const latency = performance.now() - t0;
        answerLatencies.push(latency);
        const slot = Math.floor((t0 - startedAt) / 30_000);
        if (latency > 100) slowBySlot.set(slot, (slowBySlot.get(slot) ?? 0) + 1);
        if (res.status === 200) acknowledged.push(attemptId * 1_000_000 + position);
        else failures += 1;
      }
      if ((await call("POST", `/api/attempts/${attemptId}/finish`, { cookie }, {})).status !== 200) failures += 1;
    }),
  );
  return { latencies: answerLatencies.sort((a, b) => a - b), slowBySlot, elapsedS: (performance.now() - startedAt) / 1000 };
}

/** The event beside the mail run: the mail members turn the opening mail on, the server's next sweep (every 30 s) queues their mails in one statement and sends them in batches while the event runs. */
async function runBesideMail(members: readonly string[]): Promise<{ run: EventRun; figures: string }> {
  await db.query(`insert into mail_preference (user_id, event_open) select id, true from "user" where id like 'mail-%'`);
  // When (seconds into the event) the first and the last mail went out, looked at every 2 s.
  const runStart = performance.now();
  let firstSentS = NaN;
  let allSentS = NaN;
  const watch = setInterval(() => {
    void db
      .query(`select count(*)::int as n from mail_job where sent_at is not null`)
      .then(({ rows }) => {
        const n = (rows[0] as { n: number }).n;
        const s = (performance.now() - runStart) / 1000;
        if (n > 0 && Number.isNaN(firstSentS)) firstSentS = s;
        if (n >= MAILS && Number.isNaN(allSentS)) allSentS = s;
      })
      .catch(() => undefined);
  }, 2_000);
  const run = await runEvent(members);
  clearInterval(watch);
  const [m] = (
    await db.query(
      `select count(*) filter (where sent_at is not null)::int as sent, count(*)::int as queued, min(sent_at) as first, max(sent_at) as last,
              (select count(*)::int from mail_outbox where subject = 'The Saturday event is open') as outbox,
              (select count(distinct "to")::int from mail_outbox where subject = 'The Saturday event is open') as recipients
       from mail_job where kind = 'event_open'`,
    )
  ).rows as Array<{ sent: number; queued: number; first: Date | null; last: Date | null; outbox: number; recipients: number }>;
  const spanS = m!.first && m!.last ? (m!.last.getTime() - m!.first.getTime()) / 1000 : 0;
  const figures =
    `mail run beside the ${MAIL_FIRST ? "first" : "second"} event: ${m!.queued} queued, ${m!.sent} sent in ${spanS.toFixed(0)} s (${(m!.sent / Math.max(1, spanS)).toFixed(0)}/s), ` +
    `from ${firstSentS.toFixed(0)} s to ${Number.isNaN(allSentS) ? "past the end" : `${allSentS.toFixed(0)} s`} of its ${run.elapsedS.toFixed(0)} s; ` +
    `outbox ${m!.outbox} mails to ${m!.recipients} members (target ${MAILS} and ${MAILS})`;
  return { run, figures };
}

let plain: EventRun;
let withMail: EventRun | null = null;
let mailFigures = "";
if (MAIL_FIRST) {
  ({ run: withMail, figures: mailFigures } = await runBesideMail(runs[0]!));
  plain = await runEvent(runs[1]!);
} else {
  plain = await runEvent(runs[0]!);
  if (MAILS > 0) ({ run: withMail, figures: mailFigures } = await runBesideMail(runs[1]!));
}
stopSampling();
for (const watcher of watchers) watcher.destroy();

// Every acknowledged answer is in the database, found by the place it was sent with (the attempt's own, 1-based).
const stored = new Set(
  (
    (
      await db.query(
        `select aa.attempt_id, aq.position + 1 as position from attempt_answer aa join attempt_question aq on aq.attempt_id = aa.attempt_id and aq.question_id = aa.question_id`,
      )
    ).rows as Array<{ attempt_id: number; position: number }>
  ).map((r) => `${r.attempt_id}:${r.position}`),
);
const missing = acknowledged.filter((key) => !stored.has(`${Math.floor(key / 1_000_000)}:${key % 1_000_000}`)).length;
agent.destroy();
const [finished] = (await db.query(`select count(*)::int as n from attempt where live_event_id is not null and status = 'finished'`)).rows as Array<{
  n: number;
}>;
await db.end();
await server.stop();
await dropDatabase(DB_NAME);

const sorted = plain.latencies;
const elapsedS = plain.elapsedS + (withMail?.elapsedS ?? 0);
const allAnswers = sorted.length + (withMail?.latencies.length ?? 0);
const latencyLine = (run: EventRun) =>
  `p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p99 ${percentile(run.latencies, 99).toFixed(1)} ms, max ${(run.latencies.at(-1) ?? 0).toFixed(1)} ms`;
const slowLine = (run: EventRun) =>
  [...run.slowBySlot]
    .sort(([a], [b]) => a - b)
    .map(([slot, n]) => `${slot * 30}s:${n}`)
    .join(" ") || "none";
console.log(
  `event of ${MEMBERS} members × 25 answers over ${MINUTES} min (${plain.elapsedS.toFixed(0)} s${withMail ? `, and ${MAIL_FIRST ? "before that" : "then"} again beside ${MAILS} reminder mails` : ""}), ${WATCHERS} live-board watchers, PostgreSQL`,
);
console.log(
  `answers: ${allAnswers} sent, ${acknowledged.length} acknowledged, ${(allAnswers / elapsedS).toFixed(0)}/s on average; failures ${failures}; results completed ${finished!.n}`,
);
console.log(`answer latency: ${latencyLine(plain)}`);
console.log(`answers over 100 ms by half-minute: ${slowLine(plain)}`);
if (withMail) {
  console.log(`answer latency with the mail run: ${latencyLine(withMail)}`);
  console.log(`answers over 100 ms by half-minute with the mail run: ${slowLine(withMail)}`);
  console.log(mailFigures);
}
console.log(`load generator's event-loop delay: p99 ${(generatorDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(generatorDelay.max / 1e6).toFixed(0)} ms`);
console.log(`board updates received by the watchers: ${boardUpdates} (${(boardUpdates / Math.max(1, WATCHERS)).toFixed(0)} each)`);
const mailPart = withMail ? `, with the mail run ${percentile(withMail.latencies, 99).toFixed(1)} ms` : "";
console.log(
  `p99 per answer ${percentile(sorted, 99).toFixed(1)} ms${mailPart} (target ≤ 100), peak RSS ${peakRssMb.toFixed(0)} MB (target ≤ 300), acknowledged answers missing ${missing} (target 0)`,
);
