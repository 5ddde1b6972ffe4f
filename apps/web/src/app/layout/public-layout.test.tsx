import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n";
import { withIntl } from "../../test/intl";
import { PublicFrame } from "./public-layout";
import { useEmailLinkError } from "./use-email-link-error";

/** The public frame as a visitor sees it (nobody signed in). */
function showFrame(locale: Locale = "en") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(["me"], null);
  render(
    withIntl(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/about"]}>
          <PublicFrame>
            <p>page</p>
          </PublicFrame>
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

function emailLinkError(hash: string, locale: Locale = "en") {
  const wrapper = ({ children }: { children: ReactNode }) => withIntl(<MemoryRouter initialEntries={[`/auth/login${hash}`]}>{children}</MemoryRouter>, locale);
  return renderHook(() => useEmailLinkError(), { wrapper }).result.current.message;
}

describe("the public frame, in the page's language", () => {
  it("in English: the header, the menu and the footer as they always read", () => {
    showFrame();
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign Up" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Privacy" })).toBeTruthy();
    expect(screen.getByText(`© ${new Date().getFullYear()} Berean. Scripture quotations from the King James Version.`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Close menu" })).toBeTruthy();
  });

  it("in Spanish", () => {
    showFrame("es");
    expect(screen.getByRole("link", { name: "Entrar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Preguntas frecuentes" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Biblioteca bíblica" }).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Abrir menú" })).toBeTruthy();
  });

  it("a failed email link says the link's own words, else ours in the page's language", () => {
    expect(emailLinkError("#error=access_denied&error_description=Token+has+expired")).toBe("Token has expired");
    expect(emailLinkError("#error=access_denied")).toBe(
      "The email link you used is invalid or has expired. Please request a new verification or password reset email.",
    );
    expect(emailLinkError("#error=access_denied", "es")).toMatch(/^El enlace de correo que usaste no es válido/);
    expect(emailLinkError("")).toBeNull();
  });
});
