import { ArrowLeft, ArrowRight, BookOpen, CheckCircle2, ChevronRight, Clock, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { bookName, BOOKS, localReference, type BookPage } from "@berean/domain";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths, quizSelectionPath } from "../../config/paths";
import { useLocale } from "../../i18n";
import { Island } from "../../islands/island";
import { HubSearchBlock } from "./book-search";
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from "./labels";
import { useT } from "./messages";
import { StudySheetOffer } from "./study-sheet-offer";

const LETTERS = ["A", "B", "C", "D"];

/**
 * The search block at the top of a book page: the same element while the book loads and once it
 * is there, so what a visitor types meanwhile is kept (book-page.tsx).
 */
export function BookSearchIsland({ slug }: { slug: string }) {
  const t = useT();
  return <Island name="book-search" component={HubSearchBlock} props={{ heading: "p", title: t("searchBooksTitle"), rememberSlug: slug }} />;
}

/**
 * A book's public page below its search. The server renders this same component into the HTML it
 * sends (so the page reads without JavaScript), and the SPA renders it from the same data: no
 * shift between them.
 */
export function BookPageView({ page }: { page: BookPage }) {
  const t = useT();
  const { locale } = useLocale();
  const { book, quizzes, questions } = page;
  const previous = BOOKS[book.order - 2];
  const next = BOOKS[book.order];
  const testament = book.testament === "old" ? t("oldTestament") : t("newTestament");
  const name = bookName(book, locale);
  const category = t(CATEGORY_LABELS[book.category].name);

  return (
    <>
      <article className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 md:py-14">
        <nav aria-label={t("breadcrumb")} className="mb-6 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={paths.hub} className="hover:text-slate-900 hover:underline">
                {t("bibleHub")}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li>{category}</li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-slate-900">
              {name}
            </li>
          </ol>
        </nav>

        <header className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("bookHeading", { book: name })}</h1>
          <p className="text-lg text-slate-600">{t("bookIntro", { book: name, order: book.order, testament, category, chapters: book.chapters })}</p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              { term: t("factPlace"), value: t("factPlaceValue", { order: book.order }) },
              { term: t("factTestament"), value: testament },
              { term: t("factCategory"), value: category },
              { term: t("factChapters"), value: String(book.chapters) },
            ].map((fact) => (
              <div key={fact.term} className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
                <dt className="text-xs font-medium text-slate-500">{fact.term}</dt>
                <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </header>

        <div className="mt-8">
          <StudySheetOffer book={book} />
        </div>

        <section aria-labelledby="book-quizzes" className="mt-12">
          <h2 id="book-quizzes" className="text-xl font-bold text-slate-900">
            {t("bookQuizzes", { book: name })}
          </h2>
          {quizzes.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-5 py-6 text-sm text-slate-600">{t("noBookQuiz", { book: name })}</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {quizzes.map((quiz) => (
                <li key={quiz.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold text-slate-900">{quiz.title}</h3>
                    <Badge tone="indigo">{t(DIFFICULTY_LABELS[quiz.difficulty])}</Badge>
                  </div>
                  <p className="text-sm text-slate-600">{quiz.description}</p>
                  <p className="flex items-center gap-4 text-xs text-slate-500">
                    <span className="inline-flex items-center gap-1">
                      <ListChecks className="size-3.5" aria-hidden />
                      {t("questionCount", { count: quiz.questionCount })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden />
                      {t("tenMinutes")}
                    </span>
                  </p>
                  <Button asChild size="sm" className="mt-auto self-start">
                    {/* The quiz list opened on this quiz (a visitor signs in on the way and comes back to it). */}
                    <Link to={quizSelectionPath({ q: quiz.title })}>{t("takeThisQuiz")}</Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="book-questions" className="mt-12">
          <h2 id="book-questions" className="text-xl font-bold text-slate-900">
            {t("bookQuestions", { book: name })}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {page.questionCount === 0
              ? t("noBookQuestions", { book: name })
              : questions.length === 0
                ? t("allQuestionsPrivate", { count: page.questionCount, book: name })
                : t("someQuestionsShown", { shown: questions.length, count: page.questionCount, book: name })}
          </p>
          <ol className="mt-5 flex flex-col gap-4">
            {questions.map((question, index) => (
              <li key={question.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-slate-900">
                  <span className="mr-2 text-indigo-600">{index + 1}.</span>
                  {question.question}
                </h3>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {question.options.map((option, optionIndex) => {
                    const correct = optionIndex === question.answerIndex;
                    return (
                      <li
                        key={optionIndex}
                        className={
                          correct
                            ? "flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
                            : "flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600"
                        }
                      >
                        <span className="w-4 shrink-0 text-xs font-bold">{LETTERS[optionIndex]}</span>
                        <span className="flex-1">{option}</span>
                        {correct ? <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label={t("correctAnswer")} /> : null}
                      </li>
                    );
                  })}
                </ul>
                <p className="mt-3 text-sm text-slate-700">
                  <span className="font-semibold">{t("answerLabel")}</span>
                  {question.options[question.answerIndex]}
                  {question.explanation ? <span className="text-slate-600">. {question.explanation}</span> : null}
                </p>
                {question.references.length ? (
                  <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-indigo-700">
                    <BookOpen className="size-3.5" aria-hidden />
                    {question.references.map((reference) => localReference(reference, locale)).join(" · ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>

        <nav aria-label={t("neighboringBooks")} className="mt-12 flex items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm">
          {previous ? (
            <Link to={paths.hubBook(previous.slug)} className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-indigo-700">
              <ArrowLeft className="size-4" aria-hidden />
              {bookName(previous, locale)}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={paths.hubBook(next.slug)} className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-indigo-700">
              {bookName(next, locale)}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : null}
        </nav>
      </article>
    </>
  );
}
