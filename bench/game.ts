/**
 * `npm run bench:game`: hosted games as a busy evening would bring them — BENCH_GAMES games (10)
 * of BENCH_PLAYERS players (200) and one game of BENCH_BIG players (500), all at once, each of
 * BENCH_QUESTIONS questions (20) of BENCH_SECONDS seconds (10). Hosts are Pro members; each player
 * joins by PIN over HTTP (the seat cookie), watches /api/play/stream, and answers each question at a
 * random moment of its window, once its stream shows it. The host opens each question with 'Next'
 * and, once it has closed (every player answered, or its deadline), waits a moment and opens the
 * next. One compiled server (as `npm start` runs it) on PostgreSQL.
 *
 *   DATABASE_URL=postgres://…   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                                database berean_bench_game_<pid> is created and dropped)
 *   BENCH_GAMES, BENCH_PLAYERS, BENCH_BIG, BENCH_QUESTIONS, BENCH_SECONDS
 *   BENCH_NODE_ARGS             more flags for the server's node (a CPU profile: "--cpu-prof --cpu-prof-dir=DIR")
 *
 * Prints the answer acknowledgement latency (p50, p99, max), the question's delivery (from the
 * host's 'Next' request to each player's stream showing that question: p50, p99, max), the
 * server's peak RSS, and checks the acknowledged answers against the game_answer rows. The last
 * line: ack p99, delivery p99, peak RSS, and acknowledged answers missing from the database.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import pg from "pg";
import { BOOKS } from "@berean/domain";
import {
  atMost,
  databaseUrl,
  dropDatabase,
  ensureCompiledApi,
  jsonClient,
  percentile,
  recreateDatabase,
  report,
  sampleRss,
  seedMembers,
  startBenchServer,
} from "./support.ts";

const GAMES = Number(process.env.BENCH_GAMES ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const BIG = Number(process.env.BENCH_BIG ?? 500);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The host's pause on the revealed answer before 'Next' (the room reads the board). */
const REVEAL_PAUSE_MS = 1_000;
const SECRET = randomBytes(32).toString("hex");
const APP_URL = "http://bench.berean.test";
// Its own database per run: two runs on one PostgreSQL server never share one.
const DB_NAME = `berean_bench_game_${process.pid}`;

const dbUrl = databaseUrl(DB_NAME);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

ensureCompiledApi();

await recreateDatabase(DB_NAME);
// Each phone has its own address (a room's phones on their own networks, or a proxy that forwards
// them): the per-address join and API limits are not what is measured.
const server = await startBenchServer({ APP_URL, DATABASE_URL: dbUrl, BETTER_AUTH_SECRET: SECRET, TRUST_PROXY: "true" });
const { port } = server;
// A run that fails part-way still stops its server and drops its database.
process.on("exit", () => server.child.kill("SIGKILL"));
process.on("uncaughtException", (error) => {
  console.error(error);
  server.child.kill("SIGKILL");
  void dropDatabase(DB_NAME).finally(() => process.exit(1));
});

const sizes = [...Array.from({ length: GAMES }, () => PLAYERS), ...(BIG > 0 ? [BIG] : [])];

// Hosts: verified Pro members with sessions, written straight to the database (sign-up is not what is measured).
const db = new pg.Pool({ connectionString: dbUrl, max: 4 });
db.on("error", () => undefined);
const hostCookies = await seedMembers(db, SECRET, "host", sizes.length, { plan: "pro", name: "Host" });

// Short requests share a pool of kept-alive connections, as behind a load balancer; each stream has its own.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const call = jsonClient(port, agent, APP_URL);

/**
 * A Server-Sent Events stream on its own socket: `onEvent` gets each event's data as text. The
 * load generator shares the server's two cores and its pauses count in every figure, so the
 * parsing stays plain: split on blank lines, keep only the data line.
 */
function openStream(path: string, headers: Record<string, string>, onEvent: (data: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { ...headers, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${path}: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const at = block.indexOf("data: ");
          if (at !== -1) onEvent(block.slice(at + 6, block.indexOf("\n", at) === -1 ? undefined : block.indexOf("\n", at)));
        }
      });
      res.on("error", () => undefined);
      res.on("close", () => (streamsClosed += 1));
      resolve(req);
    });
    req.on("error", reject);
  });
}
let streamsClosed = 0;

// Peak memory of the server, sampled every 250 ms.
let peakRssMb = 0;
const stopSampling = sampleRss(server.child.pid!, (mb) => (peakRssMb = Math.max(peakRssMb, mb)));

// The games: each a draw from a testament's books. (A game from a quiz asks the open questions of
// its books, never its pool: a small book's quiz has fewer than 20, and the bench stopped at it.)
const testaments = [BOOKS.filter((b) => b.testament === "old").map((b) => b.slug), BOOKS.filter((b) => b.testament === "new").map((b) => b.slug)];
const games: Array<{ id: string; pin: string; size: number; host: string }> = [];
for (const [i, size] of sizes.entries()) {
  const host = hostCookies[i]!;
  const created = await call(
    "POST",
    "/api/games",
    { cookie: host },
    { source: { kind: "draw", books: testaments[i % 2], difficulty: "any" }, questionCount: QUESTIONS, secondsPerQuestion: SECONDS },
  );
  if (created.status !== 201) throw new Error(`create game: ${created.status} ${JSON.stringify(created.body)}`);
  if (created.body.game.questionCount !== QUESTIONS) throw new Error(`the game has ${created.body.game.questionCount} questions, not ${QUESTIONS}`);
  games.push({ id: created.body.game.id, pin: created.body.game.pin, size, host });
}

// Every player joins by PIN (a few joins in flight per game, as a room arrives) and opens its stream.
type Player = { cookie: string; ip: string; game: number; seen: number; answered: number };
const players: Player[] = [];
let joinFailures = 0;
const joinLatencies: number[] = [];
const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
generatorDelay.enable();

// When the host sent the request that opened each question: [game][position].
const openedAt: number[][] = games.map(() => []);
const deliveries: number[] = [];
const ackLatencies: number[] = [];
let acknowledged = 0;
const refusals = new Map<string, number>();
let lateQuestions = 0;

// What the phones were sent: the pushes a question costs the server (each one a write per socket).
let playEvents = 0;
let playBytes = 0;
function onPlayerEvent(player: Player, data: string): void {
  playEvents += 1;
  playBytes += data.length;
  // Only an open question the player has not yet seen matters; everything else is passed over.
  if (!data.includes('"status":"question"')) return;
  const view = JSON.parse(data) as { status: string; position: number; question: { chosenIndex: number | null } | null };
  if (view.status !== "question" || view.position <= player.seen) return;
  player.seen = view.position;
  const received = performance.now();
  const sent = openedAt[player.game]![view.position];
  if (sent === undefined) lateQuestions += 1;
  else deliveries.push(received - sent);
  if (view.question?.chosenIndex !== null && view.question?.chosenIndex !== undefined) return;
  const position = view.position;
  // A random moment of the window, with room for the trip (the server judges by its receipt).
  const delay = Math.random() * SECONDS * 1000 * 0.85;
  setTimeout(async () => {
    const t0 = performance.now();
    const res = await call(
      "POST",
      "/api/play/answers",
      { cookie: player.cookie, "x-forwarded-for": player.ip },
      { position, choice: Math.floor(Math.random() * 4) },
    );
    ackLatencies.push(performance.now() - t0);
    if (res.status === 200 && res.body?.accepted) {
      acknowledged += 1;
      player.answered += 1;
    } else {
      const code = `${res.status} ${res.body?.error?.code ?? ""}`.trim();
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    }
  }, delay);
}

const streams: http.ClientRequest[] = [];
const joinStart = performance.now();
await Promise.all(
  games.map(async (g, gameIndex) => {
    const lanes = 8;
    let next = 0;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < g.size) {
          const n = next++;
          const ip = nextIp();
          const t0 = performance.now();
          const joined = await call("POST", "/api/play/join", { "x-forwarded-for": ip }, { pin: g.pin, nickname: `Player ${gameIndex}-${n}` });
          joinLatencies.push(performance.now() - t0);
          const seat = joined.setCookie.map((line) => line.split(";")[0]!).find((pair) => pair.startsWith("berean_seat="));
          if (joined.status !== 201 || !seat) {
            if (joinFailures === 0) console.error(`join refused: ${joined.status} ${JSON.stringify(joined.body)}`);
            joinFailures += 1;
            continue;
          }
          const player: Player = { cookie: seat, ip, game: gameIndex, seen: 0, answered: 0 };
          players.push(player);
          streams.push(await openStream("/api/play/stream", { cookie: seat, "x-forwarded-for": ip }, (data) => onPlayerEvent(player, data)));
        }
      }),
    );
  }),
);
const joinSeconds = (performance.now() - joinStart) / 1000;
console.log(`${players.length} players joined and watching in ${joinSeconds.toFixed(1)} s; playing…`);

// The hosts: each watches its own game's stream and drives it question by question.
const hostFailures: string[] = [];
const startedAt = performance.now();
await Promise.all(
  games.map(async (g, gameIndex) => {
    let latest: { status: string; position: number } = { status: "lobby", position: 0 };
    let wake: (() => void) | null = null;
    const hostStream = await openStream(`/api/games/${g.id}/stream`, { cookie: g.host }, (data) => {
      const view = JSON.parse(data) as { status: string; position: number };
      latest = view;
      wake?.();
    });
    streams.push(hostStream);
    const until = async (ok: () => boolean, timeoutMs: number) => {
      const deadline = performance.now() + timeoutMs;
      while (!ok()) {
        const left = deadline - performance.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
      return true;
    };
    for (let position = 1; position <= QUESTIONS; position += 1) {
      openedAt[gameIndex]![position] = performance.now();
      const res = await call("POST", position === 1 ? `/api/games/${g.id}/start` : `/api/games/${g.id}/next`, { cookie: g.host }, { position: position - 1 });
      if (res.status !== 200 || res.body.status !== "question" || res.body.position !== position) {
        hostFailures.push(`game ${gameIndex} question ${position}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        return;
      }
      // Closed when every player has answered, or at the deadline (the server's own clock).
      if (!(await until(() => latest.status === "reveal" && latest.position === position, SECONDS * 1000 + 15_000))) {
        hostFailures.push(`game ${gameIndex} question ${position} did not close`);
        return;
      }
      if (gameIndex === 0 && position % 5 === 0)
        console.log(`question ${position} of ${QUESTIONS} closed (${((performance.now() - startedAt) / 1000).toFixed(0)} s)`);
      await sleep(REVEAL_PAUSE_MS);
    }
    const ended = await call("POST", `/api/games/${g.id}/next`, { cookie: g.host }, { position: QUESTIONS });
    if (ended.body?.status !== "ended") hostFailures.push(`game ${gameIndex} did not end: ${ended.status}`);
  }),
);
const elapsedS = (performance.now() - startedAt) / 1000;
// Answers still in flight (none should be: every question has closed).
await sleep(500);
stopSampling();
const closedDuringRun = streamsClosed;
for (const stream of streams) stream.destroy();
agent.destroy();

// The server's CPU over the whole run (user + system), from /proc: how much of the two cores it took.
const serverCpuS = (() => {
  try {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
})();
const [stored] = (await db.query(`select count(*)::int as n from game_answer`)).rows as Array<{ n: number }>;
const [seats] = (await db.query(`select count(*)::int as n from game_player`)).rows as Array<{ n: number }>;
await db.end();
await server.stop();
await dropDatabase(DB_NAME);

const acks = ackLatencies.sort((a, b) => a - b);
const delivered = deliveries.sort((a, b) => a - b);
const joins = joinLatencies.sort((a, b) => a - b);
const expected = players.length * QUESTIONS;
const missing = acknowledged - stored!.n;
console.log(
  `${sizes.length} games (${sizes.join(", ")} players) × ${QUESTIONS} questions of ${SECONDS} s, all at once, PostgreSQL (${elapsedS.toFixed(0)} s of play)`,
);
console.log(
  `joins: ${players.length} seated (${seats!.n} seats stored) in ${joinSeconds.toFixed(1)} s, ${joinFailures} refused; p50 ${percentile(joins, 50).toFixed(1)} ms, p99 ${percentile(joins, 99).toFixed(1)} ms`,
);
console.log(
  `answers: ${acks.length} sent of ${expected}, ${acknowledged} acknowledged, ${stored!.n} rows in game_answer; refused ${[...refusals].map(([code, n]) => `${code}: ${n}`).join(", ") || "none"}`,
);
console.log(
  `answer ack latency: p50 ${percentile(acks, 50).toFixed(1)} ms, p99 ${percentile(acks, 99).toFixed(1)} ms, max ${(acks.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(
  `question delivery (host's 'Next' sent → the player's stream): ${delivered.length} of ${expected}, p50 ${percentile(delivered, 50).toFixed(1)} ms, p99 ${percentile(delivered, 99).toFixed(1)} ms, max ${(delivered.at(-1) ?? 0).toFixed(1)} ms`,
);
console.log(
  `phones' stream events: ${playEvents} (${(playEvents / Math.max(1, players.length * QUESTIONS)).toFixed(1)} per phone per question, ${(playBytes / 1e6).toFixed(0)} MB)`,
);
console.log(
  `streams closed by the server during the run: ${closedDuringRun}; questions seen before their 'Next' was sent: ${lateQuestions}; host failures: ${hostFailures.length}${hostFailures.length ? `\n  ${hostFailures.slice(0, 5).join("\n  ")}` : ""}`,
);
console.log(
  `server CPU ${serverCpuS.toFixed(0)} s over ${(elapsedS + joinSeconds).toFixed(0)} s of joins and play (${((100 * serverCpuS) / (elapsedS + joinSeconds)).toFixed(0)} % of one core); peak RSS ${peakRssMb.toFixed(0)} MB`,
);
console.log(`load generator's event-loop delay: p99 ${(generatorDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(generatorDelay.max / 1e6).toFixed(0)} ms`);
const ackP99 = percentile(acks, 99);
const deliveryP99 = percentile(delivered, 99);
const shape = `${sizes.length} games (${sizes.join(", ")} players)`;
report({ bench: "game", figure: "answer ack p99", value: ackP99, unit: "ms", target: atMost(ackP99, 50, "ms"), anchor: shape });
report({ bench: "game", figure: "question delivery p99", value: deliveryP99, unit: "ms", target: atMost(deliveryP99, 250, "ms") });
report({ bench: "game", figure: "peak RSS", value: peakRssMb, unit: "MB", target: atMost(peakRssMb, 350, "MB") });
report({ bench: "game", figure: "acknowledged answers lost", value: missing, unit: "", target: atMost(missing, 0, "") });
console.log(
  `ack p99 ${percentile(acks, 99).toFixed(1)} ms (target ≤ 100), delivery p99 ${percentile(delivered, 99).toFixed(1)} ms (target ≤ 500), peak RSS ${peakRssMb.toFixed(0)} MB (target ≤ 350), acknowledged answers missing ${missing} (target 0)`,
);
