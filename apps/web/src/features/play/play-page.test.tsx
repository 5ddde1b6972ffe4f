import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createRef, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlayerGame } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { PlayPage } from "./play-page";
import { RevealView } from "./reveal-view";

const revealed: PlayerGame = {
  gameId: "g1",
  title: "Acts night",
  nickname: "Lydia",
  status: "reveal",
  removed: false,
  questionCount: 10,
  position: 3,
  secondsPerQuestion: 20,
  question: {
    position: 3,
    text: "Who sold purple cloth?",
    options: ["Lydia", "Priscilla", "Dorcas", "Rhoda"],
    startedAt: "2026-01-01T00:00:00.000Z",
    deadlineAt: "2026-01-01T00:00:20.000Z",
    chosenIndex: 1,
  },
  outcome: { correct: false, answered: true, correctIndex: 0, points: 0 },
  score: 850,
  rank: 2,
  of: 12,
  serverNow: "2026-01-01T00:00:25.000Z",
};

function show(ui: ReactNode, locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/play"]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("A hosted game's phone", () => {
  it("a closed question says the verdict, the place as an ordinal and the options marked", () => {
    show(<RevealView game={revealed} outcome={revealed.outcome!} headingRef={createRef()} />);
    expect(screen.getByRole("heading", { name: "Wrong" })).toBeTruthy();
    expect(screen.getByText("+0 points")).toBeTruthy();
    expect(screen.getByText("2nd of 12")).toBeTruthy();
    expect(screen.getByText("Question 3 of 10")).toBeTruthy();
    expect(screen.getByText("Correct answer")).toBeTruthy();
    expect(screen.getByText("Your answer")).toBeTruthy();
    expect(screen.getByText("Waiting for the next question…")).toBeTruthy();
  });

  it("in Spanish, joining and a closed question are in Spanish", async () => {
    fakeApi((request) =>
      request.path === "/api/play/check"
        ? { status: 200, body: { title: "Acts night" } }
        : { status: request.path === "/api/play" ? 404 : 401, body: { error: { code: "NO_SEAT", message: "No seat." } } },
    );
    show(<PlayPage />, "es");
    expect(await screen.findByRole("heading", { name: "Unirte a una partida" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("PIN de la partida"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByLabelText("Apodo")).toBeTruthy();
    expect(screen.getByText("Hasta 24 caracteres; lo verán todos en la partida.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unirme" })).toBeTruthy();
  });

  it("in Spanish, a closed question says the verdict and the place", () => {
    show(<RevealView game={revealed} outcome={revealed.outcome!} headingRef={createRef()} />, "es");
    expect(screen.getByRole("heading", { name: "Incorrecto" })).toBeTruthy();
    expect(screen.getByText("2.º de 12")).toBeTruthy();
    expect(screen.getByText("Pregunta 3 de 10")).toBeTruthy();
  });
});
