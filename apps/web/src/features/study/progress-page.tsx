import { BarChart3, BookOpen, Crown, Lightbulb, LineChart, Play, Tags, Target } from "lucide-react";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { BOOKS, localReference, STUDY_MESSAGES, type Progress } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths, quizPath } from "../../config/paths";
import { useLocale, useServerText } from "../../i18n";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useCurrentUser } from "../../lib/current-user";
import { useProgress } from "./api/progress";
import { useT } from "./messages";
import { AccuracyBars, percentOf } from "./progress-bars";
import { StudyTabs } from "./study-tabs";

// Recharts is large: it loads with the figures, never for a free member's page.
const ProgressTrendChart = lazy(async () => ({ default: (await import("./progress-trend-chart")).ProgressTrendChart }));

/** My progress (docs/architecture.md §4 'Study'): a Pro member's reports and recommendations; what Pro offers for a free member. */
export function ProgressPage() {
  const t = useT();
  const user = useCurrentUser();
  const pro = user.plan === "pro" || user.role === "admin";
  const progress = useProgress(pro);
  // A plan that lapsed since the page's session was read answers 403 PRO_REQUIRED: the same pitch.
  const lapsed = isApiError(progress.error) && progress.error.code === "PRO_REQUIRED";
  return (
    <>
      <StudyTabs />
      <PageHeader title={t("progressTitle")} description={t("progressDescription")} aside={<Badge tone="purple">{t("proBadge")}</Badge>} />
      {!pro || lapsed ? (
        <UpgradePitch />
      ) : progress.isPending ? (
        <DelayedSpinner label={t("loadingProgress")} />
      ) : progress.isError ? (
        <ErrorState title={t("progressLoadFailed")} message={progress.error.message} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />
      ) : progress.data.overall.answered === 0 ? (
        <EmptyState
          icon={<LineChart className="size-8" aria-hidden />}
          title={t("finishQuiz")}
          description={t("finishQuizDetail")}
          action={
            <Button asChild>
              <Link to={paths.member.quizSelection}>{t("chooseQuiz")}</Link>
            </Button>
          }
        />
      ) : (
        <ProgressReport progress={progress.data} />
      )}
    </>
  );
}

function UpgradePitch() {
  const t = useT();
  const said = useServerText();
  const offers: Array<{ icon: ReactNode; text: string }> = [
    {
      icon: <Target className="size-5 shrink-0 text-indigo-600" aria-hidden />,
      text: t("offerAccuracy"),
    },
    { icon: <LineChart className="size-5 shrink-0 text-emerald-600" aria-hidden />, text: t("offerTrend") },
    { icon: <BookOpen className="size-5 shrink-0 text-amber-500" aria-hidden />, text: t("offerWeakest") },
    { icon: <Lightbulb className="size-5 shrink-0 text-violet-600" aria-hidden />, text: t("offerQuizzes") },
  ];
  return (
    <Card className="flex max-w-3xl flex-col gap-5 p-6 sm:p-8">
      <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
        <Crown className="size-6" aria-hidden />
      </span>
      <h2 className="text-xl font-bold text-slate-900">{t("pitchHeading")}</h2>
      <p className="text-sm text-slate-700">{said(STUDY_MESSAGES.proOnly)}</p>
      <ul className="flex flex-col gap-3 text-sm text-slate-700">
        {offers.map((offer) => (
          <li key={offer.text} className="flex gap-2">
            {offer.icon}
            {offer.text}
          </li>
        ))}
      </ul>
      <Button asChild className="self-start">
        <Link to={paths.member.upgrade}>
          <Crown aria-hidden />
          {t("upgradeToPro")}
        </Link>
      </Button>
    </Card>
  );
}

function Section({
  title,
  icon,
  children,
  className,
  action,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Card className={cn("flex min-w-0 flex-col gap-4 p-5", className)}>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
            {icon}
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

function ProgressReport({ progress }: { progress: Progress }) {
  const t = useT();
  const [oldTestament, newTestament] = [progress.byTestament.find((t) => t.testament === "old"), progress.byTestament.find((t) => t.testament === "new")];
  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={t("questionsRight")} className="grid grid-cols-3 gap-2 sm:gap-4">
        <Figure label={t("overall")} accuracy={progress.overall} highlight />
        <Figure label={t("oldTestament")} accuracy={oldTestament} />
        <Figure label={t("newTestament")} accuracy={newTestament} />
      </ul>

      <div className="grid gap-6 lg:grid-cols-3">
        <Section title={t("weekByWeek")} icon={<LineChart className="size-5 text-indigo-600" aria-hidden />} className="lg:col-span-2">
          <WeeklyTrend weekly={progress.weekly} />
        </Section>
        <WeakestBooks weakest={progress.weakest} />
      </div>

      <RecommendedQuizzes progress={progress} />

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <BooksSection byBook={progress.byBook} />
        <Section title={t("byTopic")} icon={<Tags className="size-5 text-indigo-600" aria-hidden />}>
          <CappedBars
            label={t("accuracyByTopic")}
            showAll={t("showAllTopics", { count: progress.byTopic.length })}
            showFewer={t("showFewerTopics")}
            rows={progress.byTopic.map((topic) => ({ ...topic, key: topic.topic, name: topicName(topic.topic) }))}
          />
        </Section>
      </div>
    </div>
  );
}

// i18n: a topic's name is the API's (English) word, capitalised; it is data, not a message.
const topicName = (topic: string) => topic.charAt(0).toUpperCase() + topic.slice(1);

/** Rows shown in a list of books or topics before 'Show all'. */
const ROWS_SHOWN = 10;

function CappedBars({
  rows,
  label,
  showAll,
  showFewer,
  twoColumns = false,
}: {
  rows: Parameters<typeof AccuracyBars>[0]["rows"];
  label: string;
  /** 'Show all 66 books' and 'Show fewer books', for the button under a long list. */
  showAll: string;
  showFewer: string;
  twoColumns?: boolean;
}) {
  const [all, setAll] = useState(false);
  return (
    <>
      <AccuracyBars label={label} twoColumns={twoColumns} rows={all ? rows : rows.slice(0, ROWS_SHOWN)} />
      {rows.length > ROWS_SHOWN ? (
        <Button variant="link" className="self-start" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? showFewer : showAll}
        </Button>
      ) : null}
    </>
  );
}

function Figure({ label, accuracy, highlight = false }: { label: string; accuracy: Progress["overall"] | undefined; highlight?: boolean }) {
  const t = useT();
  const figures = accuracy ?? { answered: 0, right: 0, accuracy: null };
  return (
    <li>
      <Card className={cn("flex h-full flex-col gap-1 p-3 sm:p-5", highlight && "border-indigo-200 bg-indigo-50/60")}>
        <span className="text-xs font-medium text-slate-600 sm:text-sm">{label}</span>
        <span className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{percentOf(figures.accuracy)}</span>
        <span className="text-xs text-slate-600 sm:text-sm">
          {figures.answered === 0
            ? t("noQuestionsYet")
            : t.rich("figureRight", {
                right: figures.right,
                answered: figures.answered,
                wide: (chunks) => <span className="max-sm:sr-only">{chunks}</span>,
              })}
        </span>
      </Card>
    </li>
  );
}

function WeeklyTrend({ weekly }: { weekly: Progress["weekly"] }) {
  const t = useT();
  /** 'Oct 4, 2026': a week's Sunday, as the calendar day it is, in the page's language. */
  const weekName = (day: string) => t.intl.formatDate(new Date(`${day}T12:00:00Z`), { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return (
    <>
      <p className="-mt-2 text-sm text-slate-600">{t("weeklyIntro", { count: weekly.length })}</p>
      <div aria-hidden className="h-56 lg:h-64">
        <Suspense fallback={<div className="h-full animate-pulse rounded-lg bg-slate-100" />}>
          <ProgressTrendChart weekly={weekly} />
        </Suspense>
      </div>
      <table className="sr-only">
        <caption>{t("weeklyCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("weekOfColumn")}</th>
            <th scope="col">{t("right")}</th>
            <th scope="col">{t("questionsColumn")}</th>
          </tr>
        </thead>
        <tbody>
          {weekly.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{weekName(w.weekStart)}</th>
              <td>{percentOf(w.accuracy)}</td>
              <td>{t("rightOf", { right: w.right, answered: w.answered })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function WeakestBooks({ weakest }: { weakest: Progress["weakest"] }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Section title={t("weakestBooks")} icon={<Target className="size-5 text-amber-500" aria-hidden />}>
      {weakest.length === 0 ? (
        <p className="text-sm text-slate-600">{t("weakestNone")}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {weakest.map((book) => {
            const name = localReference(book.book, locale);
            return (
              <li key={book.slug} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">{t("weakestRow", { percent: percentOf(book.accuracy), right: book.right, answered: book.answered })}</p>
                </div>
                <Button asChild variant="secondary" size="sm">
                  <Link to={`${paths.member.practice}?book=${book.slug}`} aria-label={t("practiceThisLabel", { book: name })}>
                    {t("practiceThis")}
                  </Link>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

function RecommendedQuizzes({ progress }: { progress: Progress }) {
  const t = useT();
  const { recommended, weakest } = progress;
  return (
    <Section title={t("recommended")} icon={<Lightbulb className="size-5 text-violet-600" aria-hidden />}>
      {recommended.length === 0 ? (
        <p className="text-sm text-slate-600">{weakest.length === 0 ? t("recommendedNone") : t("recommendedAllTaken")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {recommended.map((quiz) => (
            <li key={quiz.id}>
              <div className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-col gap-1">
                  <p className="font-semibold text-slate-900">{quiz.title}</p>
                  <p className="text-sm text-slate-600">{quiz.reason}</p>
                </div>
                <Button asChild size="sm" className="mt-auto self-start">
                  <Link to={quizPath(quiz.id)} aria-label={t("startQuizLabel", { title: quiz.title })}>
                    <Play aria-hidden />
                    {t("startQuiz")}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const BOOK_SORTS = [
  { value: "bible", label: "sortBible" },
  { value: "lowest", label: "sortLowest" },
  { value: "asked", label: "sortAsked" },
] as const;
type BookSort = (typeof BOOK_SORTS)[number]["value"];
const canonOrder = new Map(BOOKS.map((b) => [b.slug, b.order]));

function sortBooks(books: Progress["byBook"], sort: BookSort): Progress["byBook"] {
  const sorted = [...books];
  if (sort === "bible") return sorted.sort((a, b) => (canonOrder.get(a.slug) ?? 0) - (canonOrder.get(b.slug) ?? 0));
  if (sort === "lowest") return sorted.sort((a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0) || b.answered - a.answered);
  return sorted.sort((a, b) => b.answered - a.answered || (a.accuracy ?? 0) - (b.accuracy ?? 0));
}

function BooksSection({ byBook }: { byBook: Progress["byBook"] }) {
  const t = useT();
  const { locale } = useLocale();
  const [sort, setSort] = useState<BookSort>("bible");
  return (
    <Section
      title={t("byBook")}
      icon={<BarChart3 className="size-5 text-indigo-600" aria-hidden />}
      className="lg:col-span-2"
      action={
        <div role="group" aria-label={t("sortBooks")} className="inline-flex rounded-lg bg-slate-100 p-1">
          {BOOK_SORTS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={sort === option.value}
              onClick={() => setSort(option.value)}
              className={cn(
                "rounded-md px-2.5 py-1 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-3 sm:text-sm",
                sort === option.value ? "bg-white text-indigo-700 shadow-sm" : "text-slate-600 hover:text-slate-900",
              )}
            >
              {t(option.label)}
            </button>
          ))}
        </div>
      }
    >
      {byBook.length === 0 ? (
        <p className="text-sm text-slate-600">{t("noBookYet")}</p>
      ) : (
        <CappedBars
          label={t("accuracyByBook")}
          showAll={t("showAllBooks", { count: byBook.length })}
          showFewer={t("showFewerBooks")}
          twoColumns
          rows={sortBooks(byBook, sort).map((b) => ({ ...b, key: b.slug, name: localReference(b.book, locale) }))}
        />
      )}
    </Section>
  );
}
