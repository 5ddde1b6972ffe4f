import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { AttemptResult } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { ResultPage } from "./result-page";

/** A finished quiz held for review (so nothing offers to share it) that scored 0 with answers given. */
const result: AttemptResult = {
  attemptId: 7,
  quizId: 3,
  quizTitle: "Acts of the Apostles",
  status: "finished",
  startedAt: "2026-01-01T10:00:00.000Z",
  finishedAt: "2026-01-01T10:06:00.000Z",
  secondsUsed: 360,
  questionCount: 25,
  answered: 6,
  score: { correct: 1, wrong: 5, unanswered: 19, answerPoints: -1, secondsRemaining: 240, speedFactor: 0.88, total: 0 },
  review: [],
  reviewOpensAt: null,
  underReview: true,
  regraded: null,
  voidReason: null,
  placement: { weekRank: 4, weekPlayers: 31, weekBest: 72 },
  assignedBy: null,
  mode: "quiz",
};

function showResult(locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path.startsWith("/api/results/") ? { status: 200, body: { result } } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/result/7"]}>
          <Routes>
            <Route path="/result/:attemptId" element={<ResultPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("A quiz's result page", () => {
  it("explains a 0, the score's formula and the week's place in whole sentences", async () => {
    showResult();
    expect(await screen.findByRole("heading", { name: "Why 0 points?" })).toBeTruthy();
    expect(
      screen.getByText(
        "Your 1 right answer earned 4 points and your 5 wrong answers cost 5, so the answer points came to −1, and a score never goes below 0. Next time, leave a question blank when you are not sure: a blank costs nothing.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Answer points × speed factor, rounded, out of 100. The factor runs from 0.80 when the clock runs out to 1.00 with all 10 minutes left: speed multiplies what you earned and earns nothing by itself.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("× 0.88")).toBeTruthy();
    expect(screen.getByText("of 10 minutes")).toBeTruthy();
    expect(screen.getByRole("region", { name: "This week's rank" }).textContent).toContain(
      "You are #4 of 31 on this week's board, with your best score this week, 72.",
    );
  });

  it("in Spanish, the result is in Spanish", async () => {
    showResult("es");
    expect(await screen.findByRole("heading", { name: "¿Por qué 0 puntos?" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Tu resultado" })).toBeTruthy();
    expect(screen.getByText("de 10 minutos")).toBeTruthy();
    expect(screen.getByText(/^Tu 1 respuesta correcta sumó 4 puntos y tus 5 respuestas incorrectas restaron 5/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Tu puesto de esta semana" }).textContent).toContain("Estás en el puesto 4 de 31");
  });
});
