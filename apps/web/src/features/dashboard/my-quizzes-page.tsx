import { formatDuration, type MyQuiz } from "@berean/domain";
import { ArrowLeft, Crown, ListChecks, Play, Trophy } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useMyQuizzes } from "./api/history";
import { AssignedToYou, useMyAssignments } from "../assignments";
import { formatAttemptDate } from "./attempt-status";
import { useT } from "./messages";

/** /dashboard/quizzes: one card per quiz taken, a summary, and the free plan's weekly-limit banner. */
export function MyQuizzesPage() {
  const t = useT();
  const data = useMyQuizzes();
  const limitReached = data.data?.weekly.limitReached ?? false;
  // An assignment of a Pro-owned group stays open past the week's quiz (docs/architecture.md §4 'Groups'): the banner says so.
  const openExempt = useMyAssignments().data?.assignments.some((a) => a.freeWeekExempt && !a.recentlyFinished) ?? false;
  const takeNew = (
    <Button asChild={!limitReached} disabled={limitReached}>
      {limitReached ? (
        <>
          <Play aria-hidden />
          {t("takeNewQuiz")}
        </>
      ) : (
        <Link to={paths.member.quizSelection}>
          <Play aria-hidden />
          {t("takeNewQuiz")}
        </Link>
      )}
    </Button>
  );
  return (
    <>
      <PageHeader title={t("myQuizzesTitle")} description={t("myQuizzesDescription")} actions={data.isSuccess ? takeNew : null} />
      {data.isPending ? (
        <DelayedSpinner label={t("loadingQuizzes")} />
      ) : data.isError ? (
        <ErrorState message={t("historyFailed")} onRetry={() => void data.refetch()} retrying={data.isFetching} />
      ) : (
        <>
          {limitReached ? (
            <div
              role="status"
              className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-amber-900">{t("weeklyLimitReached")}</p>
                <p className="text-sm text-amber-900/80">{t("weeklyLimitBody")}</p>
                {openExempt ? <p className="mt-1 text-sm font-medium text-amber-900">{t("weeklyLimitExempt")}</p> : null}
              </div>
              <Button asChild size="sm">
                <Link to={paths.member.upgrade}>
                  <Crown aria-hidden />
                  {t("upgradeToPro")}
                </Link>
              </Button>
            </div>
          ) : null}
          <AssignedToYou className="mb-6" />
          {data.data.quizzes.length === 0 ? (
            <EmptyState
              icon={<ListChecks className="size-8" aria-hidden />}
              title={t("noQuizzesTaken")}
              description={t("noQuizzesTakenDescription")}
              action={
                <Button asChild>
                  <Link to={paths.member.quizSelection}>{t("takeFirstQuiz")}</Link>
                </Button>
              }
            />
          ) : (
            <div className="flex flex-col gap-6">
              <Card className="grid grid-cols-2 gap-4 p-5 sm:grid-cols-4">
                <Summary label={t("quizzesTaken")} value={data.data.summary.quizzesTaken} />
                <Summary label={t("totalAttempts")} value={data.data.summary.totalAttempts} />
                <Summary label={t("highestScore")} value={data.data.summary.highestScore} />
                <Summary label={t("totalTime")} value={formatDuration(data.data.summary.totalSeconds)} />
              </Card>
              <ul className="grid gap-4 md:grid-cols-2">
                {data.data.quizzes.map((quiz) => (
                  <li key={quiz.quizId}>
                    <MyQuizCard quiz={quiz} />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Button asChild variant="ghost" className="mt-6">
            <Link to={paths.member.dashboard}>
              <ArrowLeft aria-hidden />
              {t("backToDashboard")}
            </Link>
          </Button>
        </>
      )}
    </>
  );
}

function Summary({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="text-xl font-bold tabular-nums text-slate-900">{value}</p>
    </div>
  );
}

function MyQuizCard({ quiz }: { quiz: MyQuiz }) {
  const t = useT();
  const average = Math.max(0, Math.min(100, quiz.averageScore));
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div>
        <h2 className="font-semibold text-slate-900">{quiz.quizTitle}</h2>
        <p className="text-xs text-slate-500">{t("lastTaken", { date: formatAttemptDate(quiz.lastAttemptAt) })}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t("attempts")}</dt>
          <dd className="font-semibold text-slate-900">{quiz.attempts}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t("bestScore")}</dt>
          <dd className="font-semibold text-slate-900">{quiz.bestScore}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t("totalTime")}</dt>
          <dd className="font-semibold text-slate-900">{formatDuration(quiz.totalSeconds)}</dd>
        </div>
      </dl>
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>{t("averageScore")}</span>
          <span className="font-semibold">{quiz.averageScore}</span>
        </div>
        <div
          role="meter"
          aria-label={t("averageScoreMeter")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={average}
          className="h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-indigo-500" style={{ width: `${average}%` }} />
        </div>
      </div>
      <Button asChild variant="secondary" size="sm" className="mt-auto self-start">
        <Link to={paths.member.leaderboard}>
          <Trophy aria-hidden />
          {t("leaderboard")}
        </Link>
      </Button>
    </Card>
  );
}
