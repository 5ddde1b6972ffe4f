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

/** /dashboard/quizzes: one card per quiz taken, a summary, and the free plan's weekly-limit banner. */
export function MyQuizzesPage() {
  const data = useMyQuizzes();
  const limitReached = data.data?.weekly.limitReached ?? false;
  // An assignment of a Pro-owned group stays open past the week's quiz (docs/architecture.md §4 'Groups'): the banner says so.
  const openExempt = useMyAssignments().data?.assignments.some((a) => a.freeWeekExempt && !a.recentlyFinished) ?? false;
  const takeNew = (
    <Button asChild={!limitReached} disabled={limitReached}>
      {limitReached ? (
        <>
          <Play aria-hidden />
          Take New Quiz
        </>
      ) : (
        <Link to={paths.member.quizSelection}>
          <Play aria-hidden />
          Take New Quiz
        </Link>
      )}
    </Button>
  );
  return (
    <>
      <PageHeader title="My Quizzes" description="Every quiz you have taken, with your best scores." actions={data.isSuccess ? takeNew : null} />
      {data.isPending ? (
        <DelayedSpinner label="Loading your quizzes" />
      ) : data.isError ? (
        <ErrorState message="Failed to load your quiz history." onRetry={() => void data.refetch()} retrying={data.isFetching} />
      ) : (
        <>
          {limitReached ? (
            <div
              role="status"
              className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-amber-900">Weekly Limit Reached</p>
                <p className="text-sm text-amber-900/80">
                  Free members can take one quiz per week (Sunday to Sunday). Upgrade to Pro for unlimited quizzes. Next free quiz Sunday.
                </p>
                {openExempt ? (
                  <p className="mt-1 text-sm font-medium text-amber-900">
                    Assignments below marked ‘Free with …’ do not use your weekly quiz: you can still take them.
                  </p>
                ) : null}
              </div>
              <Button asChild size="sm">
                <Link to={paths.member.upgrade}>
                  <Crown aria-hidden />
                  Upgrade to Pro
                </Link>
              </Button>
            </div>
          ) : null}
          <AssignedToYou className="mb-6" />
          {data.data.quizzes.length === 0 ? (
            <EmptyState
              icon={<ListChecks className="size-8" aria-hidden />}
              title="No quizzes taken yet"
              description="Your quizzes, best scores and time spent will show up here."
              action={
                <Button asChild>
                  <Link to={paths.member.quizSelection}>Take Your First Quiz</Link>
                </Button>
              }
            />
          ) : (
            <div className="flex flex-col gap-6">
              <Card className="grid grid-cols-2 gap-4 p-5 sm:grid-cols-4">
                <Summary label="Quizzes Taken" value={data.data.summary.quizzesTaken} />
                <Summary label="Total Attempts" value={data.data.summary.totalAttempts} />
                <Summary label="Highest Score" value={data.data.summary.highestScore} />
                <Summary label="Total Time" value={formatDuration(data.data.summary.totalSeconds)} />
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
              Back to Dashboard
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
  const average = Math.max(0, Math.min(100, quiz.averageScore));
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div>
        <h2 className="font-semibold text-slate-900">{quiz.quizTitle}</h2>
        <p className="text-xs text-slate-500">Last taken {formatAttemptDate(quiz.lastAttemptAt)}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Attempts</dt>
          <dd className="font-semibold text-slate-900">{quiz.attempts}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Best Score</dt>
          <dd className="font-semibold text-slate-900">{quiz.bestScore}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total Time</dt>
          <dd className="font-semibold text-slate-900">{formatDuration(quiz.totalSeconds)}</dd>
        </div>
      </dl>
      <div>
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>Average Score</span>
          <span className="font-semibold">{quiz.averageScore}</span>
        </div>
        <div
          role="meter"
          aria-label="Average score"
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
          Leaderboard
        </Link>
      </Button>
    </Card>
  );
}
