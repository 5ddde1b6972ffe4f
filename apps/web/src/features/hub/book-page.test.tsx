import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BOOKS, type BookPage } from "@berean/domain";
import { paths } from "../../config/paths";
import { deferred, fakeApi, type FakeReply } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { BookPageRoute } from "./book-page";

const ruth = BOOKS.find((b) => b.slug === "ruth")!;
const ruthPage: BookPage = {
  book: { name: ruth.name, slug: ruth.slug, category: ruth.category, testament: ruth.testament, chapters: ruth.chapters, order: ruth.order },
  questionCount: 0,
  quizzes: [],
  questions: [],
};

describe("a book page of the hub", () => {
  it("keeps what a visitor types in the search while the book loads", async () => {
    const book = deferred<FakeReply>();
    fakeApi((request) =>
      request.path.includes("/hub/books/ruth") ? book.promise : { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in" } } },
    );
    const router = createMemoryRouter([{ path: "/bible-questions-and-answers-hub/:book", element: <BookPageRoute /> }], {
      initialEntries: [paths.hubBook("ruth")],
    });
    render(
      withIntl(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      ),
    );
    expect(screen.getByText("Loading the book")).toBeTruthy();
    const search = screen.getByRole("combobox", { name: "Search the books of the Bible" });
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: "rev" } });

    book.resolve({ status: 200, body: ruthPage });
    expect(await screen.findByRole("heading", { level: 1, name: /Ruth/ })).toBeTruthy();
    // The same field, with what was typed and its matches.
    expect(screen.getByRole("combobox", { name: "Search the books of the Bible" })).toBe(search);
    expect((search as HTMLInputElement).value).toBe("rev");
    expect(screen.getByRole("option", { name: /Revelation/ })).toBeTruthy();
  });

  it("in Spanish, the book's page and the search say it in Spanish, with the Reina-Valera's names", async () => {
    fakeApi((request) =>
      request.path.includes("/hub/books/ruth")
        ? { status: 200, body: { ...ruthPage, questionCount: 3 } }
        : { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in" } } },
    );
    const router = createMemoryRouter([{ path: "/bible-questions-and-answers-hub/:book", element: <BookPageRoute /> }], {
      initialEntries: [paths.hubBook("ruth")],
    });
    render(
      withIntl(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
        "es",
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Rut: preguntas y respuestas bíblicas" })).toBeTruthy();
    expect(
      screen.getByText("Rut es el 8.º de los 66 libros de la Biblia, en el Antiguo Testamento, en la categoría Libros históricos. Tiene 4 capítulos."),
    ).toBeTruthy();
    expect(screen.getByText(/^Las 3 preguntas de Rut están en cuestionarios/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Jueces" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Buscar en los libros de la Biblia" })).toBeTruthy();
  });
});
