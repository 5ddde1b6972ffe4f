import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { QuizCard } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { QuizSelectionPage } from "./quiz-selection-page";

const quiz: QuizCard = {
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

function showPage(locale: "en" | "es") {
  fakeApi((request) => (request.path === "/api/quizzes" ? { status: 200, body: { quizzes: [quiz] } } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/quiz-selection"]}>
          <QuizSelectionPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("Choose Your Quiz", () => {
  it("lists the quizzes with their count and a Start button named for each", async () => {
    showPage("en");
    expect(await screen.findByRole("button", { name: "Start Quiz: Nehemiah Quiz" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Choose Your Quiz" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("1 quiz");
    expect(screen.getByText("25 questions")).toBeTruthy();
  });

  it("in Spanish, the page, its counts and its buttons are in Spanish", async () => {
    showPage("es");
    expect(await screen.findByRole("button", { name: "Empezar cuestionario: Nehemiah Quiz" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Elige tu cuestionario" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("1 cuestionario");
    expect(screen.getByText("25 preguntas")).toBeTruthy();
    expect(screen.getByRole("option", { name: "Todas las dificultades" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cómo se puntúa" })).toBeTruthy();
  });
});
