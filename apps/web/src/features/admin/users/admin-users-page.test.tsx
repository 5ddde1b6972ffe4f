import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminUserList } from "@berean/domain";
import { fakeApi } from "../../../test/fake-api";
import { withIntl } from "../../../test/intl";
import { AdminUsersPage } from "./admin-users-page";

const list: AdminUserList = {
  users: [
    {
      id: "u1",
      fullName: "Priscilla",
      email: "priscilla@example.com",
      role: "admin",
      plan: "free",
      emailVerified: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      attempts: 3,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

function showPage(locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path.startsWith("/api/admin/users") ? { status: 200, body: list } : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/admin/users"]}>
          <AdminUsersPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("Admin users: the list in the page's language", () => {
  it("says it in English", async () => {
    showPage();
    expect(screen.getByRole("heading", { name: "Users" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search users" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Priscilla" })).toBeTruthy();
    expect(screen.getAllByText("Admin").length).toBeGreaterThan(0);
    expect(screen.getByText(/^1 user · page 1 of 1$/)).toBeTruthy();
  });

  it("says it in Spanish", async () => {
    showPage("es");
    expect(screen.getByRole("heading", { name: "Usuarios" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Buscar usuarios" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Priscilla" })).toBeTruthy();
    expect(screen.getAllByText("Administrador").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Nombre completo").length).toBeGreaterThan(0);
  });
});
