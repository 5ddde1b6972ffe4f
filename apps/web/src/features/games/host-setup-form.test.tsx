import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Hostable } from "@berean/domain";
import { withIntl } from "../../test/intl";
import { HostSetupForm, initialValues } from "./host-setup-form";

const hostable: Hostable = {
  quizzes: [],
  customQuizzes: [
    { id: 1, title: "Ruth after the sermon", questionCount: 2, heldBack: 6 },
    { id: 2, title: "Acts mixed", questionCount: 9, heldBack: 3 },
    { id: 3, title: "Genesis bank", questionCount: 12, heldBack: 0 },
  ],
  assignments: [],
  playerLimit: 10,
};

function showForm(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HostSetupForm hostable={hostable} initial={initialValues(hostable, null, null)} group={null} onShowAllGroups={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("'Host a game' from a custom quiz", () => {
  it("says what a room is asked before the host starts: open questions only, the leader's own staying with their groups", () => {
    showForm();
    const select = screen.getByLabelText("Custom quiz");
    expect(screen.getByRole("option", { name: "Ruth after the sermon (2 questions)" })).toBeTruthy();
    expect(screen.getByText(/Only 2 of its questions are open to everyone, and a game needs 5/)).toBeTruthy();

    fireEvent.change(select, { target: { value: "2" } });
    expect(screen.getByText("A game asks its 9 questions open to everyone; the other 3 (your own, or in a quiz's pool) stay with your groups.")).toBeTruthy();

    fireEvent.change(select, { target: { value: "3" } });
    expect(screen.queryByText(/open to everyone/)).toBeNull();
  });

  it("in Spanish, the form, its counts and the books are in Spanish", () => {
    showForm("es");
    expect(screen.getByRole("option", { name: "Ruth after the sermon (2 preguntas)" })).toBeTruthy();
    expect(screen.getByText(/Solo 2 de sus preguntas están abiertas a todos/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Crear partida" })).toBeTruthy();

    fireEvent.click(screen.getByLabelText("Un sorteo del banco"));
    expect(screen.getByRole("group", { name: "Libros" })).toBeTruthy();
    expect(screen.getByText("Pentateuco")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Buscar un libro"), { target: { value: "exodo" } });
    expect(screen.getByLabelText("Éxodo")).toBeTruthy();
    expect(screen.queryByLabelText("Génesis")).toBeNull();
  });
});
