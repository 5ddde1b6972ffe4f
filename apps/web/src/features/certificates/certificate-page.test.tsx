import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { CertificateVerification } from "@berean/domain";
import { paths } from "../../config/paths";
import { fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { CertificatePage } from "./certificate-page";

const CODE = "abcdefghijklmnopqrstuvwx";
const certificate: CertificateVerification = {
  name: "Lydia Purple",
  kind: "competition",
  title: "Spring Acts Challenge",
  achievement: "second",
  rank: 2,
  ofN: 57,
  score: 1840,
  scoreUnit: "points",
  awardedOn: "2027-04-10",
  revoked: false,
};

function check(reply: FakeReply, locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === `/api/certificates/${CODE}` ? reply : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[paths.certificate(CODE)]}>
          <Routes>
            <Route path={paths.certificate(":code")} element={<CertificatePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("/certificates/:code: checking a certificate", () => {
  it("a genuine certificate names its holder, achievement, competition and score", async () => {
    check({ status: 200, body: certificate });
    expect(await screen.findByRole("heading", { name: "Certificate verified" })).toBeTruthy();
    expect(screen.getByText("This certificate was issued by Berean.")).toBeTruthy();
    expect(screen.getByText("2nd place (rank 2 of 57)")).toBeTruthy();
    expect(screen.getByText("Competition")).toBeTruthy();
    expect(screen.getByText("1840 points")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
  });

  it("a revoked one says it is not valid, and a percent score keeps its sign", async () => {
    check({ status: 200, body: { ...certificate, kind: "event", revoked: true, score: 92, scoreUnit: "percent" } });
    expect(await screen.findByRole("heading", { name: "Certificate revoked" })).toBeTruthy();
    expect(screen.getByText("Event")).toBeTruthy();
    expect(screen.getByText("92%")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it("in Spanish, the check is in Spanish", async () => {
    check({ status: 200, body: certificate }, "es");
    expect(await screen.findByRole("heading", { name: "Certificado verificado" })).toBeTruthy();
    expect(screen.getByText("Competición")).toBeTruthy();
    expect(screen.getByText("2.º puesto (puesto 2 de 57)")).toBeTruthy();
    expect(screen.getByText("1840 puntos")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Compartir" })).toBeTruthy();
  });
});
