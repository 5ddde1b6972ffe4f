/**
 * `npm run bench:crash`: crash points. The compiled server (as `npm start` runs it) is killed with
 * `kill -9` at a random moment while a scripted Saturday event runs against it — members paying
 * for Pro, taking the event quiz and other quizzes, answering and finishing — then started again
 * with its clock past every running attempt's deadline. After each restart:
 * - every answer the server acknowledged (200) is in the member's result;
 * - every payment it acknowledged left the member on Pro;
 * - every finish it acknowledged is a result with the acknowledged score;
 * - no attempt is still running: the overdue ones were finished by the restart's sweep.
 *
 *   BENCH_DB=pglite|postgres   one database only (default: both, the embedded one first)
 *   BENCH_RUNS                 crashes per database (default 20)
 *   DATABASE_URL               the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test;
 *                              database berean_bench_crash is created and dropped)
 *
 * The last line: acknowledged answers, payments and results lost, and attempts left running,
 * over all runs (each must be 0).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BenchServer, databaseUrl, dropDatabase, ensureCompiledApi, freePort, recreateDatabase, startBenchServer } from "./support.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const DATABASES = process.env.BENCH_DB ? [process.env.BENCH_DB as "pglite" | "postgres"] : (["pglite", "postgres"] as const);
const APP_URL = "http://crash.berean.test";
const MEMBERS_PER_RUN = 6;
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Crash Test" };
const SATURDAY_MORNING = Date.parse("2026-11-28T14:00:00Z"); // 09:00 in New York
const QUIZ_SECONDS = 600;

ensureCompiledApi();

/** A browser: cookies kept, one address, the site's Origin on writes. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: () => string,
    private readonly ip: string,
  ) {}
  async call(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (method === "POST") Object.assign(headers, { origin: APP_URL, "content-type": "application/json" });
    const init: RequestInit = { method, headers, redirect: "manual" };
    if (method === "POST") init.body = JSON.stringify(body ?? {});
    const res = await fetch(this.base() + path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const value = pair!.slice(at + 1);
      if (value) this.cookies.set(pair!.slice(0, at), value);
      else this.cookies.delete(pair!.slice(0, at));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* HTML */
    }
    return { status: res.status, body: parsed };
  }
}

interface Ledger {
  answers: Array<{ attemptId: number; position: number }>;
  payments: Browser[];
  results: Array<{ attemptId: number; score: number }>;
  attempts: Array<{ browser: Browser; attemptId: number }>;
}

class Server {
  server: BenchServer | undefined;
  port = 0;
  /** The server's clock: where it started, and the real time it started at. */
  clockStart = SATURDAY_MORNING;
  realStart = Date.now();
  constructor(private readonly env: Record<string, string | undefined>) {}
  base = () => `http://127.0.0.1:${this.port}`;
  now = () => this.clockStart + (Date.now() - this.realStart);
  async start(clockStart: number) {
    this.port = this.port || (await freePort());
    this.clockStart = clockStart;
    this.realStart = Date.now();
    this.server = await startBenchServer(
      {
        ...this.env,
        APP_URL,
        TRUST_PROXY: "true",
        LOG_LEVEL: "silent",
        BEREAN_CLOCK_START: new Date(clockStart).toISOString(),
        API_RATE_LIMIT_PER_MINUTE: "100000",
      },
      { port: this.port },
    );
  }
  crash = () => this.server!.crash();
  /** The dev mailbox with the key the server keeps in DATA_DIR (docs/security.md 42). */
  mailboxPath = () => {
    const url = new URL(readFileSync(join(String(this.env.DATA_DIR), "dev-mailbox-url.txt"), "utf8").trim());
    return url.pathname + url.search;
  };
  stop = () => this.server!.stop();
}

let ipCounter = 0;
async function newMember(server: Server, run: number, i: number): Promise<Browser> {
  ipCounter += 1;
  const browser = new Browser(server.base, `10.210.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`);
  const email = `crash-${run}-${i}-${Date.now().toString(36)}@example.com`;
  const password = "a thief in the night";
  await browser.call("POST", "/api/auth/sign-up/email", { name: `Crash ${run}.${i}`, email, password });
  const mailbox = String((await browser.call("GET", server.mailboxPath())).body);
  const mail = mailbox.split('<article class="mail">').find((m) => m.includes(email));
  const link = /href="(https?:\/\/[^"]*\/api\/auth\/verify-email[^"]+)"/.exec(mail ?? "")?.[1]?.replace(/&amp;/g, "&");
  if (!link) throw new Error(`no verification mail for ${email}`);
  await browser.call("GET", new URL(link).pathname + new URL(link).search);
  const signIn = await browser.call("POST", "/api/auth/sign-in/email", { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in refused: ${signIn.status}`);
  return browser;
}

/** One member's part of the event, until the server dies under them. */
async function play(browser: Browser, i: number, ledger: Ledger): Promise<void> {
  try {
    if (i % 2 === 0) {
      const checkout = await browser.call("POST", "/api/billing/checkout");
      const paid = await browser.call("POST", `/api/local-pay/checkout/${String(checkout.body.url).split("/").pop()}/pay`, CARD);
      if (paid.status === 200) ledger.payments.push(browser);
    }
    const { quizzes } = (await browser.call("GET", "/api/quizzes")).body as { quizzes: Array<{ id: number; event: unknown }> };
    const order = [...quizzes.filter((q) => q.event), ...quizzes.filter((q) => !q.event)];
    for (const [n, quiz] of order.entries()) {
      const started = await browser.call("POST", `/api/quizzes/${quiz.id}/attempts`);
      if (started.status >= 300) continue;
      const attempt = started.body.attempt as { id: number; questions: Array<{ position: number }> };
      ledger.attempts.push({ browser, attemptId: attempt.id });
      // Some attempts are left running (the restart's sweep must end them), the others finished.
      const answering = n % 3 === 2 ? attempt.questions.slice(0, 12) : attempt.questions;
      for (const [k, q] of answering.entries()) {
        const res = await browser.call("POST", `/api/attempts/${attempt.id}/answers`, { position: q.position, chosenIndex: k % 4 });
        if (res.status === 200) ledger.answers.push({ attemptId: attempt.id, position: q.position });
      }
      if (n % 3 === 2) continue;
      const finished = await browser.call("POST", `/api/attempts/${attempt.id}/finish`);
      if (finished.status === 200) ledger.results.push({ attemptId: attempt.id, score: finished.body.score });
    }
  } catch {
    /* the server died under this member */
  }
}

const totals = { answers: 0, answersLost: 0, payments: 0, paymentsLost: 0, results: 0, resultsLost: 0, attempts: 0, leftRunning: 0 };

for (const database of DATABASES) {
  const dataDir = mkdtempSync(join(tmpdir(), "berean-bench-crash-"));
  if (database === "postgres") await recreateDatabase("berean_bench_crash");
  // DATA_DIR on both: the server keeps the dev mailbox's address (with its key) there.
  const server = new Server(
    database === "postgres" ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl("berean_bench_crash") } : { DATA_DIR: dataDir, DATABASE_URL: undefined },
  );
  await server.start(SATURDAY_MORNING);
  const per = { answers: 0, answersLost: 0, payments: 0, paymentsLost: 0, results: 0, resultsLost: 0, attempts: 0, leftRunning: 0 };
  for (let run = 1; run <= RUNS; run++) {
    const members = await Promise.all(Array.from({ length: MEMBERS_PER_RUN }, (_, i) => newMember(server, run, i)));
    const ledger: Ledger = { answers: [], payments: [], results: [], attempts: [] };
    const killAfterMs = 100 + Math.random() * 2400;
    const playing = members.map((browser, i) => play(browser, i, ledger));
    await new Promise((r) => setTimeout(r, killAfterMs));
    await server.crash();
    await Promise.all(playing);

    // Again, with the clock past every running attempt's deadline.
    await server.start(server.now() + (QUIZ_SECONDS + 60) * 1000);
    const lost = { answers: 0, payments: 0, results: 0, running: 0 };
    const resultOf = new Map<number, any>();
    const answersOf = new Map<number, Array<{ position: number; chosenIndex: number }>>();
    for (const { browser, attemptId } of ledger.attempts) {
      const res = await browser.call("GET", `/api/results/${attemptId}`);
      if (res.status === 200) resultOf.set(attemptId, res.body.result);
      else lost.running += 1;
      // The stored answers as the quiz page reads them (an event's review waits for its close).
      const view = await browser.call("GET", `/api/attempts/${attemptId}`);
      if (view.status === 200) answersOf.set(attemptId, view.body.attempt.answers);
    }
    for (const { attemptId, position } of ledger.answers) {
      if (!answersOf.get(attemptId)?.some((a) => a.position === position)) lost.answers += 1;
    }
    for (const { attemptId, score } of ledger.results) {
      const result = resultOf.get(attemptId);
      if (!result || result.status !== "finished" || result.score.total !== score) lost.results += 1;
    }
    for (const browser of ledger.payments) {
      if ((await browser.call("GET", "/api/me")).body?.user?.plan !== "pro") lost.payments += 1;
    }
    per.answers += ledger.answers.length;
    per.answersLost += lost.answers;
    per.payments += ledger.payments.length;
    per.paymentsLost += lost.payments;
    per.results += ledger.results.length;
    per.resultsLost += lost.results;
    per.attempts += ledger.attempts.length;
    per.leftRunning += lost.running;
    console.log(
      `${database} run ${run}: killed after ${killAfterMs.toFixed(0)} ms; acknowledged ${ledger.answers.length} answers (${lost.answers} lost), ${ledger.payments.length} payments (${lost.payments} lost), ${ledger.results.length} results (${lost.results} lost); ${ledger.attempts.length} attempts, ${lost.running} still running`,
    );
  }
  await server.stop();
  if (database === "postgres") await dropDatabase("berean_bench_crash");
  rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `${database}: ${RUNS} crashes; answers ${per.answers} acknowledged, ${per.answersLost} lost; payments ${per.payments}, ${per.paymentsLost} lost; results ${per.results}, ${per.resultsLost} lost; attempts ${per.attempts}, ${per.leftRunning} left running`,
  );
  for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += per[key];
}
console.log(
  `lost over all crashes: answers ${totals.answersLost} of ${totals.answers}, payments ${totals.paymentsLost} of ${totals.payments}, results ${totals.resultsLost} of ${totals.results}; attempts left running ${totals.leftRunning} of ${totals.attempts}`,
);
