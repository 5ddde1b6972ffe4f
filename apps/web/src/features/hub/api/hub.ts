import { queryOptions, useQuery } from "@tanstack/react-query";
import { findBookBySlug, type BookPage, type QuizListResponse } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";

/** The id of the JSON the server embeds in a book page it renders (apps/api/src/modules/hub). */
export const SERVER_BOOK_PAGE_ID = "berean-book-page";

/** The book page the server rendered into this document, when it is the one asked for: the first render needs no fetch. */
function serverBookPage(slug: string): BookPage | undefined {
  if (typeof document === "undefined") return undefined;
  const script = document.getElementById(SERVER_BOOK_PAGE_ID);
  if (!script?.textContent) return undefined;
  try {
    const page = JSON.parse(script.textContent) as BookPage;
    return page.book?.slug === slug ? page : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/hub/books/{slug}: a book's facts, quizzes and questions with answers. */
export const bookPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ["hub", "book", slug],
    queryFn: () => api.get<BookPage>(apiPaths.hubBook(slug)),
    initialData: () => serverBookPage(slug),
    staleTime: 5 * 60_000,
  });

export const useBookPage = (slug: string) => useQuery(bookPageQueryOptions(slug));

const canonOrder = (slug: string | null) => (slug ? (findBookBySlug(slug)?.order ?? 99) : 99);

/** The hub's featured quizzes (six book quizzes) out of the quiz list, in the order of the books. */
export function featuredQuizzes(list: QuizListResponse): QuizListResponse["quizzes"] {
  return list.quizzes.filter((quiz) => quiz.featured && quiz.book).sort((a, b) => canonOrder(a.book) - canonOrder(b.book));
}

export const featuredQuizzesQueryOptions = queryOptions({
  queryKey: ["hub", "featured-quizzes"],
  queryFn: async () => featuredQuizzes(await api.get<QuizListResponse>(apiPaths.quizzes)),
  staleTime: 5 * 60_000,
});

export const useFeaturedQuizzes = () => useQuery(featuredQuizzesQueryOptions);
