/**
 * Real HTTP against a real database: each test file starts the whole app on a free port, on a
 * PGlite database restored from the migrated snapshot, or on its own PostgreSQL database (a copy
 * of the run's migrated template) when DATABASE_URL is set. Clients keep cookies like a browser
 * and send the site's Origin.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type BereanApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { mailOutbox, user } from "../db/schema.ts";
import { createOutboxMailer, type Mailer } from "../lib/mail.ts";
import { scanResponse } from "./response-scanner.ts";

export const APP_URL = "http://berean.test";

export interface TestApp {
  baseUrl: string;
  config: Config;
  database: Database;
  berean: BereanApp;
  client(options?: { ip?: string; origin?: string | null }): TestClient;
  /** The newest mail to an address from the dev outbox. */
  lastMailTo(email: string): Promise<{ subject: string; text: string; html: string } | undefined>;
  /** Registers, verifies through the mailed link and signs in; returns a signed-in client. */
  signedInMember(options?: {
    fullName?: string;
    email?: string;
    password?: string;
    role?: "admin";
  }): Promise<{ client: TestClient; email: string; password: string; id: string }>;
  /**
   * Another instance of the app on the same database (its own connections on PostgreSQL), as a
   * second server behind a load balancer would run; closed with this one. `databaseUrl`: an
   * instance with this one's configuration on another PostgreSQL database (a restored backup).
   */
  secondInstance(options?: { databaseUrl?: string }): Promise<{ baseUrl: string; berean: BereanApp; client(options?: { ip?: string }): TestClient }>;
  close(): Promise<void>;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface EventStream {
  status: number;
  headers: Headers;
  next<T = any>(name: string, until?: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
}

/**
 * The response scanner of each running test app, by its address (response-scanner.ts): every
 * response a TestClient reads from it is checked against the one rule for keys, marks and scores.
 */
const scanners = new Map<
  string,
  (request: { method: string; path: string; requestBody: unknown; cookieHeader: string; status: number }, body: unknown) => Promise<void>
>();

let ipCounter = 0;
/** A distinct client address per client, so per-IP rate limits of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly baseUrl: string,
    readonly ip: string,
    private readonly origin: string | null,
  ) {}

  /** The same browser (cookies, address) talking to another instance of the app. */
  on(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl, this.ip, this.origin);
    other.cookies = this.cookies;
    return other;
  }

  /** The same browser (cookies) from another address: a phone on another network, or a proxy. */
  from(ip: string): TestClient {
    const other = new TestClient(this.baseUrl, ip, this.origin);
    other.cookies = this.cookies;
    return other;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const h: Record<string, string> = { "x-forwarded-for": this.ip, ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (this.origin && method !== "GET") h.origin = this.origin;
    if (body !== undefined && !h["content-type"]) h["content-type"] = "application/json";
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eqAt = pair!.indexOf("=");
      const name = pair!.slice(0, eqAt).trim();
      const value = pair!.slice(eqAt + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    await scanners.get(this.baseUrl)?.({ method, path: path.split("?")[0]!, requestBody: body, cookieHeader: h.cookie ?? "", status: res.status }, parsed);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, undefined, headers);
  }

  /**
   * Opens a Server-Sent Events stream with this client's cookies: `next(name, until)` resolves
   * with the data of the next event of that name that `until` accepts (or rejects after
   * `timeoutMs`); `close()` hangs up.
   */
  async openStream(path: string): Promise<EventStream> {
    const abort = new AbortController();
    const h: Record<string, string> = { "x-forwarded-for": this.ip, accept: "text/event-stream" };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    const res = await fetch(this.baseUrl + path, { headers: h, signal: abort.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    const events: Array<{ name: string; data: string }> = [];
    const waiters = new Set<() => void>();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name && data !== undefined) events.push({ name, data });
          }
          for (const wake of waiters) wake();
        }
      } catch {
        /* aborted */
      }
    })();
    let read = 0;
    return {
      status: res.status,
      headers: res.headers,
      async next(name, until = () => true, timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          while (read < events.length) {
            const event = events[read++]!;
            if (event.name === name) {
              const data = JSON.parse(event.data);
              if (until(data)) return data;
            }
          }
          const left = deadline - Date.now();
          if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`);
          await new Promise<void>((resolve) => {
            const wake = () => {
              waiters.delete(wake);
              clearTimeout(timer);
              resolve();
            };
            const timer = setTimeout(wake, left);
            waiters.add(wake);
          });
        }
      },
      close: () => abort.abort(),
    };
  }
  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>("POST", path, body, headers);
  }
  put<T = any>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request<T>("PUT", path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>("DELETE", path, undefined, headers);
  }
  patch<T = any>(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request<T>("PATCH", path, body, headers);
  }
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `berean_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A copy of the run's migrated template (global-setup.ts): no migration per file.
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: testUrl.toString() });
    return {
      database,
      drop: async () => {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        // Connections the pool is still closing go away on their own; force only as a last resort,
        // since terminating a closing connection surfaces as an error in this process.
        for (let i = 0; ; i++) {
          try {
            await c.query(i < 40 ? `drop database if exists ${name}` : `drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            if (i >= 40) throw error;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
        await c.end();
      },
    };
  }
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const database = await openDatabase({ loadDataDir: new Blob([snapshot]) });
  return { database, drop: () => database.close() };
}

export async function startTestApp(
  options: {
    mailer?: Mailer;
    /** Keep mail in the outbox even where the configuration names SMTP (a production configuration's tests read it there). */
    outbox?: boolean;
    env?: Record<string, string>;
    webDist?: string;
    logStream?: NodeJS.WritableStream;
    rateLimits?: boolean;
    reminders?: { sweep?: boolean };
    /** Routes added before the app listens: the scanner's own test mounts a route that ignores the rule. */
    routes?: (app: BereanApp["app"]) => void;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const mailer = options.mailer ?? (options.outbox ? createOutboxMailer(database.db, { info: () => undefined } as unknown as FastifyBaseLogger) : undefined);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "true", APP_URL, ...options.env }, {});
  const berean = await buildApp(config, {
    database,
    mailer,
    webDist: options.webDist ?? "/nonexistent",
    logStream: options.logStream,
    rateLimits: options.rateLimits,
    reminders: options.reminders,
  });
  options.routes?.(berean.app);
  await berean.app.listen({ port: 0, host: "127.0.0.1" });
  const address = berean.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  scanners.set(baseUrl, (request, body) => scanResponse(database.db, request, body));

  const testApp: TestApp = {
    baseUrl,
    config,
    database,
    berean,
    client: (o = {}) => new TestClient(baseUrl, o.ip ?? nextIp(), o.origin === undefined ? APP_URL : o.origin),
    async lastMailTo(email) {
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
      return mail;
    },
    async signedInMember(o = {}) {
      const email = o.email ?? `member-${randomBytes(5).toString("hex")}@example.com`;
      const password = o.password ?? "correct horse battery";
      const client = testApp.client();
      const signUp = await client.post("/api/auth/sign-up/email", { name: o.fullName ?? "Test Member", email, password });
      if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
      const mail = await testApp.lastMailTo(email);
      const link = linkIn(mail?.text ?? "", "/api/auth/verify-email");
      const verified = await client.get(link);
      if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
      if (o.role === "admin") await database.db.update(user).set({ role: "admin" }).where(eq(user.email, email));
      const signIn = await client.post("/api/auth/sign-in/email", { email, password });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
      const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { client, email, password, id: row!.id };
    },
    async secondInstance(o = {}) {
      const url = o.databaseUrl ?? database.url;
      const second = url ? await openDatabase({ databaseUrl: url }) : database;
      const other = await buildApp(config, {
        database: second,
        mailer: options.mailer,
        webDist: options.webDist ?? "/nonexistent",
        reminders: options.reminders,
      });
      await other.app.listen({ port: 0, host: "127.0.0.1" });
      const otherAddress = other.app.server.address();
      const otherUrl = `http://127.0.0.1:${typeof otherAddress === "object" && otherAddress ? otherAddress.port : 0}`;
      scanners.set(otherUrl, (request, body) => scanResponse(second.db, request, body));
      others.push(async () => {
        await other.app.close();
        if (second !== database) await second.close();
      });
      return { baseUrl: otherUrl, berean: other, client: (o = {}) => new TestClient(otherUrl, o.ip ?? nextIp(), APP_URL) };
    },
    async close() {
      scanners.delete(baseUrl);
      for (const closeOther of others) await closeOther();
      await berean.app.close();
      await drop();
    },
  };
  const others: Array<() => Promise<void>> = [];
  return testApp;
}

/** The path and query of the first link in a mail that goes to `pathPrefix` (links are built from APP_URL). */
export function linkIn(text: string, pathPrefix: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`no ${pathPrefix} link in mail:\n${text}`);
}
