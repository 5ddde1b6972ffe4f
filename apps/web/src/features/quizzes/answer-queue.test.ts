import { describe, expect, it } from "vitest";
import { deferred, fakeApi, type FakeReply } from "../../test/fake-api";
import { AnswerQueue, keptAnswers } from "./answer-queue";

const ATTEMPT = 41;
const stored = (answeredCount: number): FakeReply => ({ status: 200, body: { recorded: true, answeredCount, secondsLeft: 500 } });
const refused = (status: number, code: string, message = "Refused."): FakeReply => ({ status, body: { error: { code, message } } });

describe("the quiz player's answer queue (docs/architecture.md §4 'Offline answers')", () => {
  it("keeps an answer in the browser before it is sent, and forgets it once the server has stored it", async () => {
    const reply = deferred<FakeReply>();
    const sent = fakeApi(() => reply.promise);
    const queue = new AnswerQueue(ATTEMPT);
    const settled = queue.add({ position: 1, chosenIndex: 2 });
    const flushed = queue.flush();
    // Written before the reply: a reload now loses nothing.
    expect(keptAnswers(ATTEMPT)).toEqual([{ position: 1, chosenIndex: 2 }]);
    expect(queue.holds(1)).toBe(true);
    reply.resolve(stored(1));
    expect(await flushed).toBe("sent");
    expect(await settled).toEqual({ kind: "saved", reply: { recorded: true, answeredCount: 1, secondsLeft: 500 } });
    expect(sent).toEqual([{ method: "POST", path: `/api/attempts/${ATTEMPT}/answers`, body: { position: 1, chosenIndex: 2 } }]);
    expect(keptAnswers(ATTEMPT)).toEqual([]);
    expect(queue.pending).toEqual([]);
  });

  it("offline, the flush stops with every answer kept in order; after a reload they go in that order", async () => {
    let online = false;
    const sent = fakeApi((r) => (online ? stored((r.body as { position: number }).position) : "offline"));
    const before = new AnswerQueue(ATTEMPT);
    void before.add({ position: 1, chosenIndex: 0 });
    void before.add({ position: 2, chosenIndex: 3 });
    // A changed mind before sending: the later choice replaces the kept one.
    void before.add({ position: 1, chosenIndex: 1 });
    expect(await before.flush()).toBe("offline");
    expect(keptAnswers(ATTEMPT)).toEqual([
      { position: 2, chosenIndex: 3 },
      { position: 1, chosenIndex: 1 },
    ]);

    online = true;
    const reloaded = new AnswerQueue(ATTEMPT);
    expect(reloaded.pending).toHaveLength(2);
    expect(await reloaded.flush()).toBe("sent");
    expect(sent.slice(-2).map((r) => r.body)).toEqual([
      { position: 2, chosenIndex: 3 },
      { position: 1, chosenIndex: 1 },
    ]);
    expect(keptAnswers(ATTEMPT)).toEqual([]);
  });

  it("keeps an answer the server could not judge (5xx, too many requests, a proxy's page) for the next try", async () => {
    for (const reply of [refused(503, "BUSY"), refused(429, "RATE_LIMITED"), { status: 502, body: undefined }] as FakeReply[]) {
      fakeApi(() => reply);
      const queue = new AnswerQueue(ATTEMPT);
      void queue.add({ position: 3, chosenIndex: 1 });
      expect(await queue.flush()).toBe("offline");
      expect(keptAnswers(ATTEMPT)).toEqual([{ position: 3, chosenIndex: 1 }]);
      window.localStorage.clear();
    }
  });

  it("past the deadline, every kept answer settles as too late and the attempt is told to finish", async () => {
    fakeApi(() => refused(409, "DEADLINE_PASSED", "Time is up."));
    const queue = new AnswerQueue(ATTEMPT);
    const first = queue.add({ position: 24, chosenIndex: 0 });
    const second = queue.add({ position: 25, chosenIndex: 2 });
    expect(await queue.flush()).toBe("ended");
    expect(await first).toEqual({ kind: "ended" });
    expect(await second).toEqual({ kind: "ended" });
    expect(keptAnswers(ATTEMPT)).toEqual([]);
  });

  it("an answer stored already from another tab stands; a refusal for good leaves the queue and the next answer still goes", async () => {
    const sent = fakeApi((r) => {
      const position = (r.body as { position: number }).position;
      if (position === 1) return refused(409, "ALREADY_ANSWERED", "Already answered.");
      if (position === 2) return refused(400, "QUESTION_NOT_IN_QUIZ", "This question is not part of the quiz.");
      return stored(3);
    });
    const queue = new AnswerQueue(ATTEMPT);
    const outcomes = [queue.add({ position: 1, chosenIndex: 0 }), queue.add({ position: 2, chosenIndex: 0 }), queue.add({ position: 3, chosenIndex: 0 })];
    expect(await queue.flush()).toBe("sent");
    const [one, two, three] = await Promise.all(outcomes);
    expect(one).toEqual({ kind: "saved", reply: null });
    expect(two).toMatchObject({ kind: "refused", error: { code: "QUESTION_NOT_IN_QUIZ", message: "This question is not part of the quiz." } });
    expect(three).toMatchObject({ kind: "saved" });
    expect(sent).toHaveLength(3);
  });

  it("sends one flush at a time: a second call joins the one under way", async () => {
    const reply = deferred<FakeReply>();
    const sent = fakeApi(() => reply.promise);
    const queue = new AnswerQueue(ATTEMPT);
    void queue.add({ position: 5, chosenIndex: 2 });
    const a = queue.flush();
    const b = queue.flush();
    expect(b).toBe(a);
    reply.resolve(stored(5));
    expect(await a).toBe("sent");
    expect(sent).toHaveLength(1);
  });

  it("reads nothing but well-formed answers back from storage", () => {
    window.localStorage.setItem(`berean:answers:${ATTEMPT}`, JSON.stringify([{ position: 1, chosenIndex: 2 }, { position: "x" }, null, 7]));
    expect(keptAnswers(ATTEMPT)).toEqual([{ position: 1, chosenIndex: 2 }]);
    window.localStorage.setItem(`berean:answers:${ATTEMPT}`, "not json");
    expect(keptAnswers(ATTEMPT)).toEqual([]);
  });
});
