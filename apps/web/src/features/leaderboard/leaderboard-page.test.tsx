import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { LeaderboardEntry, LeaderboardResponse, Me } from "@berean/domain";
import { CurrentUserProvider } from "../../lib/current-user";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { LeaderboardPage } from "./leaderboard-page";
import { aMember } from "../../test/members";

const member: Me = aMember();
const entry = (rank: number, name: string, isViewer = false): LeaderboardEntry => ({
  rank,
  name,
  score: 100 - rank,
  secondsUsed: 300 + rank,
  attempts: isViewer ? 1 : 3,
  finishedAt: "2026-11-25T12:00:00.000Z",
  isViewer,
});
const board: LeaderboardResponse = {
  window: "week",
  since: "2026-11-23",
  entries: [entry(1, "Priscilla"), entry(2, "Aquila"), entry(3, "Apollos"), entry(4, "Lydia Purple", true)],
  me: entry(4, "Lydia Purple", true),
  counters: { activePlayers: 1234, highestScore: 99, quizTakers: 5678 },
};

function showPage(locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path.startsWith("/api/leaderboard") ? { status: 200, body: board } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/leaderboard"]}>
          <CurrentUserProvider user={member}>
            <LeaderboardPage />
          </CurrentUserProvider>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("The leaderboard in the member's language", () => {
  it("the viewer's rank names its board, with the attempts counted", async () => {
    showPage();
    expect(await screen.findByText("Your rank on this week's board")).toBeTruthy();
    expect(screen.getByText(/^Best score 96 · .+ · 1 attempt$/)).toBeTruthy();
    expect(screen.getByText("1,234")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Top three" })).toBeTruthy();
    expect(screen.getByText("(you)")).toBeTruthy();
  });

  it("in Spanish, the page, its counters and its counts are in Spanish", async () => {
    showPage("es");
    expect(await screen.findByText("Tu puesto en la clasificación de esta semana")).toBeTruthy();
    expect(screen.getByText(/^Mejor puntuación: 96 · .+ · 1 intento$/)).toBeTruthy();
    expect(screen.getByText("Jugadores activos")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Los tres primeros" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Clasificación" })).toBeTruthy();
    expect(screen.getByText("(tú)")).toBeTruthy();
  });
});
