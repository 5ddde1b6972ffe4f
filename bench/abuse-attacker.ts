/**
 * The attacking client of `npm run bench:abuse` (bench/abuse.ts): one address, a few connections,
 * each sending its next request the moment the last is answered, for one surface and a number of
 * seconds; a 429 changes nothing. It runs in a process of its own (forked by bench/abuse.ts), so
 * its work never pauses the honest members' clock; it shares the machine's cores with the server.
 * It receives an AttackOrder, sends back an AttackTally, and exits.
 */
import { randomBytes, randomInt } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from "@berean/domain";

export const SURFACES = ["cookies", "cards", "game", "invites", "contact", "sign-in", "headers"] as const;
export type Surface = (typeof SURFACES)[number];

export interface AttackOrder {
  surface: Surface;
  port: number;
  /** The attacker's address, sent as X-Forwarded-For (the server trusts its proxy). */
  address: string;
  seconds: number;
  appUrl: string;
  /** Signed sessions of the attacker's own account: a new one on each request that sends one. */
  sessions: string[];
  /** The share cards to ask for: real ones (/r/{code}/card.png, /certificates/{code}/card.png). */
  cardPaths: string[];
  /** Emails with an account and a password: the wrong-password sign-ins aim at them. */
  emails: string[];
  /** The hosted game's PIN (surface 'game'). */
  pin?: string;
}

export interface AttackTally {
  requests: number;
  /** Responses by status code; 0 is a connection that failed or went silent for 10 s. */
  statuses: Record<string, number>;
  /** Streams the server kept open (200), the most open at once, and their bytes received. */
  streams: { opened: number; peakOpen: number; bytes: number };
  /** Seats taken by joining (surface 'game'). */
  seats: number;
  /** The attacker's own CPU (user + system) over the phase, in seconds. */
  cpuS: number;
}

/** Connections the attacker keeps busy at once ("a few"). */
const LANES = 4;
/** A bound on any one attack's requests, whatever the time allows. */
const MAX_REQUESTS = 2_000_000;

/** A well-formed invite or share code that nobody was given. */
const randomCode = () => Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join("");

/** One surface's requests: the next one a lane sends, given the lane and a running count. */
/** `ownConnection`: on a connection of its own (a stream, or a request the server answers by closing it). */
type AttackRequest = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: unknown; stream?: boolean; ownConnection?: boolean };
type NextRequest = (lane: number, n: number) => AttackRequest;

/**
 * A ~15 KB cookie header, different on every request: 15 cookies of 1,000 random characters
 * (from a pool made once, so the attacker's own work stays small) behind a unique counter. With
 * the request line and the other headers it stays under Node's 16 KB header limit, so the
 * server parses it rather than refusing it at the door.
 */
const junkPool = Array.from({ length: 64 }, () => randomBytes(750).toString("base64url"));
const junkCookie = (n: number) =>
  [`j=${n}-${randomBytes(6).toString("hex")}`, ...Array.from({ length: 15 }, (_, i) => `junk${i}=${junkPool[randomInt(junkPool.length)]}`)].join("; ");

/** A made-up seat cookie: the shape of a signed one (token.signature), signed by no one. */
const forgedSeat = () => `berean_seat=${randomBytes(32).toString("base64url")}.${randomBytes(16).toString("base64url").slice(0, 22)}`;
/** A made-up session cookie: the shape of Better Auth's, with a signature that does not verify. */
const forgedSession = () => `better-auth.session_token=${encodeURIComponent(`${randomBytes(24).toString("base64url")}.${randomBytes(32).toString("base64")}`)}`;

function surfaceRequests(order: AttackOrder, seats: string[]): NextRequest {
  const session = (n: number) => order.sessions[n % order.sessions.length]!;
  switch (order.surface) {
    case "cookies": {
      const paths = ["/api/me", "/api/events/live", "/api/dashboard", "/api/auth/get-session"];
      // Half with the attacker's real session beside the junk, half with the junk alone.
      return (_lane, n): AttackRequest => ({
        method: "GET",
        path: paths[n % paths.length]!,
        headers: { cookie: n % 2 ? `${junkCookie(n)}; ${session(n)}` : junkCookie(n) },
      });
    }
    case "cards": {
      // Mostly real cards; one in five a well-formed code nobody shared. A new session, a forged one or none each time.
      return (_lane, n): AttackRequest => {
        const path =
          n % 5 === 4
            ? n % 2
              ? `/r/${randomCode()}/card.png`
              : `/certificates/${randomBytes(18).toString("base64url")}/card.png`
            : order.cardPaths[n % order.cardPaths.length]!;
        const cookie = [undefined, forgedSession(), session(n)][n % 3];
        return { method: "GET", path, headers: cookie ? { cookie } : {} };
      };
    }
    case "game": {
      // Lane 0 joins under new nicknames (each seat then opens streams); lane 1 opens streams with
      // forged seats; lane 2 checks PINs, real and guessed; lane 3 opens more streams on its real
      // seats (past each seat's own limit) and reads them.
      return (lane, n): AttackRequest => {
        if (lane === 0) return { method: "POST", path: "/api/play/join", headers: {}, body: { pin: order.pin, nickname: `Guest ${n}` } };
        if (lane === 1) return { method: "GET", path: "/api/play/stream", headers: { cookie: forgedSeat() }, stream: true };
        if (lane === 2)
          return { method: "POST", path: "/api/play/check", headers: {}, body: { pin: n % 2 ? order.pin : String(randomInt(1_000_000)).padStart(6, "0") } };
        const seat = seats.length ? seats[n % seats.length]! : forgedSeat();
        return n % 2
          ? { method: "GET", path: "/api/play/stream", headers: { cookie: seat }, stream: true }
          : { method: "GET", path: "/api/play", headers: { cookie: seat } };
      };
    }
    case "invites": {
      // Look-ups of made-up codes; one in four a join with the attacker's session.
      return (_lane, n): AttackRequest =>
        n % 4 === 3
          ? { method: "POST", path: `/api/join/${randomCode()}`, headers: { cookie: session(n) } }
          : { method: "GET", path: `/api/join/${randomCode()}`, headers: {} };
    }
    case "contact": {
      // Half as a visitor (a new email each time), half signed in with another of the account's sessions.
      return (_lane, n): AttackRequest => {
        const message = { subject: `Question number ${n}`, message: `Hello, I have a question about the quiz number ${n}. ${randomBytes(64).toString("hex")}` };
        return n % 2
          ? { method: "POST", path: "/api/contact", headers: { cookie: session(n) }, body: message }
          : {
              method: "POST",
              path: "/api/contact",
              headers: {},
              body: { name: `Visitor ${n}`, email: `visitor-${n}-${randomBytes(4).toString("hex")}@example.com`, ...message },
            };
      };
    }
    case "sign-in": {
      // Wrong passwords for accounts that exist and for made-up emails, in turn.
      return (_lane, n): AttackRequest => {
        const email = n % 2 ? order.emails[n % order.emails.length]! : `nobody-${randomBytes(5).toString("hex")}@bench.test`;
        return { method: "POST", path: "/api/auth/sign-in/email", headers: {}, body: { email, password: `wrong-password-${n}` } };
      };
    }
    case "headers": {
      // A 20 KB header: past Node's 16 KB limit, refused (431) before the app sees it, the connection closed.
      const big = randomBytes(15_000).toString("base64url").slice(0, 20_000);
      const paths = ["/api/events/live", "/api/me", "/"];
      return (_lane, n): AttackRequest => ({
        method: "GET",
        path: paths[n % paths.length]!,
        headers: n % 2 ? { "x-padding": `${n}-${big}` } : { cookie: `pad=${n}-${big}` },
        ownConnection: true,
      });
    }
  }
}

/** Sends the order's requests on LANES kept-alive connections until its seconds are up; the streams it was given stay open until then. */
export async function attack(order: AttackOrder): Promise<AttackTally> {
  const tally: AttackTally = { requests: 0, statuses: {}, streams: { opened: 0, peakOpen: 0, bytes: 0 }, seats: 0, cpuS: 0 };
  const count = (status: number) => (tally.statuses[status] = (tally.statuses[status] ?? 0) + 1);
  const agent = new http.Agent({ keepAlive: true, maxSockets: LANES });
  const cpuBefore = process.cpuUsage();
  const deadline = performance.now() + order.seconds * 1000;
  const seats: string[] = [];
  const next = surfaceRequests(order, seats);
  const open = new Set<http.ClientRequest>();
  let ending = false;

  /** Sends one request; answers the seat a join was given, if any. */
  const send = (request: AttackRequest) =>
    new Promise<string | null>((resolve) => {
      const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string> = {
        ...request.headers,
        "x-forwarded-for": order.address,
        ...(request.method === "POST" ? { origin: order.appUrl } : {}),
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      };
      const req = http.request(
        {
          host: "127.0.0.1",
          port: order.port,
          path: request.path,
          method: request.method,
          headers,
          agent: request.stream || request.ownConnection ? false : agent,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          count(status);
          if (request.stream && status === 200) {
            tally.streams.opened += 1;
            open.add(req);
            tally.streams.peakOpen = Math.max(tally.streams.peakOpen, open.size);
            res.on("data", (chunk: Buffer) => (tally.streams.bytes += chunk.length));
            res.on("error", () => undefined);
            res.on("close", () => open.delete(req));
            req.setTimeout(0);
            resolve(null);
            return;
          }
          res.on("data", () => undefined);
          res.on("error", () => undefined);
          res.on("end", () => {
            const seat = (res.headers["set-cookie"] ?? [])
              .map((line) => line.split(";")[0]!)
              .find((pair) => pair.startsWith("berean_seat=") && pair.length > "berean_seat=".length);
            resolve(seat ?? null);
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        if (!ending && !open.has(req)) count(0);
        resolve(null);
      });
      req.end(payload);
    });

  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      for (let n = lane; performance.now() < deadline && tally.requests < MAX_REQUESTS; n += LANES) {
        tally.requests += 1;
        const seat = await send(next(lane, n));
        if (!seat) continue;
        // A new seat opens its streams at once, as a phone does, up to the seat's own limit (3).
        seats.push(seat);
        tally.seats += 1;
        for (let i = 0; i < 3; i++) {
          tally.requests += 1;
          void send({ method: "GET", path: "/api/play/stream", headers: { cookie: seat }, stream: true });
        }
      }
    }),
  );
  ending = true;
  for (const req of open) req.destroy();
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  tally.cpuS = (cpu.user + cpu.system) / 1e6;
  return tally;
}

// Forked by bench/abuse.ts: one order in, one tally out.
if (process.send) {
  process.once("message", (order: AttackOrder) => {
    void attack(order).then((tally) => process.send!(tally, () => process.exit(0)));
  });
  process.send("ready");
}
