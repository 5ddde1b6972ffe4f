import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { COMPETITION_REVEAL_MS, type AttemptMode, type AttemptView, type StartAttemptResponse } from "@berean/domain";
import { ApiError } from "../../lib/api";
import { RETRY_MS } from "../../lib/offline-answers";
import { fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { keptAnswers } from "./answer-queue";
import { useQuizSession } from "./use-quiz-session";

const ID = 7;

function attemptOf(count: number, overrides: Partial<AttemptView> = {}, mode: AttemptMode = "quiz"): AttemptView {
  return {
    id: ID,
    mode,
    quizId: mode === "competition" ? null : 3,
    competitionId: mode === "competition" ? 9 : null,
    quizTitle: "Ruth Quiz",
    status: "in_progress",
    startedAt: new Date().toISOString(),
    deadlineAt: new Date(Date.now() + 600_000).toISOString(),
    secondsLeft: 600,
    questions: Array.from({ length: count }, (_, i) => ({ position: i + 1, text: `Question ${i + 1}?`, options: ["A", "B", "C", "D"] })),
    answers: [],
    ...overrides,
  };
}

const outcome = { attemptId: ID, status: "finished", score: 80, correct: 4, wrong: 1, secondsUsed: 120, questionCount: 5 };

/** The API as the player meets it: answers stored (or not, while `net.online` is false), the finish scored. */
function server(
  net: { online: boolean },
  answer: (r: FakeRequest) => FakeReply = () => ({ status: 200, body: { recorded: true, answeredCount: 1, secondsLeft: 590 } }),
) {
  return fakeApi((r) => {
    if (!net.online) return "offline";
    if (r.path.endsWith("/answers")) return answer(r);
    if (r.path.endsWith("/finish")) return { status: 200, body: outcome };
    if (r.path.endsWith("/abandon")) return { status: 200, body: { ...outcome, status: "abandoned", score: 0 } };
    return { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } };
  });
}

function play(begin: () => Promise<StartAttemptResponse>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => withIntl(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  return renderHook(() => useQuizSession(begin), { wrapper });
}

const answered = (seen: FakeRequest[]) => seen.filter((r) => r.path.endsWith("/answers")).map((r) => r.body);

describe("the quiz player (every mode's one player)", () => {
  it("plays to the last question, stores each answer as it is given, and finishes with the server's score", async () => {
    const seen = server({ online: true });
    const { result } = play(async () => ({ attempt: attemptOf(2), resumed: false }));
    await waitFor(() => expect(result.current.session.phase).toBe("running"));
    act(() => result.current.setSelected(1));
    await act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.selected).toBeNull();
    act(() => result.current.setSelected(3));
    await act(() => result.current.next());
    expect(result.current.session.phase).toBe("ended");
    expect(result.current.outcome).toMatchObject({ score: 80 });
    expect(answered(seen)).toEqual([
      { position: 1, chosenIndex: 1 },
      { position: 2, chosenIndex: 3 },
    ]);
    expect(seen.at(-1)).toMatchObject({ method: "POST", path: `/api/attempts/${ID}/finish` });
  });

  it("resumes after the last answered question, with the answers this browser kept sent again", async () => {
    window.localStorage.setItem(`berean:answers:${ID}`, JSON.stringify([{ position: 3, chosenIndex: 2 }]));
    const seen = server({ online: true });
    const { result } = play(async () => ({
      attempt: attemptOf(5, {
        answers: [
          { position: 1, chosenIndex: 0 },
          { position: 2, chosenIndex: 1 },
        ],
      }),
      resumed: true,
    }));
    await waitFor(() => expect(result.current.session.phase).toBe("running"));
    expect(result.current.index).toBe(3);
    await waitFor(() => expect(answered(seen)).toEqual([{ position: 3, chosenIndex: 2 }]));
    await waitFor(() => expect(keptAnswers(ID)).toEqual([]));
  });

  it("offline, the quiz goes on with the answer kept, says so, and sends it once the browser is online", async () => {
    const net = { online: true };
    const seen = server(net);
    const { result } = play(async () => ({ attempt: attemptOf(3), resumed: false }));
    await waitFor(() => expect(result.current.session.phase).toBe("running"));
    net.online = false;
    act(() => result.current.setSelected(2));
    await act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.offline).toBe(true);
    expect(keptAnswers(ID)).toEqual([{ position: 1, chosenIndex: 2 }]);
    net.online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(result.current.offline).toBe(false));
    expect(answered(seen).at(-1)).toEqual({ position: 1, chosenIndex: 2 });
    expect(keptAnswers(ID)).toEqual([]);
  });

  it("a finish without a connection waits for it, then finishes with the kept answers sent first", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const net = { online: true };
    const seen = server(net);
    const { result } = play(async () => ({ attempt: attemptOf(1), resumed: false }));
    await waitFor(() => expect(result.current.session.phase).toBe("running"));
    net.online = false;
    act(() => result.current.setSelected(0));
    await act(() => result.current.next());
    expect(result.current.waitingForConnection).toBe(true);
    expect(result.current.session.phase).toBe("running");
    net.online = true;
    await act(() => vi.advanceTimersByTimeAsync(RETRY_MS));
    await waitFor(() => expect(result.current.session.phase).toBe("ended"));
    const paths = seen.filter((r) => r.path.includes(`/attempts/${ID}/`)).map((r) => r.path.split("/").at(-1));
    expect(paths.slice(-2)).toEqual(["answers", "finish"]);
  });

  it("an answer that arrives past the deadline ends the attempt rather than going on", async () => {
    server({ online: true }, () => ({ status: 409, body: { error: { code: "DEADLINE_PASSED", message: "Time is up." } } }));
    const { result } = play(async () => ({ attempt: attemptOf(5), resumed: false }));
    await waitFor(() => expect(result.current.session.phase).toBe("running"));
    act(() => result.current.setSelected(1));
    await act(() => result.current.next());
    expect(result.current.session.phase).toBe("ended");
  });

  it("in a competition, choosing locks the answer, shows whether it was right, then moves on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({ online: true }, () => ({ status: 200, body: { recorded: true, answeredCount: 1, secondsLeft: 1700, correct: true } }));
    const { result } = play(async () => ({ attempt: attemptOf(2, {}, "competition"), resumed: false }));
    await waitFor(() => expect(result.current.session.phase).toBe("running"));
    await act(() => result.current.choose(2));
    expect(result.current.reveal).toEqual({ position: 1, chosenIndex: 2, correct: true });
    // Locked while it shows: another choice changes nothing.
    await act(() => result.current.choose(0));
    expect(result.current.reveal?.chosenIndex).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(COMPETITION_REVEAL_MS));
    expect(result.current.reveal).toBeNull();
    expect(result.current.index).toBe(1);
  });

  it("tells a refusal to start by its kind", async () => {
    const refusedWith = async (status: number, code: string) => {
      const { result } = play(() => Promise.reject(new ApiError(status, code, "No.")));
      await waitFor(() => expect(result.current.session.phase).not.toBe("loading"));
      return result.current.session;
    };
    expect(await refusedWith(409, "ALREADY_ATTEMPTED")).toEqual({ phase: "already-taken" });
    expect(await refusedWith(409, "FREE_WEEKLY_LIMIT")).toEqual({ phase: "refused", refusal: { code: "FREE_WEEKLY_LIMIT" } });
    expect(await refusedWith(401, "UNAUTHENTICATED")).toEqual({ phase: "refused", refusal: { code: "NOT_LOGGED_IN" } });
    expect(await refusedWith(500, "INTERNAL")).toMatchObject({
      phase: "refused",
      refusal: { code: "ERROR", message: "Failed to load questions. Please try again." },
    });
  });
});
