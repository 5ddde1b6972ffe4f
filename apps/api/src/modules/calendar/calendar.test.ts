import { PassThrough } from "node:stream";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { competition, competitionEntry, groupAssignment, groupMember, memberGroup } from "../../db/schema.ts";
import { ensureAuthSecret } from "../../lib/secrets.ts";
import { createQuiz, createUser, type TestQuiz } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { feedUrl, renewFeedToken } from "./feed-token.ts";
import { CALENDAR_FETCHES_PER_ADDRESS_PER_MINUTE } from "./routes.ts";
import { clockAt as at } from "../../test/clock.ts";

let t: TestApp;
let quiz: TestQuiz;
const log: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  t = await startTestApp({ env: { APP_TIMEZONE: "America/New_York", LOG_LEVEL: "info" }, logStream: stream });
  quiz = await createQuiz(t.database.db, { title: "Acts of the Apostles" });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** The server's clock (Date only). */
/** Wednesday before the US clocks go back (Sunday Nov 1 2026), 11:00 in New York. */
const BEFORE_DST_END = "2026-10-28T15:00:00Z";

/**
 * A member with a feed link, made as POST /api/me/calendar makes it (that route has its own test
 * below): signing in costs seconds, and a calendar app has no session anyway. `path` is the
 * feed's path on the test server.
 */
async function memberWithFeed(fullName = "Lydia Purple") {
  const email = `feed-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const id = await createUser(t.database.db, { fullName, email });
  const secret = t.config.authSecret || (await ensureAuthSecret(t.database.db));
  const token = await renewFeedToken(t.database.db, secret, id);
  return { id, email, token, path: new URL(feedUrl(t.config.appUrl, token)).pathname };
}

interface FeedEvent {
  uid: string;
  summary: string;
  url: string;
  allDay: boolean;
  start: string;
  end: string;
}

/** Fetches a feed without any session, as a calendar app does, and parses it with ical.js. */
async function readFeed(path: string): Promise<{ text: string; calName: string; events: FeedEvent[] }> {
  const res = await t.client().get<string>(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("private, max-age=300");
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents("vevent").map((v) => {
    const event = new ICAL.Event(v);
    const time = (value: ICAL.Time) => (value.isDate ? value.toString() : value.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: event.summary,
      url: String(v.getFirstPropertyValue("url")),
      allDay: event.startDate.isDate,
      start: time(event.startDate),
      end: time(event.endDate),
    };
  });
  return { text: res.body, calName: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}

describe("the calendar feed", () => {
  it("holds the Saturday events at 08:00–20:00 New York, written in UTC, on both sides of the daylight-saving change", async () => {
    const m = await memberWithFeed();
    at(BEFORE_DST_END);
    const feed = await readFeed(m.path);
    expect(feed.calName).toBe("Berean");
    expect(feed.text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    const saturdays = feed.events.filter((e) => e.uid.startsWith("event-"));
    // The last 4 and the next 12.
    expect(saturdays.map((e) => e.uid)).toHaveLength(16);
    expect(saturdays[0]!.uid).toBe("event-2026-10-03@berean");
    expect(saturdays.at(-1)!.uid).toBe("event-2027-01-16@berean");
    const edt = saturdays.find((e) => e.uid === "event-2026-10-31@berean");
    const est = saturdays.find((e) => e.uid === "event-2026-11-07@berean");
    expect(edt).toMatchObject({ allDay: false, start: "2026-10-31T12:00:00.000Z", end: "2026-11-01T00:00:00.000Z", url: "http://berean.test/events/live" });
    expect(est).toMatchObject({ allDay: false, start: "2026-11-07T13:00:00.000Z", end: "2026-11-08T01:00:00.000Z" });
    expect(saturdays[0]!.url).toBe("http://berean.test/events");
    // Deep in winter still 08:00 New York, 13:00Z.
    expect(saturdays.find((e) => e.uid === "event-2027-01-16@berean")).toMatchObject({ start: "2027-01-16T13:00:00.000Z" });
  });

  it("holds the due days of the member's groups' assignments all day, and the competitions they entered and paid for", async () => {
    const m = await memberWithFeed("Priscilla Tentmaker");
    const email = m.email;
    const owner = { id: await createUser(t.database.db, { fullName: "Aquila Leader" }) };
    const { db } = t.database;
    const [mine] = await db.insert(memberGroup).values({ name: "Corinth Youth", ownerId: owner.id, timezone: "America/New_York" }).returning();
    const [theirs] = await db.insert(memberGroup).values({ name: "Ephesus Elders", ownerId: owner.id, timezone: "America/New_York" }).returning();
    await db.insert(groupMember).values([
      { groupId: mine!.id, userId: owner.id, role: "owner" },
      { groupId: mine!.id, userId: m.id, role: "member" },
      { groupId: theirs!.id, userId: owner.id, role: "owner" },
    ]);
    const [due] = await db
      .insert(groupAssignment)
      .values({ groupId: mine!.id, quizId: quiz.id, note: "Read Acts 18 first", dueDate: "2026-11-03", dueAt: new Date("2026-11-04T05:00:00Z") })
      .returning();
    await db.insert(groupAssignment).values({ groupId: theirs!.id, quizId: quiz.id, dueDate: "2026-11-05", dueAt: new Date("2026-11-06T05:00:00Z") });
    const competitionOf = async (title: string) =>
      (await db.insert(competition).values({ title, startDate: "2026-11-09", endDate: "2026-11-15", entryFeeCents: 500 }).returning())[0]!;
    const entered = await competitionOf("Pauline Epistles Cup");
    const notEntered = await competitionOf("Minor Prophets Cup");
    const unpaid = await competitionOf("Psalms Cup");
    await db.insert(competitionEntry).values([
      { competitionId: entered.id, userId: m.id, paymentStatus: "paid", amountCents: 500, paidAt: new Date() },
      { competitionId: unpaid.id, userId: m.id, paymentStatus: "pending", amountCents: 500 },
      { competitionId: notEntered.id, userId: owner.id, paymentStatus: "paid", amountCents: 500, paidAt: new Date() },
    ]);

    at(BEFORE_DST_END);
    const feed = await readFeed(m.path);
    const others = feed.events.filter((e) => !e.uid.startsWith("event-"));
    expect(others).toEqual([
      {
        uid: `assignment-${due!.id}@berean`,
        summary: "Due: Acts of the Apostles (Corinth Youth)",
        url: `http://berean.test/groups/${mine!.id}`,
        allDay: true,
        start: "2026-11-03",
        end: "2026-11-04",
      },
      {
        uid: `competition-${entered.id}@berean`,
        summary: "Competition: Pauline Epistles Cup",
        url: "http://berean.test/competitions",
        allDay: true,
        start: "2026-11-09",
        end: "2026-11-16",
      },
    ]);
    expect(feed.text).toContain("Read Acts 18 first");
    // Nothing about the member: not their address, not their name.
    expect(feed.text).not.toContain(email);
    expect(feed.text).not.toContain("Priscilla");
  });

  it("is one link per member that Settings shows again, and a new link stops the old one at once", async () => {
    const m = await t.signedInMember();
    expect((await m.client.get("/api/me/calendar")).body).toEqual({ url: null });
    const first = (await m.client.post("/api/me/calendar")).body.url as string;
    expect(first).toMatch(/^http:\/\/berean\.test\/calendar\/[A-Za-z0-9_-]{65}\.ics$/);
    expect((await m.client.get("/api/me/calendar")).body).toEqual({ url: first });
    expect((await t.client().get(new URL(first).pathname)).status).toBe(200);

    const second = (await m.client.post("/api/me/calendar")).body.url as string;
    expect(second).not.toBe(first);
    expect((await m.client.get("/api/me/calendar")).body).toEqual({ url: second });
    expect((await t.client().get(new URL(first).pathname)).status).toBe(404);
    expect((await t.client().get(new URL(second).pathname)).status).toBe(200);
    expect((await t.client().get("/api/me/calendar")).status).toBe(401);
  });

  it("opens for its own token only, and the log never holds one", async () => {
    const a = await memberWithFeed();
    const b = await t.signedInMember();
    const tokenB = new URL((await b.client.post("/api/me/calendar")).body.url as string).pathname.slice("/calendar/".length, -".ics".length);
    const tokenA = a.token;
    const flipped = tokenA.slice(0, -1) + (tokenA.endsWith("A") ? "B" : "A");
    const tried = [
      `/calendar/${flipped}.ics`,
      // B's salt with A's signature: the signature is of the member and the salt.
      `/calendar/${tokenB.slice(0, 22)}${tokenA.slice(22)}.ics`,
      `/calendar/${"x".repeat(65)}.ics`,
      `/calendar/${tokenA}.txt`,
      `/calendar/${tokenA}`,
      "/calendar/short.ics",
    ];
    for (const path of tried) expect((await t.client().get(path)).status, path).toBe(404);
    expect((await t.client().get(a.path)).status).toBe(200);
    // A session is no key either: B signed in still gets A's feed only with A's token.
    expect((await b.client.get(`/calendar/${flipped}.ics`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const written = log.join("");
    expect(written).toContain("/calendar/[redacted]");
    for (const token of [tokenA, tokenB]) expect(written).not.toContain(token);
  });

  it("counts an address's fetches as well as each token's: a made-up token per request is no way round the limit", async () => {
    const a = await memberWithFeed();
    const guesser = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < CALENDAR_FETCHES_PER_ADDRESS_PER_MINUTE + 10; i += 30) {
      const batch = Array.from({ length: Math.min(30, CALENDAR_FETCHES_PER_ADDRESS_PER_MINUTE + 10 - i) }, (_, j) =>
        guesser.get(`/calendar/${a.token.slice(0, -4)}${String(i + j).padStart(4, "0")}.ics`).then((r) => r.status),
      );
      statuses.push(...(await Promise.all(batch)));
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(CALENDAR_FETCHES_PER_ADDRESS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // The member's calendar, fetched from elsewhere, is not affected.
    expect((await t.client().get(a.path)).status).toBe(200);
  });
});
