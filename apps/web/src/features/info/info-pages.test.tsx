import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { formatCents, PRO_PRICE_CENTS } from "@berean/domain";
import { withIntl } from "../../test/intl";
import { AboutPage } from "./about-page";
import { FaqPage } from "./faq-page";

const show = (page: ReactNode, locale: "en" | "es" = "en") => render(withIntl(<MemoryRouter>{page}</MemoryRouter>, locale));

describe("the information pages", () => {
  it("the FAQ opens with the landing page's five questions, then its own, as written", () => {
    show(<FaqPage />);
    const questions = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(questions.slice(0, 6)).toEqual([
      "Is Berean free?",
      "How are points calculated?",
      "When is the live event?",
      "Where do the questions come from?",
      "Can I see my answers after a quiz?",
      "Do I need an account to read the book pages?",
    ]);
    expect(questions).toContain("Why is my result 'Under review'?");
    expect(
      screen.getByText(
        `Unlimited quizzes (a free account takes one a week) and paid competitions with prize pools, for ${formatCents(PRO_PRICE_CENTS)} a month. Reading the hub is free either way.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "contact page" }).getAttribute("href")).toBe("/contact");
  });

  it("in Spanish, the pages and their links are in Spanish", () => {
    show(<AboutPage />, "es");
    expect(screen.getByRole("heading", { level: 1, name: "Acerca de Berean" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Preguntas frecuentes" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "página de contacto" }).getAttribute("href")).toBe("/contact");
  });

  it("in Spanish, the FAQ is all in Spanish, the landing page's questions included", () => {
    show(<FaqPage />, "es");
    expect(screen.getByRole("heading", { name: "¿Berean es gratis?" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "¿Cómo cancelo Pro?" })).toBeTruthy();
  });
});
