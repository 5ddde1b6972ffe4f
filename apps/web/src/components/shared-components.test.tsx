import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withIntl } from "../test/intl";
import { ErrorState } from "./page-states";
import { Pager } from "./pager";
import { RankedList } from "./ranked-list";
import { PasswordInput } from "./ui/password-input";

const rows = [
  { rank: 1, name: "Lydia", score: 90, detail: "7m 05s", isViewer: true },
  { rank: 4, name: "Priscilla", score: 70, detail: "8m 10s" },
];

describe("the shared components, in the page's language", () => {
  it("in English they say what they always said", () => {
    const retry = vi.fn();
    render(
      withIntl(
        <>
          <ErrorState message="The board could not be loaded." onRetry={retry} />
          <Pager total={21} page={2} pageSize={10} noun={["user", "users"]} busy={false} onPage={() => undefined} />
          <RankedList rows={rows} />
          <PasswordInput aria-label="Password" />
        </>,
      ),
    );
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByText("21 users · page 2 of 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Gold medal" })).toBeTruthy();
    expect(screen.getByText("Rank 4")).toBeTruthy();
    expect(screen.getByText("(you)")).toBeTruthy();
    expect(screen.getByText("90 pts")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
  });

  it("in Spanish they say it in Spanish, counts and all", () => {
    render(
      withIntl(
        <>
          <ErrorState message="x" onRetry={() => undefined} />
          <Pager total={1} page={1} pageSize={10} noun={["usuario", "usuarios"]} busy={false} onPage={() => undefined} />
          <RankedList rows={[]} />
        </>,
        "es",
      ),
    );
    expect(screen.getByText("Algo salió mal")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
    expect(screen.getByText("1 usuario · página 1 de 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Anterior" })).toBeTruthy();
    expect(screen.getByText("Aún no hay datos en la clasificación.")).toBeTruthy();
  });
});
