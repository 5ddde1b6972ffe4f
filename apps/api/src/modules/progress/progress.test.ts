import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Progress } from "@berean/domain";
import { attempt, attemptAnswer, attemptQuestion, competition, liveEvent, question, quiz, quizQuestion, user } from "../../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

type Signed = { client: TestClient; id: string };
let t: TestApp;
let free: Signed, pro: Signed, newcomer: Signed;
const db = () => t.database.db;

/** Questions by book and topics; each one's key is option A. */
async function questions(book: string | null, topics: string[], count: number): Promise<number[]> {
  const rows = await db()
    .insert(question)
    .values(
      Array.from({ length: count }, (_, i) => ({
        question: `${book ?? "No book"} ${topics.join(" ")} ${i + 1}?`,
        optionA: "Right",
        optionB: "Wrong",
        optionC: "Other",
        optionD: "Else",
        correctIndex: 0,
        book,
        topics,
      })),
    )
    .returning({ id: question.id });
  return rows.map((r) => r.id);
}

async function createQuiz(title: string, pool: number[], o: { book?: string; status?: "active" | "draft"; weekly?: boolean } = {}): Promise<number> {
  const [row] = await db()
    .insert(quiz)
    .values({ title, book: o.book ?? null, status: o.status ?? "active", isWeekly: o.weekly ?? false })
    .returning({ id: quiz.id });
  if (pool.length)
    await db()
      .insert(quizQuestion)
      .values(pool.map((questionId, orderIndex) => ({ quizId: row!.id, questionId, orderIndex })));
  return row!.id;
}

type Asked = [questionId: number, outcome: "right" | "wrong" | null];

/** An attempt of the Pro member, stored as the engine leaves it: its questions asked and the answers given at `answeredAt`. */
async function seedAttempt(o: {
  asked: Asked[];
  answeredAt: string;
  mode?: "quiz" | "event" | "competition";
  quizId?: number;
  liveEventId?: number;
  competitionId?: number;
  status?: string;
}) {
  const endedAt = new Date(Date.parse(o.answeredAt) + 60_000);
  const startedAt = new Date(endedAt.getTime() - 300_000);
  const mode = o.mode ?? "quiz";
  const [row] = await db()
    .insert(attempt)
    .values({
      userId: pro.id,
      mode,
      quizId: o.quizId ?? null,
      competitionId: o.competitionId ?? null,
      liveEventId: o.liveEventId ?? null,
      periodKey: mode === "competition" ? `competition:${o.competitionId}` : mode === "event" ? `event:${o.liveEventId}` : "ever",
      weekStart: "2026-10-04",
      status: o.status ?? "finished",
      startedAt,
      deadlineAt: new Date(startedAt.getTime() + 600_000),
      finishedAt: endedAt,
    })
    .returning({ id: attempt.id });
  await db()
    .insert(attemptQuestion)
    .values(o.asked.map(([questionId], position) => ({ attemptId: row!.id, position, questionId, optionOrder: [0, 1, 2, 3] })));
  const answered = o.asked.filter(([, outcome]) => outcome !== null);
  if (answered.length) {
    await db()
      .insert(attemptAnswer)
      .values(
        answered.map(([questionId, outcome]) => ({
          attemptId: row!.id,
          questionId,
          chosenIndex: outcome === "right" ? 0 : 1,
          isCorrect: outcome === "right",
          answeredAt: new Date(o.answeredAt),
        })),
      );
  }
}

async function progress(client: TestClient): Promise<Progress> {
  const res = await client.get("/api/progress");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Progress;
}

const acc = (answered: number, right: number) => ({ answered, right, accuracy: answered === 0 ? null : right / answered });

let genesis: number[], matthew: number[], noBook: number[], exodus: number[];
let mixId: number, quizBId: number, genesisQuizId: number, matthewQuizId: number, genesisTwoId: number, eventCloses: Date, competitionId: number;

beforeAll(async () => {
  t = await startTestApp();
  [free, pro, newcomer] = await Promise.all([
    t.signedInMember({ fullName: "Fay Free" }),
    t.signedInMember({ fullName: "Pam Pro" }),
    t.signedInMember({ fullName: "Ned New" }),
  ]);
  await db().update(user).set({ plan: "pro", timezone: "America/New_York" }).where(eq(user.id, pro.id));
  await db().update(user).set({ plan: "pro" }).where(eq(user.id, newcomer.id));

  genesis = await questions("genesis", ["events"], 8);
  matthew = await questions("matthew", ["parables"], 5);
  noBook = await questions(null, ["characters"], 1);
  exodus = await questions("exodus", ["events", "characters"], 2);
  const others = await questions("psalms", ["worship"], 9);
  const [g1, g2, g3, g4, g5, g6, g7, g8] = genesis as [number, number, number, number, number, number, number, number];
  const [m1, m2, m3, m4, m5] = matthew as [number, number, number, number, number];
  const [e1, e2] = exodus as [number, number];

  // The two quizzes the member finished: both are about the books that come out weakest.
  mixId = await createQuiz("Beginnings and parables", [g1, g2, g3, g4, g5, m1, m2, m3]);
  quizBId = await createQuiz("Odds and ends", [m4, m5, noBook[0]!, e1, e2]);
  // Quizzes not taken: for Genesis (its book's, and half of one's pool), Matthew's, and ones that never fit.
  genesisQuizId = await createQuiz("Genesis Quiz", [g6, g7, g8], { book: "genesis" });
  matthewQuizId = await createQuiz("Matthew in full", matthew);
  genesisTwoId = await createQuiz("Genesis and Psalms", [g1, g2, g3, g4, ...others.slice(0, 4)]);
  await createQuiz("Whole Bible", [g6, ...others]);
  await createQuiz("Exodus Quiz", exodus, { book: "exodus" });
  await createQuiz("Genesis draft", [g6, g7], { book: "genesis", status: "draft" });
  const abandonedId = await createQuiz("Genesis abandoned", [g7, g8], { book: "genesis" });
  const weeklyId = await createQuiz("Weekly Bible Challenge", [], { weekly: true });

  // Saturday 10 October 2026, 23:30 in New York (03:30 UTC on the Sunday), then Sunday 00:30:
  // the same UTC week, two weeks of the member's.
  await seedAttempt({
    quizId: mixId,
    answeredAt: "2026-10-11T03:30:00Z",
    asked: [
      [g1, "right"],
      [g2, "right"],
      [g3, "wrong"],
      [g4, null],
      [g5, "wrong"],
      [m1, "right"],
      [m2, "right"],
      [m3, "right"],
    ],
  });
  await seedAttempt({
    quizId: quizBId,
    answeredAt: "2026-10-11T04:30:00Z",
    status: "expired",
    asked: [
      [m4, "right"],
      [m5, "wrong"],
      [noBook[0]!, "right"],
      [e1, "right"],
      [e2, "wrong"],
    ],
  });
  // Not counted: an abandoned attempt, the event until it closes, a competition until it is completed.
  await seedAttempt({
    quizId: abandonedId,
    answeredAt: "2026-10-12T12:00:00Z",
    status: "abandoned",
    asked: [
      [g7, "wrong"],
      [g8, "wrong"],
    ],
  });
  eventCloses = new Date(Date.now() + 86_400_000);
  const [event] = await db()
    .insert(liveEvent)
    .values({ eventDate: "2026-11-28", opensAt: new Date(eventCloses.getTime() - 43_200_000), closesAt: eventCloses, seed: "progress-test" })
    .returning({ id: liveEvent.id });
  await seedAttempt({
    mode: "event",
    quizId: weeklyId,
    liveEventId: event!.id,
    answeredAt: new Date(Date.now() - 3_600_000).toISOString(),
    asked: [
      [e1, "right"],
      [e2, "right"],
    ],
  });
  const [contest] = await db()
    .insert(competition)
    .values({ title: "Autumn Cup", startDate: "2026-11-01", endDate: "2026-11-30", status: "active" })
    .returning({ id: competition.id });
  competitionId = contest!.id;
  await seedAttempt({
    mode: "competition",
    competitionId,
    answeredAt: "2026-11-02T12:00:00Z",
    asked: [
      [m1, "wrong"],
      [m2, "wrong"],
    ],
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe("My progress", () => {
  it("is for Pro members: a free member is refused with PRO_REQUIRED (the page offers Pro instead)", async () => {
    const res = await free.client.get("/api/progress");
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("PRO_REQUIRED");
  });

  it("a Pro member with nothing ended yet sees empty figures", async () => {
    expect(await progress(newcomer.client)).toEqual({
      overall: acc(0, 0),
      byTestament: [
        { testament: "old", ...acc(0, 0) },
        { testament: "new", ...acc(0, 0) },
      ],
      byBook: [],
      byTopic: [],
      weekly: [],
      weakest: [],
      recommended: [],
    });
  });

  it("counts every question asked in ended attempts, a blank one as not right, by book, testament, topic and the member's own weeks", async () => {
    const p = await progress(pro.client);
    expect(p.overall).toEqual(acc(13, 8));
    expect(p.byBook).toEqual([
      { book: "Genesis", slug: "genesis", ...acc(5, 2) },
      { book: "Exodus", slug: "exodus", ...acc(2, 1) },
      { book: "Matthew", slug: "matthew", ...acc(5, 4) },
    ]);
    // A question without a book counts overall and by topic, not by testament.
    expect(p.byTestament).toEqual([
      { testament: "old", ...acc(7, 3) },
      { testament: "new", ...acc(5, 4) },
    ]);
    expect(p.byTopic).toEqual([
      { topic: "events", ...acc(7, 3) },
      { topic: "parables", ...acc(5, 4) },
      { topic: "characters", ...acc(3, 2) },
    ]);
    // Saturday 23:30 and Sunday 00:30 in New York fall in two Sunday-start weeks, though one UTC day.
    expect(p.weekly).toEqual([
      { weekStart: "2026-10-04", ...acc(8, 5) },
      { weekStart: "2026-10-11", ...acc(5, 3) },
    ]);
  });

  it("names the weakest books (at least 5 asked, lowest first) and recommends quizzes for them never taken", async () => {
    const p = await progress(pro.client);
    expect(p.weakest).toEqual([
      { book: "Genesis", slug: "genesis", ...acc(5, 2) },
      { book: "Matthew", slug: "matthew", ...acc(5, 4) },
    ]);
    // Each weak book's best quiz in turn, weakest first: never a quiz taken (finished or abandoned),
    // a draft, the event's, a quiz of a book not weak, or one only a tenth about a weak book.
    expect(p.recommended).toEqual([
      { id: genesisQuizId, title: "Genesis Quiz", book: "Genesis", reason: "Genesis: 40% right so far" },
      { id: matthewQuizId, title: "Matthew in full", book: "Matthew", reason: "Matthew: 80% right so far" },
      { id: genesisTwoId, title: "Genesis and Psalms", book: "Genesis", reason: "Genesis: 40% right so far" },
    ]);
    expect(p.recommended.map((r) => r.id)).not.toContain(mixId);
    expect(p.recommended.map((r) => r.id)).not.toContain(quizBId);
  });

  it("counts the Saturday event once it has closed, and a competition once it is completed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(eventCloses.getTime() + 60_000);
    const afterEvent = await progress(pro.client);
    expect(afterEvent.overall).toEqual(acc(15, 10));
    expect(afterEvent.byBook.find((b) => b.slug === "exodus")).toEqual({ book: "Exodus", slug: "exodus", ...acc(4, 3) });

    await db().update(competition).set({ status: "completed", closedAt: new Date() }).where(eq(competition.id, competitionId));
    const afterCompetition = await progress(pro.client);
    expect(afterCompetition.overall).toEqual(acc(17, 10));
    expect(afterCompetition.byBook.find((b) => b.slug === "matthew")).toEqual({ book: "Matthew", slug: "matthew", ...acc(7, 4) });
  });
});
