import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { GROUP_MESSAGES, type InvitePreview } from "@berean/domain";
import { paths } from "../../config/paths";
import { fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { JoinPage } from "./join-page";

const SIGNED_OUT: FakeReply = { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in." } } };
const preview: InvitePreview = { groupName: "Berea Youth", church: "Grace Church", city: null, memberCount: 12, alreadyMember: false };

/** A visitor (nobody signed in) opens an invitation the server answers with `invite`. */
function openInvite(invite: FakeReply, locale: "en" | "es" = "en") {
  fakeApi((request) => (request.path === "/api/me" ? SIGNED_OUT : request.path === "/api/join/ABC123" ? invite : { status: 404 }));
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/join/ABC123"]}>
          <Routes>
            <Route path={paths.join(":code")} element={<JoinPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

describe("/join/:code, for a visitor", () => {
  it("names the group and its size, and offers to register or sign in on the way", async () => {
    openInvite({ status: 200, body: preview });
    expect(await screen.findByRole("heading", { name: "Join Berea Youth" })).toBeTruthy();
    expect(screen.getByText("You are invited to a group on Berean")).toBeTruthy();
    expect(screen.getByText("12 members")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/auth/register?next=%2Fjoin%2FABC123");
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  it("an invitation no longer valid says so and leads home", async () => {
    openInvite({ status: 404, body: { error: { code: "NOT_FOUND", message: GROUP_MESSAGES.inviteInvalid } } });
    expect(await screen.findByRole("heading", { name: GROUP_MESSAGES.inviteInvalid })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
  });

  it("in Spanish, the invitation is in Spanish", async () => {
    openInvite({ status: 200, body: { ...preview, memberCount: 1 } }, "es");
    expect(await screen.findByRole("heading", { name: "Únete a Berea Youth" })).toBeTruthy();
    expect(screen.getByText("Te invitaron a un grupo en Berean")).toBeTruthy();
    expect(screen.getByText("1 miembro")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Crear una cuenta" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Iniciar sesión" })).toBeTruthy();
  });
});
