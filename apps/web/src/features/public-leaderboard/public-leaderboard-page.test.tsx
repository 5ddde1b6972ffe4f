import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeaderboardResponse } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { PublicLeaderboardPage } from "./public-leaderboard-page";

const board: LeaderboardResponse = {
  window: "all",
  since: null,
  entries: [{ rank: 1, name: "Priscilla", score: 98, secondsUsed: 301, attempts: 2, finishedAt: "2026-11-25T12:00:00.000Z", isViewer: false }],
  me: null,
  counters: { activePlayers: 1234, highestScore: 98, quizTakers: 5678 },
};

function showPage(locale: "en" | "es" = "en") {
  fakeApi((request) =>
    request.path.startsWith("/api/leaderboard?")
      ? { status: 200, body: board }
      : request.path === "/api/me"
        ? { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in." } } }
        : { status: 404 },
  );
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/public-leaderboard"]}>
          <PublicLeaderboardPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("The public leaderboard in the visitor's language", () => {
  it("four tabs of boards, the counters, and the call to sign up", async () => {
    showPage();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Global Leaderboard",
      "Weekly Top 10",
      "Monthly Champions",
      "Latest Competition",
    ]);
    expect(await screen.findByText("1,234")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Sign Up and take a quiz" })).toBeTruthy();
  });

  it("in Spanish, the tabs, counters and invitation are in Spanish", async () => {
    showPage("es");
    expect(screen.getByRole("heading", { level: 1, name: "Clasificación" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Clasificación general",
      "Los 10 mejores de la semana",
      "Campeones del mes",
      "Última competición",
    ]);
    expect(screen.getByText("Jugadores activos esta semana")).toBeTruthy();
    expect(await screen.findByText("1234")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Regístrate y haz un cuestionario" })).toBeTruthy();
  });
});
