import {
  attemptTitle,
  canShareResult,
  formatDuration,
  QUIZ_QUESTION_COUNT,
  QUIZ_SECONDS,
  scoreTone,
  type AttemptResult,
  type ResultPlacement,
  type ReviewItem,
  type ScoreBreakdown,
} from "@berean/domain";
import { BackToDashboardButton } from "../../components/back-to-dashboard";
import { CircleCheck, CircleX, Clock, Crown, Info, Play, Trophy } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatDate, formatDateTime, formatTime } from "../../lib/format";
import { useMyQuizzes } from "../dashboard";
import { AssignedByNote } from "../assignments";
import { ResultSharePanel } from "../sharing";
import { AnswerReview } from "./answer-review";
import { ChallengeDialog } from "./challenge-dialog";
import { useResult } from "./api/results";
import { useT } from "./messages";

const toneClasses = { green: "text-emerald-600", yellow: "text-amber-600", red: "text-red-600" } as const;

/** /result/latest and /result/:attemptId — read from the server, so it works on reload and from history. */
export function ResultPage() {
  const t = useT();
  const { attemptId } = useParams();
  const id = attemptId === undefined ? "latest" : Number(attemptId);
  const result = useResult(Number.isInteger(id) || id === "latest" ? id : -1);

  // A free member past the week's quiz: what is true instead of a button that leads to a refusal.
  const weekUsed = useMyQuizzes().data?.weekly.limitReached ?? false;
  const actions = (
    <>
      <BackToDashboardButton />
      {weekUsed ? (
        <>
          <span className="inline-flex h-10 items-center rounded-lg border border-dashed border-slate-300 px-3 text-sm font-medium text-slate-600">
            {t("nextFreeQuiz")}
          </span>
          <Button asChild>
            <Link to={paths.member.upgrade}>
              <Crown aria-hidden />
              {t("upgrade")}
            </Link>
          </Button>
        </>
      ) : (
        <Button asChild>
          <Link to={paths.member.quizSelection}>
            <Play aria-hidden />
            {t("takeAnother")}
          </Link>
        </Button>
      )}
    </>
  );

  if (result.isPending) return <DelayedSpinner label={t("loading")} />;
  if (result.isError) {
    const error = result.error;
    if (isApiError(error) && error.status === 404) {
      return (
        <>
          <PageHeader title={t("heading")} />
          <EmptyState
            icon={<Trophy className="size-8" aria-hidden />}
            title={id === "latest" ? t("noResults") : t("notFound")}
            description={id === "latest" ? t("noResultsDetail") : t("notFoundDetail")}
            action={
              <Button asChild>
                <Link to={paths.member.quizSelection}>{t("chooseQuiz")}</Link>
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <PageHeader title={t("heading")} />
        <ErrorState
          title={isApiError(error) && error.code === "ATTEMPT_IN_PROGRESS" ? t("inProgress") : t("failed")}
          message={error.message}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      </>
    );
  }
  return <ResultView result={result.data.result} actions={actions} />;
}

function ResultView({ result, actions }: { result: AttemptResult; actions: ReactNode }) {
  const t = useT();
  const [challenging, setChallenging] = useState<ReviewItem | null>(null);
  const { score } = result;
  // A running Saturday event's result: its score and answers are sealed until the close.
  if (score === null) return <SealedResult result={result} actions={actions} />;
  const finished = formatDateTime(result.finishedAt);
  // The attempt's own clock: a quiz's 10 minutes, a custom quiz's 24 seconds a question, whose
  // score is scaled to 25 questions (docs/architecture.md §4 'Groups').
  const clock = result.secondsUsed + score.secondsRemaining;
  const clockText = clock % 60 === 0 ? t("minutes", { count: clock / 60 }) : formatDuration(clock);
  const scaled = clock !== QUIZ_SECONDS && result.questionCount > 0 && result.questionCount !== QUIZ_QUESTION_COUNT;
  // A hosted game kept in the history: the room's clock, not a quiz's; its score is the share answered right.
  const game = result.mode === "game";
  return (
    <>
      <PageHeader title={t("heading")} description={`${attemptTitle(result)} · ${finished}`} actions={actions} />
      {result.assignedBy ? <AssignedByNote assignedBy={result.assignedBy} /> : null}
      {result.status === "abandoned" ? (
        <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t("abandoned")}
        </p>
      ) : null}
      {result.status === "voided" ? (
        <p role="note" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {t("voided", { reason: result.voidReason ?? t("reasonNotGiven") })}
        </p>
      ) : null}
      {result.regraded ? (
        <p role="note" className="mb-6 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          {t.rich("regraded", { date: formatDate(result.regraded.at), b: (chunks) => <span className="font-semibold">{chunks}</span> })}
          {result.regraded.note ? ` ${result.regraded.note}` : ""}
        </p>
      ) : null}
      {result.underReview ? (
        <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t.rich("underReview", { b: (chunks) => <span className="font-semibold">{chunks}</span> })}
        </p>
      ) : null}
      {result.status === "expired" ? (
        <p role="note" className="mb-6 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {t("expired")}
        </p>
      ) : null}

      <section aria-label={t("score")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* A 0 is explained below rather than shouted in red. */}
        <ScoreCard
          label={t("score")}
          value={<span className={score.total === 0 ? "text-slate-700" : toneClasses[scoreTone(score.total)]}>{score.total}</span>}
          hint={t("pointsHint")}
          icon={<Trophy aria-hidden />}
        />
        <ScoreCard label={t("correct")} value={`${score.correct}/${result.questionCount}`} hint={t("answersHint")} icon={<CircleCheck aria-hidden />} />
        <ScoreCard label={t("wrong")} value={score.wrong} hint={t("unansweredHint", { count: score.unanswered })} icon={<CircleX aria-hidden />} />
        <ScoreCard
          label={t("timeUsed")}
          value={formatDuration(result.secondsUsed)}
          hint={game ? t("answeringHint") : t("ofClock", { clock: clockText })}
          icon={<Clock aria-hidden />}
        />
      </section>

      {score.total === 0 && !game && result.status !== "abandoned" && result.status !== "voided" ? <WhyZero score={score} /> : null}
      {result.placement ? <Placement placement={result.placement} score={score.total} /> : null}
      {canShareResult({ mode: result.mode ?? "quiz", status: result.status, held: result.underReview }) ? (
        <ResultSharePanel attemptId={result.attemptId} score={score.total} quizTitle={result.quizTitle} />
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <Card className="lg:sticky lg:top-6">
          <CardHeader>
            <CardTitle>{t("breakdown")}</CardTitle>
          </CardHeader>
          <CardContent>
            {game ? (
              <GameBreakdown score={score} asked={result.questionCount} />
            ) : (
              <>
                <dl className="flex flex-col gap-2 text-sm">
                  <BreakdownRow label={t("correctTimes", { count: score.correct })} value={`+${score.correct * 4}`} />
                  <BreakdownRow label={t("wrongTimes", { count: score.wrong })} value={score.wrong ? `−${score.wrong}` : "0"} />
                  <BreakdownRow label={t("unansweredCount", { count: score.unanswered })} value="0" />
                  <BreakdownRow label={t("answerPoints")} value={score.answerPoints} strong />
                  <BreakdownRow
                    label={t("speedFactor", { time: formatDuration(score.secondsRemaining) })}
                    value={`× ${t.intl.formatNumber(score.speedFactor, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`}
                    strong
                  />
                  {scaled ? (
                    <BreakdownRow label={t("scaledTo", { count: QUIZ_QUESTION_COUNT })} value={`× ${QUIZ_QUESTION_COUNT}/${result.questionCount}`} strong />
                  ) : null}
                  <div className="mt-1 flex items-center justify-between border-t border-slate-200 pt-3">
                    <dt className="font-semibold text-slate-900">{t("score")}</dt>
                    <dd className="text-xl font-bold text-slate-900">{score.total}</dd>
                  </div>
                </dl>
                <p className="mt-4 text-xs leading-relaxed text-slate-500">
                  {result.status === "abandoned"
                    ? t("abandonedScore")
                    : t("formula", { scaled: scaled ? "yes" : "no", count: QUIZ_QUESTION_COUNT, clock: clockText })}
                </p>
              </>
            )}
          </CardContent>
        </Card>
        <AnswerReview items={result.review} onChallenge={setChallenging} />
      </div>
      <ChallengeDialog attemptId={result.attemptId} item={challenging} onClose={() => setChallenging(null)} />
    </>
  );
}

/**
 * A hosted game's kept score (docs/architecture.md §4 'Hosted games'): the share of its questions
 * answered right, out of 100. The game's points, for speed, were the room's board on the night.
 */
function GameBreakdown({ score, asked }: { score: ScoreBreakdown; asked: number }) {
  const t = useT();
  return (
    <>
      <dl className="flex flex-col gap-2 text-sm">
        <BreakdownRow label={t("correct")} value={score.correct} />
        <BreakdownRow label={t("wrong")} value={score.wrong} />
        <BreakdownRow label={t("unanswered")} value={score.unanswered} />
        <BreakdownRow label={t("questions")} value={asked} strong />
        <div className="mt-1 flex items-center justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">{t("score")}</dt>
          <dd className="text-xl font-bold text-slate-900">{score.total}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-slate-500">{t("gameFormula")}</p>
    </>
  );
}

/**
 * Why a finished quiz scored 0, in the member's own figures: wrong answers cost a point each and the
 * score never goes below 0 (docs/architecture.md §4 'Attempts'); a blank costs nothing.
 */
function WhyZero({ score }: { score: ScoreBreakdown }) {
  const t = useT();
  const text =
    score.correct + score.wrong === 0
      ? t("nothingAnswered")
      : t("zeroExplained", {
          correct: score.correct,
          earned: score.correct * 4,
          wrong: score.wrong,
          below: score.answerPoints < 0 ? "yes" : "no",
          points: String(score.answerPoints).replace("-", "−"),
        });
  return (
    <section aria-labelledby="why-zero" className="mt-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      <Info className="mt-0.5 size-4 shrink-0 text-sky-600" aria-hidden />
      <div>
        <h2 id="why-zero" className="font-semibold">
          {t("whyZero")}
        </h2>
        <p className="mt-1">{text}</p>
      </div>
    </section>
  );
}

/** Where the member stands on this week's board after this result (the FAQ's 'track your rank'). */
function Placement({ placement, score }: { placement: ResultPlacement; score: number }) {
  const t = useT();
  return (
    <section
      aria-label={t("weekRank")}
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-100 bg-white px-4 py-3 shadow-sm"
    >
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Trophy className="size-4 shrink-0 text-amber-500" aria-hidden />
        <span>
          {t.rich("placement", {
            rank: placement.weekRank,
            players: placement.weekPlayers,
            better: placement.weekBest > score ? "yes" : "no",
            best: placement.weekBest,
            b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
          })}
        </span>
      </p>
      <Link to={paths.member.leaderboard} className="text-sm font-medium text-indigo-700 hover:underline">
        {t("seeLeaderboard")}
      </Link>
    </section>
  );
}

/**
 * A Saturday event's result while the event runs (docs/architecture.md §4 'Sealed and open'): its
 * score, its right and wrong answers and its place are sealed with its questions (a score or a count
 * is an oracle to anyone still playing). The page says the answers are in and when the rest arrives,
 * in the member's own time.
 */
function SealedResult({ result, actions }: { result: AttemptResult; actions: ReactNode }) {
  const t = useT();
  const at = formatTime(result.reviewOpensAt!);
  return (
    <>
      <PageHeader title={t("heading")} description={`${attemptTitle(result)} · ${formatDateTime(result.finishedAt)}`} actions={actions} />
      <Card className="mb-6 border-indigo-200 bg-indigo-50/50">
        <CardContent className="flex flex-col gap-3 pt-6 text-slate-800">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CircleCheck className="size-6 shrink-0 text-indigo-600" aria-hidden />
            {t("sealedHeading", { count: result.answered })}
          </h2>
          <p>{t("sealedWhen", { time: at })}</p>
          <p className="text-sm text-slate-600">
            {t("sealedSummary", { count: result.questionCount, blank: result.questionCount - result.answered, time: formatDuration(result.secondsUsed) })}
          </p>
          <div>
            <Button asChild variant="secondary">
              <Link to={paths.eventsLive}>{t("seeFinished")}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </>
  );
}

function ScoreCard({ label, value, hint, icon }: { label: string; value: ReactNode; hint: string; icon: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      <span className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500 [&_svg]:size-4 [&_svg]:text-indigo-500">
        {icon}
        {label}
      </span>
      <span className="text-2xl font-bold text-slate-900 sm:text-3xl">{value}</span>
      <span className="text-xs text-slate-500">{hint}</span>
    </Card>
  );
}

function BreakdownRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className={cn("text-slate-600", strong && "font-medium text-slate-800")}>{label}</dt>
      <dd className={cn("tabular-nums text-slate-800", strong && "font-semibold")}>{value}</dd>
    </div>
  );
}
