import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { EventBoard, PastEvents } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { EventsPage } from "./events-page";

const live: EventBoard = {
  event: { id: null, eventDate: "2026-12-05", opensAt: "2026-12-05T13:00:00.000Z", closesAt: "2026-12-06T01:00:00.000Z", live: false, unavailable: false },
  siteTimeZone: "America/New_York",
  entries: [],
  me: null,
  finishers: 0,
  playing: 0,
  recent: [],
  myProgress: null,
  lastClosed: null,
};
const past: PastEvents = {
  events: [
    {
      id: 2,
      eventDate: "2026-11-28",
      opensAt: "2026-11-28T13:00:00.000Z",
      closesAt: "2026-11-29T01:00:00.000Z",
      finishers: 12,
      winner: { name: "Priscilla", score: 2450 },
    },
    { id: 1, eventDate: "2026-11-21", opensAt: "2026-11-21T13:00:00.000Z", closesAt: "2026-11-22T01:00:00.000Z", finishers: 0, winner: null },
  ],
};

function showPage(locale: "en" | "es" = "en") {
  fakeApi((request) =>
    request.path === "/api/events" ? { status: 200, body: past } : request.path === "/api/events/live" ? { status: 200, body: live } : { status: 404 },
  );
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/events"]}>
          <EventsPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("Past events in the visitor's language", () => {
  it("each event has its finishers and its winner, and the next event says when it opens", async () => {
    showPage();
    expect(await screen.findByText("Priscilla · 2450 pts")).toBeTruthy();
    expect(screen.getByText(/ · 12 finished$/)).toBeTruthy();
    expect(screen.getByText("No finishers")).toBeTruthy();
    expect(screen.getByText("Next event").parentElement!.textContent).toMatch(/^Next event opens /);
    expect(screen.getByRole("link", { name: "See the last results" })).toBeTruthy();
  });

  it("in Spanish, the page and its counts are in Spanish", async () => {
    showPage("es");
    expect(await screen.findByText("Priscilla · 2450 ptos.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Eventos anteriores" })).toBeTruthy();
    expect(screen.getByText(/ · 12 terminaron$/)).toBeTruthy();
    expect(screen.getByText("Nadie terminó")).toBeTruthy();
    expect(screen.getByText("Próximo evento").parentElement!.textContent).toMatch(/^Próximo evento: abre el sáb/);
  });
});
