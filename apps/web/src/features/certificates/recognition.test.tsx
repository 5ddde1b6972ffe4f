import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MyRecognition } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { CertificatesCard } from "./recognition";

function showCard(recognition: MyRecognition) {
  fakeApi((request) => (request.path === "/api/me/certificates" ? { status: 200, body: recognition } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CertificatesCard />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

describe("Settings → Certificates", () => {
  it("with none yet, points to the Saturday live event; badges say whether they are earned", async () => {
    showCard({ certificates: [], badges: [{ id: "streak-7", label: "7-day streak", description: "Read 7 days in a row", earned: false }] });
    const link = await screen.findByRole("link", { name: "Saturday live event" });
    expect(link.closest("p")?.textContent).toBe("No certificates yet. Take the Saturday live event and yours will be here once it closes.");
    expect(screen.getByRole("list", { name: "Badges" }).textContent).toBe("7-day streak (not yet: Read 7 days in a row)");
  });

  it("each certificate with its achievement, rank and score, and its PDF", async () => {
    showCard({
      certificates: [
        {
          code: "c1",
          kind: "event",
          title: "Saturday Event",
          achievement: "first",
          rank: 1,
          ofN: 30,
          score: 96,
          scoreUnit: "percent",
          awardedOn: "2027-01-09",
          revoked: false,
        },
      ],
      badges: [],
    });
    expect(await screen.findByText("1st place · rank 1 of 30 · 96%")).toBeTruthy();
    expect(screen.getByRole("link", { name: /^Download PDF: Saturday Event, / })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Verification page" })).toBeTruthy();
  });
});
