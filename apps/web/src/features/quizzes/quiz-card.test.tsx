import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { QuizCard as QuizCardData } from "@berean/domain";
import { withIntl } from "../../test/intl";
import { QuizCard } from "./quiz-card";

const base: QuizCardData = {
  id: 4,
  title: "Nehemiah Quiz",
  description: "The wall rebuilt.",
  questionCount: 25,
  estimatedMinutes: 10,
  difficulty: "medium",
  isWeekly: false,
  featured: false,
  book: "nehemiah",
  category: null,
  myStatus: "available",
  myAttemptId: null,
  myResultId: null,
  event: null,
  opensToAllAt: null,
};

const show = (quiz: QuizCardData) =>
  render(
    withIntl(
      <MemoryRouter>
        <QuizCard quiz={quiz} onStart={() => {}} />
      </MemoryRouter>,
    ),
  );

describe("a quiz in early access", () => {
  it("tells a free member it is Pro members' first and when it opens to all, with the way to upgrade instead of Start", () => {
    show({ ...base, myStatus: "early_access", opensToAllAt: "2026-12-06T15:00:00.000Z" });
    expect(screen.getByText("Early access")).toBeTruthy();
    expect(screen.getByText(/^New: Pro members play it first\. Open to everyone /)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade to play now: Nehemiah Quiz" }).getAttribute("href")).toBe("/dashboard/upgrade");
    expect(screen.queryByRole("button", { name: /^Start Quiz/ })).toBeNull();
  });

  it("lets a Pro member start it, marked as early access", () => {
    show({ ...base, opensToAllAt: "2026-12-06T15:00:00.000Z" });
    expect(screen.getByText("Early access")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Quiz: Nehemiah Quiz" })).toBeTruthy();
  });

  it("says nothing of it once the quiz is everyone's", () => {
    show(base);
    expect(screen.queryByText("Early access")).toBeNull();
    expect(screen.getByRole("button", { name: "Start Quiz: Nehemiah Quiz" })).toBeTruthy();
  });
});
