import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttemptView, StartAttemptResponse } from "@berean/domain";
import { fakeApi, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { QuizPlayer } from "./quiz-page";

/**
 * The quiz clock as the player shows it (docs/product.md part 1 §4 'Quiz timer'): the page's clock
 * fast-forwarded by fake timers; the server (faked at the network's edge) owns the deadline and
 * the score, and is asked to finish when the clock reaches zero.
 */

const ID = 11;

function attempt(secondsLeft: number): AttemptView {
  return {
    id: ID,
    mode: "quiz",
    quizId: 3,
    competitionId: null,
    quizTitle: "Psalms Quiz",
    status: "in_progress",
    startedAt: new Date(Date.now() - (600 - secondsLeft) * 1000).toISOString(),
    deadlineAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
    secondsLeft,
    questions: Array.from({ length: 25 }, (_, i) => ({ position: i + 1, text: `Question ${i + 1}?`, options: ["A", "B", "C", "D"] })),
    answers: [],
  };
}

function playWithClock(secondsLeft: number) {
  const seen: FakeRequest[] = fakeApi((r) => {
    if (r.path.endsWith("/answers")) return { status: 200, body: { recorded: true, answeredCount: 1, secondsLeft } };
    if (r.path.endsWith("/finish"))
      return { status: 200, body: { attemptId: ID, status: "expired", score: 3, correct: 1, wrong: 0, secondsUsed: 600, questionCount: 25 } };
    return { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } };
  });
  const begin = async (): Promise<StartAttemptResponse> => ({ attempt: attempt(secondsLeft), resumed: false });
  const router = createMemoryRouter([
    { path: "/", element: <QuizPlayer begin={begin} exitPath="/quiz-selection" /> },
    { path: "*", element: <p>elsewhere</p> },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    withIntl(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  return seen;
}

const tick = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
const timer = () => document.querySelector('[role="timer"]');
const dialogTitled = (title: string) => screen.queryByRole("alertdialog", { name: title }) ?? screen.queryByRole("dialog", { name: title });
const closeDialog = () => fireEvent.click(screen.getByRole("button", { name: "Continue" }));

afterEach(() => vi.useRealTimers());

describe("the quiz clock", () => {
  it("turns orange with a warning at 3 minutes, red with a final warning at 1 minute, warns at 30 s, and finishes at 0", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T10:00:00Z"), shouldAdvanceTime: false });
    const seen = playWithClock(600);
    await tick(0);
    expect(screen.getByText("Question 1 of 25")).toBeTruthy();
    expect(timer()?.getAttribute("data-tone")).toBe("blue");
    expect(timer()?.textContent).toContain("10:00");

    await tick(425);
    expect(dialogTitled("3 minutes left")).not.toBeNull();
    expect(timer()?.getAttribute("data-tone")).toBe("orange");
    expect(timer()?.textContent).toContain("2:55");
    expect(screen.getByText("3 minutes left. The quiz finishes automatically at 0:00.")).toBeTruthy();
    closeDialog();
    await tick(0);
    expect(dialogTitled("3 minutes left")).toBeNull();
    // The banner goes after its 5 seconds.
    await tick(5);
    expect(screen.queryByText("3 minutes left. The quiz finishes automatically at 0:00.")).toBeNull();

    await tick(115);
    expect(dialogTitled("Final warning: 1 minute left")).not.toBeNull();
    expect(timer()?.getAttribute("data-tone")).toBe("red");
    closeDialog();

    await tick(30);
    expect(dialogTitled("30 seconds left")).not.toBeNull();
    closeDialog();
    expect(seen.some((r) => r.path.endsWith("/finish"))).toBe(false);

    await tick(35);
    expect(seen.filter((r) => r.path.endsWith("/finish")).map((r) => `${r.method} ${r.path}`)).toEqual([`POST /api/attempts/${ID}/finish`]);
    const done = dialogTitled("Quiz completed!");
    expect(done?.textContent).toContain("You scored 3 points with 1 correct answers.");
  });

  it("a resumed attempt warns only of what is still ahead", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T10:00:00Z"), shouldAdvanceTime: false });
    playWithClock(90);
    await tick(0);
    expect(timer()?.getAttribute("data-tone")).toBe("orange");
    expect(dialogTitled("3 minutes left")).toBeNull();
    await tick(31);
    expect(dialogTitled("Final warning: 1 minute left")).not.toBeNull();
    expect(dialogTitled("3 minutes left")).toBeNull();
  });
});
