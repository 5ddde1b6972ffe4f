import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n";
import { withIntl } from "../../test/intl";
import { NotAuthorizedPage } from "./not-authorized-page";
import { NotFoundPage } from "./not-found-page";

const show = (page: ReactNode, locale: Locale = "en") => render(withIntl(<MemoryRouter>{page}</MemoryRouter>, locale));

describe("the error pages, in the page's language", () => {
  it("in English", () => {
    show(<NotFoundPage />);
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go back home" })).toBeTruthy();
  });

  it("in Spanish", () => {
    show(<NotAuthorizedPage />, "es");
    expect(screen.getByRole("heading", { name: "No autorizado" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir al panel" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toBeTruthy();
  });
});
