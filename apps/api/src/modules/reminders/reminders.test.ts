import { randomUUID } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import {
  attempt,
  devotionalStreak,
  groupAssignment,
  liveEvent,
  mailJob,
  mailOutbox,
  mailPreference,
  memberGroup,
  reviewCard,
  studyPlanDay,
  studyPlanFollow,
  user,
} from "../../db/schema.ts";
import { createOutboxMailer, type Mailer } from "../../lib/mail.ts";
import { createQuiz, createUser } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { queueAssignmentNudges, queueDueReminders } from "./queue-reminders.ts";
import { sendDueReminders, type SenderDeps } from "./send-reminders.ts";
import { advanceClock as advance, clockAt as at } from "../../test/clock.ts";

// The site's zone is New York (the default APP_TIMEZONE): the event runs Saturdays 13:00–01:00 UTC in November.
const SITE_ZONE = "America/New_York";
let t: TestApp;
const db = () => t.database.db;

const senderOn = (database: Database, mailer: Mailer = t.berean.mailer): SenderDeps => ({
  db: database.db,
  mailer,
  appUrl: t.config.appUrl,
  secret: t.config.authSecret || "unused",
  timeZone: SITE_ZONE,
});
/** One sweep of an instance: queue what is due, then send it all (no pause between batches). */
async function sweep(deps: SenderDeps, batchSize = 100) {
  await queueDueReminders(deps.db, SITE_ZONE, new Date());
  return sendDueReminders(deps, { batchSize, pauseMs: 0 });
}

type Prefs = Partial<typeof mailPreference.$inferInsert>;
/** `count` verified members with these preferences (no row at all when `prefs` is null). */
async function members(count: number, prefs: Prefs | null, name = "Member"): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await createUser(db(), { fullName: `${name} ${i + 1}` }));
  if (prefs)
    await db()
      .insert(mailPreference)
      .values(ids.map((userId) => ({ userId, ...prefs })));
  return ids;
}
async function mailsTo(ids: readonly string[], subjectStart: string) {
  const emails = (
    await db()
      .select({ email: user.email })
      .from(user)
      .where(inArray(user.id, [...ids]))
  ).map((r) => r.email);
  return db()
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.to, emails), like(mailOutbox.subject, `${subjectStart}%`)));
}
/** How many mails each address got. */
const perMember = (mails: Array<{ to: string }>) => [
  ...mails.reduce((counts, m) => counts.set(m.to, (counts.get(m.to) ?? 0) + 1), new Map<string, number>()).values(),
];

/** A member who has taken the Saturday event of `eventDate` (`quizId`, the weekly quiz it asks). */
async function takeEvent(userId: string, quizId: number, eventDate: string, opensAt: string, closesAt: string) {
  const [existing] = await db().select().from(liveEvent).where(eq(liveEvent.eventDate, eventDate));
  const event =
    existing ??
    (
      await db()
        .insert(liveEvent)
        .values({ eventDate, opensAt: new Date(opensAt), closesAt: new Date(closesAt), seed: "test" })
        .returning()
    )[0]!;
  await db()
    .insert(attempt)
    .values({
      userId,
      mode: "event",
      quizId,
      periodKey: `event:${eventDate}`,
      weekStart: eventDate,
      deadlineAt: new Date(closesAt),
      liveEventId: event.id,
      status: "finished",
    });
}

beforeAll(async () => {
  at("2026-11-20T12:00:00Z");
  t = await startTestApp({ reminders: { sweep: false } });
});
// Each test's members opt out at its end, so the next test's Saturday mails only its own.
afterEach(async () => {
  await db().delete(mailPreference);
  vi.useRealTimers();
});
afterAll(() => t.close());

describe("'The Saturday event is open'", () => {
  it("goes once to each member who turned it on and verified their address, with the one-click unsubscribe; nobody else gets anything", async () => {
    at("2026-11-28T13:00:05Z"); // Saturday 8:00 AM in New York: the event has just opened
    const [wanted] = await members(1, { eventOpen: true }, "Wanted");
    const optedOut = await members(1, { eventOpen: false, lastCall: true, weeklySummary: true, assignments: true });
    const noChoice = await members(1, null);
    const [unverified] = await members(1, { eventOpen: true });
    await db().update(user).set({ emailVerified: false }).where(eq(user.id, unverified!));
    await db().update(user).set({ timezone: "Europe/London" }).where(eq(user.id, wanted!));

    await sweep(senderOn(t.database));
    advance(60_000);
    await sweep(senderOn(t.database)); // a later sweep the same morning queues nothing again

    const [mail, ...more] = await mailsTo([wanted!], "");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("The Saturday event is open");
    // The hours in the member's own zone as well as the site's.
    expect(mail!.text).toContain("open until 1:00 AM GMT");
    expect(mail!.text).toContain("Saturdays 8:00 AM – 8:00 PM Eastern Time (1:00 PM – 1:00 AM your time)");
    expect(mail!.text).toContain("Take the Saturday event: http://berean.test/events/live");
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/berean\.test\/api\/mail\/unsubscribe\/[\w.-]+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The page's link carries the same token as the one-click header.
    const token = /unsubscribe\/([\w.-]+)>$/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
    expect(mail!.text).toContain(`Unsubscribe: http://berean.test/unsubscribe/${token}\n`);
    expect(mail!.text).toContain("Email preferences: http://berean.test/dashboard/settings#email-reminders");
    expect(mail!.html).toContain(">Unsubscribe</a>");
    expect(await mailsTo([...optedOut, ...noChoice, unverified!], "")).toEqual([]);
    const [job] = await db().select().from(mailJob).where(eq(mailJob.userId, wanted!));
    expect(job).toMatchObject({ key: `event_open:2026-11-28:${wanted}`, kind: "event_open", tries: 1, droppedAt: null, lockedUntil: null });
    expect(job!.sentAt).not.toBeNull();
  });

  it("skips a member who turned it off after it was queued", async () => {
    at("2026-12-05T13:10:00Z");
    const [changedMind, stays] = await members(2, { eventOpen: true });
    await queueDueReminders(db(), SITE_ZONE, new Date());
    await db().update(mailPreference).set({ eventOpen: false }).where(eq(mailPreference.userId, changedMind!));
    expect(await sendDueReminders(senderOn(t.database), { pauseMs: 0 })).toEqual({ sent: 1, dropped: 1, failed: 0 });
    expect(await mailsTo([changedMind!], "")).toEqual([]);
    expect(await mailsTo([stays!], "The Saturday event is open")).toHaveLength(1);
    const [dropped] = await db().select().from(mailJob).where(eq(mailJob.userId, changedMind!));
    expect(dropped).toMatchObject({ sentAt: null, lastError: "the member turned this mail off" });
    expect(dropped!.droppedAt).not.toBeNull();
  });
});

describe("'Last call'", () => {
  it("goes in the event's last two hours only to members who have not taken it, and not to one who takes it before it is sent", async () => {
    const window = ["2026-12-12T13:00:00Z", "2026-12-13T01:00:00Z"] as const;
    at("2026-12-12T22:30:00Z"); // 5:30 PM in New York: too early
    const [took, late, takesNow] = await members(3, { lastCall: true });
    await db()
      .update(user)
      .set({ timezone: SITE_ZONE })
      .where(inArray(user.id, [took!, late!, takesNow!]));
    const weekly = await createQuiz(db(), { weekly: true, questionCount: 1 });
    await takeEvent(took!, weekly.id, "2026-12-12", ...window);
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(0);

    at("2026-12-12T23:00:00Z"); // 6:00 PM: two hours before the close
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(2);
    await takeEvent(takesNow!, weekly.id, "2026-12-12", ...window);
    await sendDueReminders(senderOn(t.database), { pauseMs: 0 });

    const [mail, ...more] = await mailsTo([took!, late!, takesNow!], "");
    expect(more).toHaveLength(0);
    expect(mail!.to).toBe(`${late}@example.com`);
    expect(mail!.subject).toBe("Last call: the Saturday event closes at 8:00 PM EST");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

describe("the weekly summary", () => {
  it("goes on Sunday from 6 PM in the site's zone with the member's streak, place on the week's board and reviews due", async () => {
    at("2026-12-27T22:59:00Z"); // Sunday 5:59 PM in New York
    const [reader] = await members(1, { weeklySummary: true });
    await db().update(user).set({ timezone: SITE_ZONE }).where(eq(user.id, reader!));
    await db().insert(devotionalStreak).values({ userId: reader!, currentStreak: 3, longestStreak: 5, totalDaysRead: 9, lastReadDate: "2026-12-27" });
    await db()
      .insert(reviewCard)
      .values(["John 3:16", "Psalm 23:1"].map((verseRef) => ({ userId: reader!, verseRef, due: new Date("2026-12-27T12:00:00Z") })));
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(0);

    at("2026-12-27T23:00:00Z");
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(1);
    await sendDueReminders(senderOn(t.database), { pauseMs: 0 });
    const [mail, ...more] = await mailsTo([reader!], "");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Your week on Berean");
    expect(mail!.text).toContain("Your streak: 3 days in a row. This week's board: you have no result on it yet. Reviews due: 2 cards.");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [job] = await db().select().from(mailJob).where(eq(mailJob.userId, reader!));
    expect(job!.key).toBe(`weekly_summary:2026-12-27:${reader}`);
  });
});

describe("'My study plan's day'", () => {
  /** A member following Acts in 28 days since Friday the 20th, with these local days done. */
  async function follower(prefs: Prefs, zone: string, doneOn: string[]): Promise<string> {
    const [id] = await members(1, prefs, "Reader");
    await db().update(user).set({ timezone: zone }).where(eq(user.id, id!));
    const followId = randomUUID();
    await db().insert(studyPlanFollow).values({ id: followId, userId: id!, planSlug: "acts-28", startedOn: "2026-11-20" });
    if (doneOn.length)
      await db()
        .insert(studyPlanDay)
        .values(doneOn.map((day, i) => ({ followId, day: i + 1, doneOn: day })));
    return id!;
  }

  it("goes at 7 PM in the member's own zone, once, naming the day's passage, only while today's passage is not done", async () => {
    at("2026-11-25T00:59:00Z"); // 6:59 PM on Tuesday the 24th in Chicago; Wednesday morning in Tokyo
    const behind = await follower({ studyPlan: true }, "America/Chicago", ["2026-11-21", "2026-11-22", "2026-11-23"]);
    const doneToday = await follower({ studyPlan: true }, "America/Chicago", ["2026-11-23", "2026-11-24"]);
    const optedOut = await follower({ studyPlan: false, weeklySummary: true }, "America/Chicago", []);
    const tokyo = await follower({ studyPlan: true }, "Asia/Tokyo", []);
    const lateDone = await follower({ studyPlan: true }, "America/Chicago", []);
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(0);

    at("2026-11-25T01:00:00Z"); // 7 PM in Chicago
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(2);
    // One marks today's passage done before the sender comes round: theirs is dropped.
    const [lateFollow] = await db().select().from(studyPlanFollow).where(eq(studyPlanFollow.userId, lateDone));
    await db().insert(studyPlanDay).values({ followId: lateFollow!.id, day: 1, doneOn: "2026-11-24" });
    await sendDueReminders(senderOn(t.database), { pauseMs: 0 });
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(0);

    const [mail, ...more] = await mailsTo([behind, doneToday, optedOut, tokyo, lateDone], "");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Today's reading: Acts 4");
    expect(mail!.text).toContain("Day 4 of Acts in 28 days is waiting: Acts 4, and a few questions on it to practise.");
    expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [dropped] = await db().select().from(mailJob).where(eq(mailJob.userId, lateDone));
    expect(dropped).toMatchObject({ sentAt: null, lastError: "the member has done today's passage" });
    const [job] = await db().select().from(mailJob).where(eq(mailJob.userId, behind));
    expect(job!.key).toBe(`study_plan:2026-11-24:${behind}`);

    // Tokyo's evening comes nine hours later the next day.
    at("2026-11-25T10:00:00Z");
    expect(await queueDueReminders(db(), SITE_ZONE, new Date())).toBe(1);
    const [tokyoJob] = await db().select().from(mailJob).where(eq(mailJob.userId, tokyo));
    expect(tokyoJob!.key).toBe(`study_plan:2026-11-25:${tokyo}`);
    expect(tokyoJob!.payload).toMatchObject({ planSlug: "acts-28", day: 1, expiresAt: "2026-11-25T15:00:00Z" });
  });
});

describe("'Remind those who have not started'", () => {
  it("is not sent to a member who starts the assignment between the leader's press and the sender", async () => {
    at("2026-11-24T15:00:00Z");
    const [leader, starter, waiting] = await members(3, { assignments: true }, "Class");
    const quiz = await createQuiz(db(), { title: "Ruth nudge", questionCount: 5 });
    const [group] = await db().insert(memberGroup).values({ name: "Bethlehem Class", ownerId: leader!, timezone: "UTC" }).returning();
    const [assigned] = await db().insert(groupAssignment).values({ groupId: group!.id, quizId: quiz.id, assignedBy: leader! }).returning();
    const nudge = {
      assignmentId: assigned!.id,
      groupId: group!.id,
      groupName: group!.name,
      quizTitle: quiz.title,
      dueDate: null,
      note: "",
      assignerId: leader!,
      assignerName: "Class Leader",
    };
    expect(await queueAssignmentNudges(db(), nudge, [starter!, waiting!], new Date())).toBe(2);
    // The starter opens the quiz before the sender comes round.
    await db()
      .insert(attempt)
      .values({ userId: starter!, mode: "quiz", quizId: quiz.id, periodKey: "ever", weekStart: "2026-11-23", deadlineAt: new Date(Date.now() + 600_000) });
    await sendDueReminders(senderOn(t.database), { pauseMs: 0 });
    const mailed = await mailsTo([starter!, waiting!], "Reminder: Ruth nudge");
    expect(mailed.map((m) => m.to)).toHaveLength(1);
    const [dropped] = await db().select().from(mailJob).where(eq(mailJob.userId, starter!));
    expect(dropped).toMatchObject({ sentAt: null, lastError: "the member has started the assignment" });
  });
});

describe("sending at scale", () => {
  it("two instances queueing and sending at once send each member's mail once", async () => {
    at("2026-12-19T13:00:30Z");
    const ids = await members(40, { eventOpen: true });
    // A second instance: its own connections on PostgreSQL (the same PGlite otherwise).
    const other = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : t.database;
    try {
      const a = senderOn(t.database);
      const b = senderOn(other, createOutboxMailer(other.db, t.berean.app.log));
      const tallies = await Promise.all([sweep(a, 7), sweep(b, 7), sweep(a, 5), sweep(b, 5)]);
      expect(tallies.reduce((sum, x) => sum + x.sent, 0)).toBe(40);
    } finally {
      if (other !== t.database) await other.close();
    }
    const mails = await mailsTo(ids, "The Saturday event is open");
    expect(mails).toHaveLength(40);
    expect(perMember(mails).every((n) => n === 1)).toBe(true);
  });

  it("a sender that dies mid-batch leaves the rest to the next instance once its lease ends: one mail per member", async () => {
    at("2026-12-26T13:01:00Z");
    const ids = await members(25, { eventOpen: true });
    await queueDueReminders(db(), SITE_ZONE, new Date());
    // The first sender's mail stops answering after 4 mails, as if its process had died there.
    let sent = 0;
    const dying: Mailer = { kind: "outbox", send: (message) => (++sent <= 4 ? t.berean.mailer.send(message) : new Promise<void>(() => undefined)) };
    void sendDueReminders(senderOn(t.database, dying), { batchSize: 10, pauseMs: 0 });
    await vi.waitFor(async () => expect(await mailsTo(ids, "")).toHaveLength(4), { timeout: 5_000 });

    // A new instance starts after the lease: its sweep (on at start) takes the rows the dead one held.
    advance(3 * 60_000);
    const restarted = await buildApp(t.config, { database: t.database, webDist: "/nonexistent", reminders: { sweep: true } });
    await restarted.app.ready();
    try {
      await vi.waitFor(async () => expect(await mailsTo(ids, "")).toHaveLength(25), { timeout: 10_000 });
    } finally {
      await restarted.app.close();
    }
    const mails = await mailsTo(ids, "The Saturday event is open");
    expect(mails).toHaveLength(25);
    expect(perMember(mails).every((n) => n === 1)).toBe(true);
    // The row the dead sender was sending went out once, on its second try.
    const jobs = await db().select().from(mailJob).where(inArray(mailJob.userId, ids));
    expect(jobs.every((j) => j.sentAt !== null && j.droppedAt === null)).toBe(true);
    expect(jobs.filter((j) => j.tries === 2)).toHaveLength(6);
  });
});
