import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Billing } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { MembershipSection } from "./membership-section";
import { UpgradePage } from "./upgrade-page";

const billing: Billing = { plan: "free", provider: "local", proPriceCents: 399, subscription: null, payments: [] };

function show(ui: ReactNode, locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === "/api/billing" ? { status: 200, body: billing } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/dashboard/upgrade"]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("Billing: the upgrade page and the membership section in the member's language", () => {
  it("the upgrade page offers Pro at the server's price, in test mode when the provider is local", async () => {
    show(<UpgradePage />);
    expect(await screen.findByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(screen.getByText("$3.99").parentElement!.textContent).toBe("$3.99 / month");
    expect(screen.getByText(/payments go to Berean's own test checkout/).textContent).toBe(
      "TEST MODE: payments go to Berean's own test checkout. No real card is charged.",
    );
    expect(screen.getByText("Unlimited quizzes, every day")).toBeTruthy();
  });

  it("in Spanish, the upgrade page and the membership section are in Spanish", async () => {
    show(
      <>
        <MembershipSection plan="free" />
        <UpgradePage />
      </>,
      "es",
    );
    expect(await screen.findByRole("button", { name: "Pásate a Pro" })).toBeTruthy();
    expect(screen.getByText("$3.99").parentElement!.textContent).toBe("$3.99 / mes");
    expect(screen.getByText("Cuestionarios ilimitados, todos los días")).toBeTruthy();
    expect(screen.getByText("Los miembros del plan gratuito hacen un cuestionario por semana. Pro añade, por $3.99 al mes:")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pásate a Pro" })).toBeTruthy();
  });
});
