import {
  ATTEMPT_REFUSALS,
  categorySlug,
  DIFFICULTIES,
  findDifficulty,
  findQuizCategory,
  QUIZ_FILTER_CATEGORIES,
  quizInCategory,
  quizCategoryName,
  quizMatches,
  type QuizCard as QuizCardData,
} from "@berean/domain";
import { BookOpen, Crown, Search, SearchX } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BackToDashboardButton } from "../../components/back-to-dashboard";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { inputClasses } from "../../components/ui/input";
import { paths, quizPath } from "../../config/paths";
import { cn } from "../../lib/cn";
import { useQuizzes } from "./api/quizzes";
import { useLocale, useServerText } from "../../i18n";
import { useT } from "./messages";
import { QuizCard } from "./quiz-card";

/** The Saturday event first, whatever else the list is ordered by: it is where everyone meets. */
const eventFirst = (quizzes: QuizCardData[]) => [...quizzes.filter((q) => q.isWeekly), ...quizzes.filter((q) => !q.isWeekly)];

/**
 * /quiz-selection: 'Choose Your Quiz'. Each card says what the member can do with the quiz now
 * (its myStatus); search, category and difficulty live in the URL (`?q=…&category=…&difficulty=…`,
 * a category by its slug, e.g. `old-testament`, or by its name), so a link can open the list filtered.
 */
export function QuizSelectionPage() {
  const t = useT();
  const { locale } = useLocale();
  const quizzes = useQuizzes();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const category = findQuizCategory(params.get("category"));
  const difficulty = findDifficulty(params.get("difficulty"));

  function setFilter(name: "q" | "category" | "difficulty", value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  const all = quizzes.data ? eventFirst(quizzes.data.quizzes) : [];
  const shown = all.filter((quiz) => quizMatches(quiz, { q, category, difficulty }));
  // Only the categories some quiz is in: a choice that can only ever show 'No quizzes match' is no choice.
  const categories = QUIZ_FILTER_CATEGORIES.filter((c) => all.some((quiz) => quizInCategory(quiz, c)));
  const weekUsed = all.some((quiz) => quiz.myStatus === "free_weekly_limit");
  const filtered = q !== "" || category !== undefined || difficulty !== undefined;

  return (
    <>
      <PageHeader title={t("selectionTitle")} description={t("selectionDescription")} />
      <ScoreRule />
      {weekUsed ? <WeekUsedBanner /> : null}
      {quizzes.isPending ? (
        <DelayedSpinner label={t("loadingQuizzes")} />
      ) : quizzes.isError ? (
        <ErrorState message={t("quizzesFailed")} onRetry={() => void quizzes.refetch()} retrying={quizzes.isFetching} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-8" aria-hidden />}
          title={t("noQuizzesTitle")}
          description={t("noQuizzesDescription")}
          action={<BackToDashboardButton />}
        />
      ) : (
        <>
          <div role="search" className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
            <label className="relative flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t("searchQuizzes")}
              <Search className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-slate-400" aria-hidden />
              <input
                type="search"
                value={q}
                onChange={(e) => setFilter("q", e.target.value)}
                placeholder={t("searchPlaceholder")}
                className={cn(inputClasses, "pl-9")}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t("category")}
              <select
                value={category ? categorySlug(category) : ""}
                onChange={(e) => setFilter("category", e.target.value)}
                className={cn(inputClasses, "sm:w-48")}
              >
                <option value="">{t("allCategories")}</option>
                {categories.map((c) => (
                  <option key={c} value={categorySlug(c)}>
                    {quizCategoryName(c, locale)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t("difficulty")}
              <select value={difficulty ?? ""} onChange={(e) => setFilter("difficulty", e.target.value)} className={cn(inputClasses, "sm:w-40")}>
                <option value="">{t("allDifficulties")}</option>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {t("difficultyLabel", { difficulty: d })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p role="status" className="mb-4 text-sm text-slate-600">
            {filtered ? t("quizCountFiltered", { count: shown.length, total: all.length }) : t("quizCount", { count: all.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-8" aria-hidden />}
              title={t("noMatchTitle")}
              description={t("noMatchDescription")}
              action={
                <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  {t("clearFilters")}
                </Button>
              }
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((quiz) => (
                <li key={quiz.id}>
                  <QuizCard quiz={quiz} onStart={() => void navigate(quizPath(quiz.id))} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

/** The score rule before the quiz, so that a 0 after it is no surprise (docs/architecture.md §4 'Attempts'). */
function ScoreRule() {
  const t = useT();
  return (
    <section aria-labelledby="score-rule" className="mb-6 rounded-xl border border-indigo-100 bg-indigo-50/60 px-4 py-3 text-sm text-slate-700">
      <h2 id="score-rule" className="font-semibold text-slate-900">
        {t("scoringHeading")}
      </h2>
      <p className="mt-1">{t.rich("scoringRule", { b: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong> })}</p>
    </section>
  );
}

/** A free member past the week's quiz: what is true (the next free quiz is Sunday) and the way past it. */
function WeekUsedBanner() {
  const t = useT();
  const said = useServerText();
  const refusal = ATTEMPT_REFUSALS.FREE_WEEKLY_LIMIT;
  return (
    <section
      aria-labelledby="week-used"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="week-used" className="font-semibold text-amber-900">
          {said(refusal.title)}
        </h2>
        <p className="text-sm text-amber-900/80">{t("weekUsedDetail", { message: said(refusal.message) })}</p>
      </div>
      <Button asChild size="sm" className="shrink-0">
        <Link to={paths.member.upgrade}>
          <Crown aria-hidden />
          {t("upgradeToPro")}
        </Link>
      </Button>
    </section>
  );
}
