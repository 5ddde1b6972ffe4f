import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { MyGroupsResponse } from "@berean/domain";
import { fakeApi } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { GroupsPage } from "./groups-page";

const groups: MyGroupsResponse = {
  groups: [
    { id: 1, name: "Berea Youth", church: "Grace Church", city: "Lima", role: "owner", memberCount: 12 },
    { id: 2, name: "Tuesday Class", church: null, city: null, role: "member", memberCount: 1 },
  ],
  limit: 20,
};

function showPage(locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === "/api/groups" ? { status: 200, body: groups } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/groups"]}>
          <GroupsPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("/groups: the member's groups", () => {
  it("lists each group with its place, the member's role and its count, and how many more they may join", async () => {
    showPage();
    expect(await screen.findByRole("list", { name: "Your groups" })).toBeTruthy();
    expect(screen.getByText("Grace Church · Lima")).toBeTruthy();
    expect(screen.getByText("Owner")).toBeTruthy();
    expect(screen.getByText("12 members")).toBeTruthy();
    expect(screen.getByText("1 member")).toBeTruthy();
    expect(screen.getByText("You belong to 2 of at most 20 groups.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create a group" })).toBeTruthy();
  });

  it("in Spanish, the roles and counts are in Spanish", async () => {
    showPage("es");
    expect(await screen.findByRole("list", { name: "Tus grupos" })).toBeTruthy();
    expect(screen.getByText("Propietario")).toBeTruthy();
    expect(screen.getByText("Miembro")).toBeTruthy();
    expect(screen.getByText("12 miembros")).toBeTruthy();
    expect(screen.getByText("1 miembro")).toBeTruthy();
    expect(screen.getByText("Perteneces a 2 de un máximo de 20 grupos.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Crear un grupo" })).toBeTruthy();
  });
});
