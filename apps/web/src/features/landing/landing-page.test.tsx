import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { LandingPage } from "./landing-page";

beforeEach(() => {
  // The testimonials count their cards by the screen's width: a phone's here.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  fakeApi((request) =>
    request.path === "/api/me"
      ? { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in." } } }
      : { status: 404, body: { error: { code: "NOT_FOUND", message: "No route." } } },
  );
});

function showPage(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("the landing page", () => {
  it("reads as written, its islands included", () => {
    showPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Know the Word. Test it, one quiz at a time.");
    expect(screen.getByText("Step 2")).toBeTruthy();
    expect(screen.getByTestId("live-event-countdown").textContent).toMatch(/^Next live event: (today|tomorrow|in [2-7] days)$/);
    expect(screen.getByRole("region", { name: "Testimonials" })).toBeTruthy();
    expect(screen.getByText("1 of 6")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Is Berean free?" }));
    expect(screen.getByText(/^Yes\. Most quizzes are free/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the privacy policy" }).getAttribute("href")).toBe("/privacy");
  });

  it("in Spanish, the page and its islands are in Spanish", () => {
    showPage("es");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Conoce la Palabra. Ponla a prueba, un cuestionario a la vez.");
    expect(screen.getByRole("heading", { name: "Cómo funciona" })).toBeTruthy();
    expect(screen.getByTestId("live-event-countdown").textContent).toMatch(/^Próximo evento en vivo: (hoy|mañana|en [2-7] días)$/);
    expect(screen.getByRole("region", { name: "Testimonios" })).toBeTruthy();
    expect(screen.getByText("1 de 6")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "¿Berean es gratis?" }));
    expect(screen.getByText(/^Sí\. La mayoría de los cuestionarios son gratis/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lee la política de privacidad" }).getAttribute("href")).toBe("/privacy");
  });
});
