import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CustomQuizList, CustomQuizSummary } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { CustomQuizzesPage } from "./custom-quizzes-page";

const mine: CustomQuizSummary = {
  id: 1,
  title: "Ruth, chapters 1–2",
  description: "",
  questionCount: 12,
  ownerName: "Lydia Purple",
  mine: true,
  groups: [],
  myAttempt: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
};
const shared: CustomQuizSummary = {
  ...mine,
  id: 2,
  title: "Acts for the youth group",
  questionCount: 1,
  ownerName: "Priscilla",
  mine: false,
  groups: [{ id: 5, name: "Youth" }],
  myAttempt: { attemptId: 9, status: "finished", score: 72 },
};

function showPage(list: CustomQuizList, locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === "/api/custom-quizzes" ? { status: 200, body: list } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/custom-quizzes"]}>
          <CustomQuizzesPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("Custom quizzes", () => {
  it("lists my quizzes and those shared with me, each with its count and standing", async () => {
    showPage({ canBuild: true, mine: [mine], shared: [shared] });
    expect(await screen.findByRole("list", { name: "My custom quizzes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Shared with me" })).toBeTruthy();
    expect(screen.getByText("Private")).toBeTruthy();
    expect(screen.getByText("1 question · by Priscilla")).toBeTruthy();
    expect(screen.getByText("Taken · 72 points")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create a custom quiz" })).toBeTruthy();
  });

  it("in Spanish, the page, its counts and its offer are in Spanish", async () => {
    showPage({ canBuild: false, mine: [], shared: [shared] }, "es");
    expect(await screen.findByRole("heading", { name: "Compartidos conmigo" })).toBeTruthy();
    expect(screen.getByText("1 pregunta · de Priscilla")).toBeTruthy();
    expect(screen.getByText("Completado · 72 puntos")).toBeTruthy();
    expect(screen.getByText("Los cuestionarios personalizados son un beneficio Pro")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pásate a Pro" })).toBeTruthy();
  });
});
