import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n";
import { fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { SetupPage } from "./setup-page";

/** The API: whether the link can still make the first administrator. */
function server(check: FakeReply) {
  return fakeApi((request) => (request.path.startsWith("/api/setup") && request.method === "GET" ? check : { status: 404 }));
}

function showPage(path: string, locale: Locale = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <SetupPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

/** The message the form gives a field, as a screen reader hears it with the field. */
const saidOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent ?? null;

describe("Setup, in the page's language", () => {
  it("a link without its token is refused in English, the command to run in its sentence", async () => {
    server({ status: 200, body: { valid: true } });
    showPage("/setup");
    expect(await screen.findByRole("heading", { name: "Setup link not valid" })).toBeTruthy();
    expect(screen.getByText(/create an administrator with/).textContent).toBe(
      "Use the link printed by the server at its first start, or create an administrator with npm run admin:create.",
    );
  });

  it("in Spanish, the form and what it says of its fields are in Spanish", async () => {
    server({ status: 200, body: { valid: true } });
    showPage("/setup?token=abc", "es");
    expect(await screen.findByRole("heading", { name: "Configura Berean" })).toBeTruthy();
    expect(await screen.findByLabelText("Nombre completo")).toBeTruthy();
    expect(screen.getByText("Al menos 8 caracteres.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "a long enough password" } });
    fireEvent.click(screen.getByRole("button", { name: "Crear administrador" }));
    await waitFor(() => expect(saidOf("Nombre completo")).toBe("El nombre completo es obligatorio."));
    expect(saidOf("Correo electrónico")).toBe("El correo electrónico es obligatorio.");
    expect(saidOf("Confirmar contraseña")).toBe("Confirma la contraseña.");
  });
});
