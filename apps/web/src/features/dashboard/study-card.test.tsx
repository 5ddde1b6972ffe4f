import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ReviewSummary } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { StudyCard } from "./study-card";

function showCard(summary: ReviewSummary, locale: "en" | "es" = "en") {
  fakeApi((request) =>
    request.path === "/api/review/summary" ? { status: 200, body: summary } : { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } },
  );
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <StudyCard />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("the dashboard's Study card", () => {
  it("cards due later today count for today, and it says how many are due now", async () => {
    showCard({ dueToday: 11, dueNow: 0, total: 14 });
    expect((await screen.findByText("Due today:")).textContent).toBe("Due today: 11");
    expect(screen.getByText("0 due now · 14 cards in your deck")).toBeTruthy();
    // Nothing to review yet: 'Review now' is not the card's call to action.
    expect(screen.getByRole("link", { name: "Review now" }).className).not.toContain("bg-indigo-600");
  });

  it("with every card of today due now, the count alone and 'Review now' first", async () => {
    showCard({ dueToday: 3, dueNow: 3, total: 5 });
    expect((await screen.findByText("Due today:")).textContent).toBe("Due today: 3");
    expect(screen.getByText("5 cards in your deck")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review now" }).className).toContain("bg-indigo-600");
  });

  it("in Spanish, the card and its counts are in Spanish", async () => {
    showCard({ dueToday: 2, dueNow: 1, total: 1 }, "es");
    expect((await screen.findByText("Para hoy:")).textContent).toBe("Para hoy: 2");
    expect(screen.getByText("1 para ahora · 1 tarjeta en tu mazo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Repasar ahora" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Estudio" })).toBeTruthy();
  });
});
