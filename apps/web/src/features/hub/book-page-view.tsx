import { ArrowLeft, ArrowRight, BookOpen, CheckCircle2, ChevronRight, Clock, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { BOOKS, HUB_DIFFICULTY_LABELS, type BookPage } from "@berean/domain";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths, quizSelectionPath } from "../../config/paths";
import { Island } from "../../islands/island";
import { HubSearchBlock } from "./book-search";
import { StudySheetOffer } from "./study-sheet-offer";

const LETTERS = ["A", "B", "C", "D"];

function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/**
 * The search block at the top of a book page: the same element while the book loads and once it
 * is there, so what a visitor types meanwhile is kept (book-page.tsx).
 */
export function BookSearchIsland({ slug }: { slug: string }) {
  return <Island name="book-search" component={HubSearchBlock} props={{ heading: "p", title: "Search the 66 books", rememberSlug: slug }} />;
}

/**
 * A book's public page below its search. The server renders this same component into the HTML it
 * sends (so the page reads without JavaScript), and the SPA renders it from the same data: no
 * shift between them.
 */
export function BookPageView({ page }: { page: BookPage }) {
  const { book, quizzes, questions } = page;
  const previous = BOOKS[book.order - 2];
  const next = BOOKS[book.order];
  const testament = book.testament === "old" ? "Old Testament" : "New Testament";

  return (
    <>
      <article className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 md:py-14">
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to={paths.hub} className="hover:text-slate-900 hover:underline">
                Bible Hub
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li>{book.category}</li>
            <li aria-hidden>
              <ChevronRight className="size-3.5" />
            </li>
            <li aria-current="page" className="font-medium text-slate-900">
              {book.name}
            </li>
          </ol>
        </nav>

        <header className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{`${book.name}: Bible Questions and Answers`}</h1>
          <p className="text-lg text-slate-600">
            {`${book.name} is the ${ordinal(book.order)} of the 66 books of the Bible, in the ${testament}, among the ${book.category}. ` +
              `It has ${book.chapters} ${book.chapters === 1 ? "chapter" : "chapters"}.`}
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              { term: "Place in the canon", value: `${book.order} of 66` },
              { term: "Testament", value: testament },
              { term: "Category", value: book.category },
              { term: "Chapters", value: String(book.chapters) },
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
            {`${book.name} quizzes`}
          </h2>
          {quizzes.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-5 py-6 text-sm text-slate-600">
              {`No quiz on ${book.name} yet. Its questions appear in the mixed quizzes, and the ones below are here to study.`}
            </p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {quizzes.map((quiz) => (
                <li key={quiz.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-semibold text-slate-900">{quiz.title}</h3>
                    <Badge tone="indigo">{HUB_DIFFICULTY_LABELS[quiz.difficulty]}</Badge>
                  </div>
                  <p className="text-sm text-slate-600">{quiz.description}</p>
                  <p className="flex items-center gap-4 text-xs text-slate-500">
                    <span className="inline-flex items-center gap-1">
                      <ListChecks className="size-3.5" aria-hidden />
                      {quiz.questionCount} questions
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden />
                      10 minutes
                    </span>
                  </p>
                  <Button asChild size="sm" className="mt-auto self-start">
                    {/* The quiz list opened on this quiz (a visitor signs in on the way and comes back to it). */}
                    <Link to={quizSelectionPath({ q: quiz.title })}>Take this quiz</Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="book-questions" className="mt-12">
          <h2 id="book-questions" className="text-xl font-bold text-slate-900">
            {`Questions and answers from ${book.name}`}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {page.questionCount === 0
              ? `No questions on ${book.name} in the bank yet.`
              : questions.length === 0
                ? `All ${page.questionCount} questions on ${book.name} are in quizzes being played now, so their answers stay private. Take a quiz to meet them, with every answer and verse shown after you finish.`
                : `${questions.length} of the ${page.questionCount} questions on ${book.name}, each with the verse that answers it (KJV). Questions of quizzes being played now stay private until you take them.`}
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
                        {correct ? <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-label="Correct answer" /> : null}
                      </li>
                    );
                  })}
                </ul>
                <p className="mt-3 text-sm text-slate-700">
                  <span className="font-semibold">Answer: </span>
                  {question.options[question.answerIndex]}
                  {question.explanation ? <span className="text-slate-600">. {question.explanation}</span> : null}
                </p>
                {question.references.length ? (
                  <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-indigo-700">
                    <BookOpen className="size-3.5" aria-hidden />
                    {question.references.join(" · ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>

        <nav aria-label="Neighboring books" className="mt-12 flex items-center justify-between gap-4 border-t border-slate-200 pt-6 text-sm">
          {previous ? (
            <Link to={paths.hubBook(previous.slug)} className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-indigo-700">
              <ArrowLeft className="size-4" aria-hidden />
              {previous.name}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={paths.hubBook(next.slug)} className="inline-flex items-center gap-1.5 font-medium text-slate-600 hover:text-indigo-700">
              {next.name}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : null}
        </nav>
      </article>
    </>
  );
}
