import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import type { Me } from "@berean/domain";
import { RequireSession } from "../../app/layout/require-session";
import { LOCALE_COOKIE, type Locale } from "../../i18n";
import { deferred, fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { SettingsPage } from "./settings-page";
import { aMember } from "../../test/members";

const member: Me = aMember();

/** The API: the member as saved, PATCH /api/me answered by `patch` (saving by default); the other cards' reads fail, which is theirs to show. */
function server({ locale = "en", patch }: { locale?: Locale; patch?: (request: FakeRequest) => FakeReply | Promise<FakeReply> } = {}) {
  let saved: Me = { ...member, locale };
  const seen = fakeApi(async (request) => {
    if (request.path !== "/api/me") return { status: 404, body: { error: { code: "NOT_FOUND", message: "Not here." } } };
    if (request.method === "PATCH") {
      const reply = patch ? await patch(request) : { status: 200 };
      if (reply === "offline" || reply.status !== 200) return reply;
      saved = { ...saved, ...(request.body as Partial<Me>) };
    }
    return { status: 200, body: { user: saved } };
  });
  return { patches: () => seen.filter((r) => r.method === "PATCH").map((r) => r.body) };
}

function showPage(locale: Locale = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/dashboard/settings"]}>
          <RequireSession>
            <SettingsPage />
          </RequireSession>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
      locale,
    ),
  );
}

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("Settings → Language", () => {
  afterEach(() => {
    // Choosing a language tells the page and the server's cookie: the next test starts without either.
    document.documentElement.lang = "";
    // biome-ignore lint/suspicious/noDocumentCookie: clears the one cookie the switch writes
    document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  });

  it("choosing Español saves it with the account, and the page redraws in Spanish and says so in Spanish", async () => {
    const reply = deferred<FakeReply>();
    const api = server({ patch: () => reply.promise });
    showPage();
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "Language" })).toBeTruthy();
    expect(radio("English").checked).toBe(true);

    fireEvent.click(radio("Español"));
    await waitFor(() => expect(api.patches()).toEqual([{ locale: "es" }]));
    // While it saves, the choice shows and neither can be chosen again.
    expect(radio("Español").checked).toBe(true);
    expect(radio("English").disabled).toBe(true);

    reply.resolve({ status: 200 });
    expect(await screen.findByRole("heading", { name: "Ajustes", level: 1 })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "Idioma" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Estado de la cuenta" })).toBeTruthy();
    expect(await screen.findByText("Berean ahora está en español")).toBeTruthy();
    expect(radio("Español").checked).toBe(true);
    expect(radio("English").disabled).toBe(false);
    expect(document.documentElement.lang).toBe("es");
    expect(api.patches()).toEqual([{ locale: "es" }]);
  });

  it("a refused change says so, and the page stays in its language with the saved choice shown", async () => {
    const api = server({ patch: () => ({ status: 500, body: { error: { code: "INTERNAL", message: "db down" } } }) });
    showPage();
    await screen.findByRole("heading", { name: "Settings", level: 1 });

    fireEvent.click(radio("Español"));
    expect(await screen.findByText("Could not change your language")).toBeTruthy();
    expect(api.patches()).toEqual([{ locale: "es" }]);
    expect(radio("English").checked).toBe(true);
    expect(radio("Español").checked).toBe(false);
    expect(screen.getByRole("heading", { name: "Settings", level: 1 })).toBeTruthy();
  });

  it("in Spanish, the settings are in Spanish and Español is the member's choice", async () => {
    server({ locale: "es" });
    showPage("es");
    expect(await screen.findByRole("heading", { name: "Ajustes", level: 1 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cambiar contraseña" })).toBeTruthy();
    expect(screen.getByLabelText("Contraseña actual")).toBeTruthy();
    expect(screen.getByText("Al menos 8 caracteres. Se cerrará la sesión en tus otros dispositivos.")).toBeTruthy();
    expect(radio("Español").checked).toBe(true);
  });
});

describe("Settings → Bible text", () => {
  it("choosing the World English Bible saves it with the account and says so; the King James is the default", async () => {
    const api = server();
    showPage();
    expect(await screen.findByRole("radiogroup", { name: "Bible text" })).toBeTruthy();
    expect(radio("King James Version (KJV)").checked).toBe(true);
    fireEvent.click(radio("World English Bible (WEB)"));
    expect(await screen.findByText("Your Bible text is saved.")).toBeTruthy();
    expect(api.patches()).toEqual([{ readingText: "web" }]);
    expect(radio("World English Bible (WEB)").checked).toBe(true);
  });
});
