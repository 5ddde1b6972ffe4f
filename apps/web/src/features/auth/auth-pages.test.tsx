import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "../../i18n";
import { fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { ForgotPasswordPage, LoginPage, RegisterPage } from "./pages";

const SIGNED_OUT: FakeReply = { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in." } } };

/**
 * Better Auth's client keeps the `fetch` it found when it was made, so its calls pass the fake
 * API by: happy-dom's own fetch interceptor answers them instead of the network.
 */
type HappyDomSettings = { fetch: { interceptor: { beforeAsyncRequest: (context: { request: Request }) => Promise<Response> } | null } };
const happyDom = () => (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;

/** The API for a visitor: nobody signed in, and a sign-up that always takes. Returns the sign-ups sent. */
function server() {
  fakeApi((request) => (request.path === "/api/me" ? SIGNED_OUT : { status: 404 }));
  const signUps: Array<Record<string, unknown>> = [];
  happyDom().fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) => {
      if (request.method !== "POST" || new URL(request.url).pathname !== "/api/auth/sign-up/email") return new Response(null, { status: 404 });
      signUps.push(JSON.parse(await request.text()) as Record<string, unknown>);
      return new Response(JSON.stringify({ token: null, user: { id: "u1" } }), { status: 200, headers: { "content-type": "application/json" } });
    },
  };
  return { signUps: () => signUps };
}

afterEach(() => {
  happyDom().fetch.interceptor = null;
});

function show(page: ReactNode, path: string, locale: Locale = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The message the form gives a field, as a screen reader hears it with the field. */
const saidOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent ?? null;

describe("the sign-in screens, in the page's language", () => {
  it("the sign-in page keeps its English, the footer's link inside its sentence", async () => {
    server();
    show(<LoginPage />, "/auth/login");
    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" }).parentElement?.textContent).toContain("Don't have an account? Sign up");
  });

  it("in Spanish, the sign-in and forgotten-password pages are in Spanish", async () => {
    server();
    show(<LoginPage />, "/auth/login?verified=1", "es");
    expect(await screen.findByRole("heading", { name: "Hola de nuevo" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Correo verificado. Ya puedes iniciar sesión.");
    expect(screen.getByLabelText("Correo electrónico")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Regístrate" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    await waitFor(() => expect(saidOf("Correo electrónico")).toBe("El correo electrónico es obligatorio."));
  });

  it("the forgotten-password page in Spanish", async () => {
    server();
    show(<ForgotPasswordPage />, "/auth/forgot-password", "es");
    expect(await screen.findByRole("heading", { name: "¿Olvidaste tu contraseña?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar enlace" })).toBeTruthy();
  });

  for (const locale of ["en", "es"] as const) {
    it(`a registration from a page in ${locale === "en" ? "English" : "Spanish"} gives the account that language`, async () => {
      const api = server();
      show(<RegisterPage />, "/auth/register", locale);
      const [name, email, password, confirm, create] =
        locale === "en"
          ? ["Full Name", "Email", "Password", "Confirm Password", "Create Account"]
          : ["Nombre completo", "Correo electrónico", "Contraseña", "Confirmar contraseña", "Crear cuenta"];
      await screen.findByLabelText(name);
      if (locale === "es") {
        fireEvent.click(screen.getByRole("button", { name: create }));
        await waitFor(() => expect(saidOf(name)).toBe("El nombre completo es obligatorio."));
        expect(saidOf(password)).toBe("La contraseña es obligatoria.");
      }
      type(name, "Lucas Médico");
      type(email, "lucas@example.com");
      type(password, "a long enough password");
      type(confirm, "a long enough password");
      fireEvent.click(screen.getByRole("button", { name: create }));

      await waitFor(() => expect(api.signUps()).toHaveLength(1));
      expect(api.signUps()[0]).toMatchObject({ name: "Lucas Médico", email: "lucas@example.com", locale });
    });
  }
});
