/**
 * A competition attempt is a row of the one attempt engine (mode 'competition'), and every other
 * reader of attempts decides whether it counts: not on the site's leaderboards or stats, not in the
 * quiz history and dashboard, never the free plan's one quiz of the week, never a result page that
 * would show its keys before the receipts open, never left through 'abandon'.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@berean/domain";
import { leaderboardDay, leaderboardEntry, user } from "../../db/schema.ts";
import { answerFor, askedQuestions, atReadingPace, COMPETITION_READING_SECONDS, createQuiz, createSealedQuestions } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";
import { payLocalCheckout, upgradeToPro } from "../../test/payments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const siteDay = (offsetDays: number) => localDate(new Date(Date.now() + offsetDays * 86_400_000), "America/New_York");

describe("a competition attempt among the other readers of attempts", () => {
  it("stays off the site's boards, stats, history and dashboard, spends no free quiz, has no result page and cannot be abandoned", async () => {
    const admin = (await t.signedInMember({ role: "admin" })).client;
    // Sealed supply, four times the 3 questions each entrant is asked.
    const pool = await createSealedQuestions(t.database.db, 12);
    const created = await admin.post("/api/admin/competitions", {
      title: "Elsewhere Cup",
      description: "",
      entryFeeCents: 0,
      prizePoolCents: 100,
      maxParticipants: null,
      startDate: siteDay(0),
      endDate: siteDay(3),
      questionIds: pool.map((q) => q.id),
      questionsPerEntrant: 3,
    });
    expect((await admin.post(`/api/admin/competitions/${created.body.id}/status`, { status: "active" })).status).toBe(200);
    const pro = await t.signedInMember({ fullName: "Priscilla Elsewhere" });
    await upgradeToPro(pro.client);
    const joined = await pro.client.post(`/api/competitions/${created.body.id}/join`, {});
    if (joined.body.url) await payLocalCheckout(pro.client, joined.body.url);
    const stats = (await t.client().get("/api/stats")).body;

    // Played at a reader's pace, so the result stands (not held for review) and would be on any board it belongs to.
    const view = await atReadingPace(
      3,
      async (pause) => {
        const started = (await pro.client.post(`/api/competitions/${created.body.id}/attempt`, {})).body.attempt;
        expect(started).toMatchObject({ mode: "competition", quizId: null, competitionId: created.body.id, quizTitle: "Elsewhere Cup", status: "in_progress" });
        // No leaving a competition: its clock runs on and its answers stand.
        const left = await pro.client.post(`/api/attempts/${started.id}/abandon`, {});
        expect(left.status).toBe(409);
        expect(left.body.error.code).toBe("NOT_ABANDONABLE");
        for (const q of await askedQuestions(t.database.db, started.id)) {
          pause();
          const answered = await pro.client.post(
            `/api/attempts/${started.id}/answers`,
            await answerFor(t.database.db, started.id, q.questionId, q.correctIndex),
          );
          expect(answered.body).toMatchObject({ recorded: true, correct: true });
        }
        expect((await pro.client.post(`/api/attempts/${started.id}/finish`, {})).body).toMatchObject({
          status: "finished",
          score: 100,
          correct: 3,
          questions: 3,
        });
        return started;
      },
      COMPETITION_READING_SECONDS,
    );

    // Not on the site's boards, nor in its stats.
    expect(await t.database.db.select().from(leaderboardEntry).where(eq(leaderboardEntry.userId, pro.id))).toEqual([]);
    expect(await t.database.db.select().from(leaderboardDay).where(eq(leaderboardDay.userId, pro.id))).toEqual([]);
    const week = (await pro.client.get("/api/leaderboard?window=week")).body;
    expect(JSON.stringify(week)).not.toContain("Priscilla Elsewhere");
    expect((await t.client().get("/api/stats")).body.attempts).toBe(stats.attempts);
    // Not in the quiz history or the dashboard's cards: its result is on the competition's card.
    expect((await pro.client.get("/api/history")).body.attempts).toEqual([]);
    const dashboard = (await pro.client.get("/api/dashboard")).body;
    expect(dashboard.stats).toMatchObject({ attempts: 0, bestScore: 0 });
    expect(dashboard.recent).toEqual([]);
    expect(dashboard.weekly).toMatchObject({ attemptsThisWeek: 0, limitReached: false });
    const card = (await pro.client.get("/api/competitions")).body.competitions.find((c: { id: number }) => c.id === created.body.id);
    expect(card).toMatchObject({ myScore: 100, myResultUnderReview: false, canStart: false });
    // No result page: the keys wait for the receipt, which opens when nobody can still answer.
    expect((await pro.client.get(`/api/results/${view.id}`)).status).toBe(404);
    expect((await pro.client.get("/api/results/latest")).status).toBe(404);

    // Back on the free plan the same week, the member still has the week's free quiz.
    await t.database.db.update(user).set({ plan: "free" }).where(eq(user.id, pro.id));
    const quiz = await createQuiz(t.database.db, { questionCount: 3 });
    expect((await pro.client.post(`/api/quizzes/${quiz.id}/attempts`, {})).status).toBe(201);
  }, 60_000);
});
