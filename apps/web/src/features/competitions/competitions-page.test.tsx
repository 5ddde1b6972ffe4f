import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { CompetitionCard, Me } from "@berean/domain";
import { CurrentUserProvider } from "../../lib/current-user";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { CompetitionsPage } from "./competitions-page";
import { aMember } from "../../test/members";

const member = (plan: Me["plan"]): Me => aMember({ plan });

const card: CompetitionCard = {
  id: 7,
  title: "Acts Cup",
  description: "The book of Acts.",
  startDate: "2026-11-25",
  endDate: "2026-11-25",
  status: "upcoming",
  entryFeeCents: 500,
  prizePoolCents: 10_000,
  maxParticipants: 4,
  minParticipants: 2,
  entries: 1,
  seatsLeft: 3,
  questionCount: 20,
  questionSetHash: null,
  myEntry: null,
  myScore: null,
  myResultUnderReview: false,
  myPrize: { cents: 5_000, status: "owed", paidOn: null },
  cancelledShort: false,
  canStart: false,
  canJoin: true,
};

function showPage(plan: Me["plan"], locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === "/api/competitions" ? { status: 200, body: { competitions: [card] } } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/competitions"]}>
          <CurrentUserProvider user={member(plan)}>
            <CompetitionsPage />
          </CurrentUserProvider>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("Competitions: the page in the member's language", () => {
  it("a Pro member's card counts its entries and seats, and says what joining costs", async () => {
    showPage("pro");
    const item = (await screen.findByRole("heading", { name: "Acts Cup" })).closest("li")!;
    const inCard = within(item as HTMLElement);
    expect(inCard.getByText("1 entry")).toBeTruthy();
    expect(inCard.getByText("3 seats left")).toBeTruthy();
    expect(inCard.getByText("Runs with at least 2 entrants")).toBeTruthy();
    expect(inCard.getByRole("button", { name: "Join: $5.00" })).toBeTruthy();
    expect(inCard.getByRole("status").textContent).toBe("Prize $50.00 — owed, we will be in touch at your email");
  });

  it("in Spanish, the pitch to a free member and a Pro member's card are in Spanish", async () => {
    showPage("free", "es");
    expect(screen.getByRole("heading", { name: "Compite por premios con Berean Pro" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pásate a Pro" })).toBeTruthy();
  });

  it("in Spanish, a Pro member's card counts in Spanish", async () => {
    showPage("pro", "es");
    const item = (await screen.findByRole("heading", { name: "Acts Cup" })).closest("li") as HTMLElement;
    expect(within(item).getByText("1 inscripción")).toBeTruthy();
    expect(within(item).getByText("Quedan 3 plazas")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Inscribirme: $5.00" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Competiciones" })).toBeTruthy();
  });
});
