import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BOOKS, type BookPage } from "@berean/domain";
import { paths } from "../../config/paths";
import { deferred, fakeApi, type FakeReply } from "../../test/fake-api";
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
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
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
});
