import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { SharedResult } from "@berean/domain";
import { paths } from "../../config/paths";
import { fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { SharedResultPage } from "./shared-result-page";

const result: SharedResult = { name: "Lydia", quizTitle: "Acts Quiz", kind: "quiz", score: 84, place: 3, of: 41, date: "2027-01-10" };

function openShare(reply: FakeReply, locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === "/api/shares/abc" ? reply : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/r/abc"]}>
          <Routes>
            <Route path={paths.sharedResult(":code")} element={<SharedResultPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("/r/:code: a shared result", () => {
  it("shows the headline, the score out of 100, the place and the way to a quiz", async () => {
    openShare({ status: 200, body: result });
    expect(await screen.findByRole("heading", { name: "Lydia scored 84 on the Acts Quiz" })).toBeTruthy();
    expect(screen.getByText("Quiz result")).toBeTruthy();
    expect(screen.getByText("out of 100")).toBeTruthy();
    expect(screen.getByText("3rd of 41")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Take a quiz on Berean" })).toBeTruthy();
  });

  it("a result no longer shared says so", async () => {
    openShare({ status: 404, body: { error: { code: "NOT_FOUND", message: "Not found." } } });
    expect(await screen.findByText("This result is no longer shared.")).toBeTruthy();
  });

  it("in Spanish, the page's own words are in Spanish", async () => {
    openShare({ status: 200, body: result }, "es");
    expect(await screen.findByText("Resultado de cuestionario")).toBeTruthy();
    expect(screen.getByText("de 100")).toBeTruthy();
    expect(screen.getByText("Puesto")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Compartir" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "¿Crees que conoces la Biblia?" })).toBeTruthy();
  });
});
