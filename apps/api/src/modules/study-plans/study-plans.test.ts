/**
 * Study plans (docs/architecture.md §4 'Study'): a member follows one plan; today's card reads the
 * day's passage in the KJV, offers practice on its chapters (open questions only, counted by
 * practice's own rule), and a day marked done counts for the plan's streak and the daily one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findBookBySlug, passageChapters, passageReference, STUDY_PLANS, type PlanFollow, type PracticeSession } from "@berean/domain";
import { quiz, quizQuestion } from "../../db/schema.ts";
import { chapterVerses, passageVerses } from "../../lib/scripture.ts";
import { clockAt as at } from "../../test/clock.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { practiceKit } from "../../test/practice-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const db = () => t.database.db;
const { member, questionsOf, start, next, answer } = practiceKit(() => t);

describe("study plans", () => {
  it("finds every day of every plan in the KJV, every verse of it", () => {
    for (const plan of STUDY_PLANS)
      for (const day of plan.days) {
        const name = findBookBySlug(day.book)!.name;
        if (day.verses) expect(passageVerses(passageReference(day), 176)?.length, passageReference(day)).toBe(day.verses.to - day.verses.from + 1);
        else for (const chapter of passageChapters(day)) expect(chapterVerses(name, chapter)?.length, `${name} ${chapter}`).toBeGreaterThan(0);
      }
    // The last verse of the sermon's last day is the chapter's last.
    expect(chapterVerses("Matthew", 7)).toHaveLength(29);
  });

  it("lists the plans with their length and what they cover, and a plan's days", async () => {
    const m = await member();
    const list = await m.client.get("/api/plans");
    expect(list.status).toBe(200);
    expect(list.body.plans.length).toBeGreaterThanOrEqual(8);
    expect(list.body.plans.find((p: { slug: string }) => p.slug === "gospels-30")).toEqual({
      slug: "gospels-30",
      title: "The Gospels in 30 days",
      covers: expect.any(String),
      totalDays: 30,
      firstReading: "Matthew 1–3",
      lastReading: "John 19–21",
    });
    const sermon = await m.client.get("/api/plans/sermon-on-the-mount-7");
    expect(sermon.body.days[0]).toEqual({ day: 1, reading: "Matthew 5:1-12" });
    expect(sermon.body.days).toHaveLength(7);
    expect((await m.client.get("/api/plans/no-such-plan")).status).toBe(404);
    expect((await m.client.get("/api/plans/current")).body).toEqual({ follow: null });
  });

  it("follows a plan day by day in the member's time zone; a day done counts for the plan's streak and the daily one, once", async () => {
    const m = await member("free", "America/Los_Angeles");
    at("2026-03-10T18:00:00Z"); // the 10th in Los Angeles
    const started = await m.client.post<PlanFollow>("/api/plan-follows", { plan: "genesis-50" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const f = started.body;
    expect(f).toMatchObject({ startedOn: "2026-03-10", today: "2026-03-10", day: 1, daysDone: 0, doneToday: false, completed: false, streak: 0 });
    expect(f.plan).toMatchObject({ slug: "genesis-50", totalDays: 50 });
    expect(f.reading!.reference).toBe("Genesis 1");
    expect(f.reading!.chapters[0]!.verses[0]).toEqual({ verse: 1, text: "In the beginning God created the heaven and the earth." });
    expect(f.reading!.chapters[0]!.verses).toHaveLength(31);
    expect(f.practice).toMatchObject({ book: "genesis", chapters: [1] });
    expect((await m.client.get("/api/plans/current")).body.follow).toEqual(f);

    // Tomorrow's day cannot be marked today; today's can, and twice is harmless.
    expect((await m.client.post(`/api/plan-follows/${f.id}/done`, { day: 2 })).status).toBe(409);
    const done = await m.client.post<PlanFollow>(`/api/plan-follows/${f.id}/done`, { day: 1 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ day: 1, daysDone: 1, doneToday: true, streak: 1 });
    const again = await m.client.post<PlanFollow>(`/api/plan-follows/${f.id}/done`, { day: 1 });
    expect(again.body).toEqual(done.body);
    expect((await m.client.post(`/api/plan-follows/${f.id}/done`, { day: 2 })).status).toBe(409);
    expect((await m.client.get("/api/streak")).body.streak).toMatchObject({ currentStreak: 1, totalDaysRead: 1, readToday: true });

    at("2026-03-11T06:30:00Z"); // 23:30 on the 10th in Los Angeles (summer time): the card stays on day 1, done
    expect((await m.client.get("/api/plans/current")).body.follow).toMatchObject({ day: 1, doneToday: true, streak: 1 });

    at("2026-03-11T18:00:00Z");
    const second = (await m.client.get("/api/plans/current")).body.follow as PlanFollow;
    expect(second).toMatchObject({ day: 2, daysDone: 1, doneToday: false, streak: 1 });
    expect(second.reading!.reference).toBe("Genesis 2");
    expect((await m.client.post<PlanFollow>(`/api/plan-follows/${f.id}/done`, { day: 2 })).body).toMatchObject({ daysDone: 2, streak: 2 });
    expect((await m.client.get("/api/streak")).body.streak).toMatchObject({ currentStreak: 2, totalDaysRead: 2 });

    at("2026-03-14T18:00:00Z"); // two days missed: the plan waits on day 3, its streak starts over
    expect((await m.client.get("/api/plans/current")).body.follow).toMatchObject({ day: 3, daysDone: 2, streak: 0 });
    expect((await m.client.post<PlanFollow>(`/api/plan-follows/${f.id}/done`, { day: 3 })).body).toMatchObject({ daysDone: 3, streak: 1 });
  });

  it("follows one plan at a time: another replaces it, leaving ends it", async () => {
    const m = await member();
    const first = (await m.client.post<PlanFollow>("/api/plan-follows", { plan: "acts-28" })).body;
    const second = (await m.client.post<PlanFollow>("/api/plan-follows", { plan: "romans-16" })).body;
    expect(second.id).not.toBe(first.id);
    expect((await m.client.get("/api/plans/current")).body.follow).toMatchObject({ id: second.id, plan: { slug: "romans-16" } });
    // The replaced follow is gone for good.
    expect((await m.client.post(`/api/plan-follows/${first.id}/done`, { day: 1 })).status).toBe(404);
    expect((await m.client.delete(`/api/plan-follows/${second.id}`)).status).toBe(204);
    expect((await m.client.get("/api/plans/current")).body).toEqual({ follow: null });
    expect((await m.client.delete(`/api/plan-follows/${second.id}`)).status).toBe(404);
    expect((await m.client.post("/api/plan-follows", { plan: "no-such-plan" })).status).toBe(400);
  });

  it("keeps a member's plan their own: another member is told 404, a visitor 401", async () => {
    const m = await member();
    const other = await member();
    const f = (await m.client.post<PlanFollow>("/api/plan-follows", { plan: "proverbs-31" })).body;
    expect((await other.client.post(`/api/plan-follows/${f.id}/done`, { day: 1 })).status).toBe(404);
    expect((await other.client.delete(`/api/plan-follows/${f.id}`)).status).toBe(404);
    expect((await other.client.get("/api/plans/current")).body).toEqual({ follow: null });
    expect((await m.client.get("/api/plans/current")).body.follow).toMatchObject({ id: f.id, daysDone: 0 });

    const visitor = t.client();
    expect((await visitor.get("/api/plans")).status).toBe(401);
    expect((await visitor.get("/api/plans/current")).status).toBe(401);
    expect((await visitor.post("/api/plan-follows", { plan: "acts-28" })).status).toBe(401);
    expect((await visitor.post(`/api/plan-follows/${f.id}/done`, { day: 1 })).status).toBe(401);
  });

  it("offers practice on the day's chapters from open questions only: one put into a live quiz's pool never shows", async () => {
    const m = await member("pro");
    const f = (await m.client.post<PlanFollow>("/api/plan-follows", { plan: "sermon-on-the-mount-7" })).body;
    expect(f.practice).toMatchObject({ book: "matthew", chapters: [5] });
    const before = f.practice!.questions;

    const mine = await questionsOf("matthew", 4, { chapter: () => 5 });
    await questionsOf("matthew", 2, { chapter: () => 8 }); // another chapter: not today's
    const count = async () => ((await m.client.get("/api/plans/current")).body.follow as PlanFollow).practice!.questions;
    expect(await count()).toBe(before + 4);

    const [live] = await db().insert(quiz).values({ title: "Plan pool", status: "active" }).returning();
    await db().insert(quizQuestion).values({ quizId: live!.id, questionId: mine[0]!.id, orderIndex: 1 });
    expect(await count()).toBe(before + 3);

    // Practice draws them by its own rule: every open one of chapter 5, never the pool's.
    let s = (await start(m, { books: [f.practice!.book], chapters: f.practice!.chapters })).body as PracticeSession;
    const drawn: string[] = [];
    while (s.question) {
      drawn.push(s.question.text);
      await answer(m, s, true);
      s = (await next(m, s)).body;
    }
    expect(drawn).toHaveLength(before + 3);
    expect(drawn).toEqual(expect.arrayContaining(mine.slice(1).map((q) => q.text)));
    expect(drawn).not.toContain(mine[0]!.text);
  });

  it("ends complete after its last day, and takes no more", async () => {
    const m = await member();
    at("2026-05-01T12:00:00Z");
    const f = (await m.client.post<PlanFollow>("/api/plan-follows", { plan: "romans-16" })).body;
    let last = f;
    for (let day = 1; day <= 16; day += 1) {
      at(`2026-05-${String(day).padStart(2, "0")}T12:00:00Z`);
      last = (await m.client.post<PlanFollow>(`/api/plan-follows/${f.id}/done`, { day })).body;
    }
    expect(last).toMatchObject({ day: 16, daysDone: 16, completed: true, doneToday: true, streak: 16 });
    expect(last.reading!.reference).toBe("Romans 16");
    at("2026-05-17T12:00:00Z");
    expect((await m.client.get("/api/plans/current")).body.follow).toMatchObject({
      completed: true,
      doneToday: false,
      reading: null,
      practice: null,
      streak: 16,
    });
    expect((await m.client.post(`/api/plan-follows/${f.id}/done`, { day: 16 })).status).toBe(200);
    const more = await m.client.post(`/api/plan-follows/${f.id}/done`, { day: 17 });
    expect([more.status, more.body.error.code]).toEqual([409, "PLAN_COMPLETED"]);
  });
});
