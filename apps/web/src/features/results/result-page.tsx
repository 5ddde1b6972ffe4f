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
import { formatDate, formatDateTime, formatTime, plural } from "../../lib/format";
import { useMyQuizzes } from "../dashboard";
import { AssignedByNote } from "../assignments";
import { ResultSharePanel } from "../sharing";
import { AnswerReview } from "./answer-review";
import { ChallengeDialog } from "./challenge-dialog";
import { useResult } from "./api/results";

const toneClasses = { green: "text-emerald-600", yellow: "text-amber-600", red: "text-red-600" } as const;

/** /result/latest and /result/:attemptId — read from the server, so it works on reload and from history. */
export function ResultPage() {
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
            Next free quiz Sunday
          </span>
          <Button asChild>
            <Link to={paths.member.upgrade}>
              <Crown aria-hidden />
              Upgrade to Pro
            </Link>
          </Button>
        </>
      ) : (
        <Button asChild>
          <Link to={paths.member.quizSelection}>
            <Play aria-hidden />
            Take Another Quiz
          </Link>
        </Button>
      )}
    </>
  );

  if (result.isPending) return <DelayedSpinner label="Loading your result" />;
  if (result.isError) {
    const error = result.error;
    if (isApiError(error) && error.status === 404) {
      return (
        <>
          <PageHeader title="Your Result" />
          <EmptyState
            icon={<Trophy className="size-8" aria-hidden />}
            title={id === "latest" ? "No results yet" : "Result not found"}
            description={id === "latest" ? "Finish a quiz and your score and answer review appear here." : "This result does not exist or is not yours."}
            action={
              <Button asChild>
                <Link to={paths.member.quizSelection}>Choose Your Quiz</Link>
              </Button>
            }
          />
        </>
      );
    }
    return (
      <>
        <PageHeader title="Your Result" />
        <ErrorState
          title={isApiError(error) && error.code === "ATTEMPT_IN_PROGRESS" ? "Quiz in progress" : "Something went wrong"}
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
  const [challenging, setChallenging] = useState<ReviewItem | null>(null);
  const { score } = result;
  // A running Saturday event's result: its score and answers are sealed until the close.
  if (score === null) return <SealedResult result={result} actions={actions} />;
  const finished = formatDateTime(result.finishedAt);
  // The attempt's own clock: a quiz's 10 minutes, a custom quiz's 24 seconds a question, whose
  // score is scaled to 25 questions (docs/architecture.md §4 'Groups').
  const clock = result.secondsUsed + score.secondsRemaining;
  const clockText = clock % 60 === 0 ? plural(clock / 60, "minute") : formatDuration(clock);
  const scaled = clock !== QUIZ_SECONDS && result.questionCount > 0 && result.questionCount !== QUIZ_QUESTION_COUNT;
  // A hosted game kept in the history: the room's clock, not a quiz's; its score is the share answered right.
  const game = result.mode === "game";
  return (
    <>
      <PageHeader title="Your Result" description={`${attemptTitle(result)} · ${finished}`} actions={actions} />
      {result.assignedBy ? <AssignedByNote assignedBy={result.assignedBy} /> : null}
      {result.status === "abandoned" ? (
        <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          You left this quiz before finishing, so it ended with a score of 0.
        </p>
      ) : null}
      {result.status === "voided" ? (
        <p role="note" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {`This result was voided by an administrator and is not on the leaderboards. Reason: ${result.voidReason ?? "not given"}`}
        </p>
      ) : null}
      {result.regraded ? (
        <p role="note" className="mb-6 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <span className="font-semibold">Regraded</span>
          {` on ${formatDate(result.regraded.at)}: a question's answer key was corrected and this score recomputed.`}
          {result.regraded.note ? ` ${result.regraded.note}` : ""}
        </p>
      ) : null}
      {result.underReview ? (
        <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span className="font-semibold">Under review</span>
          {
            ": this quiz was answered faster than a person can usually read the questions, so the result is off the leaderboards until an administrator has looked at it. Nothing is needed from you."
          }
        </p>
      ) : null}
      {result.status === "expired" ? (
        <p role="note" className="mb-6 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          Time ran out on this quiz; it was scored with the answers you had given.
        </p>
      ) : null}

      <section aria-label="Score" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* A 0 is explained below rather than shouted in red. */}
        <ScoreCard
          label="Score"
          value={<span className={score.total === 0 ? "text-slate-700" : toneClasses[scoreTone(score.total)]}>{score.total}</span>}
          hint="points"
          icon={<Trophy aria-hidden />}
        />
        <ScoreCard label="Correct" value={`${score.correct}/${result.questionCount}`} hint="answers" icon={<CircleCheck aria-hidden />} />
        <ScoreCard label="Wrong" value={score.wrong} hint={`${score.unanswered} unanswered`} icon={<CircleX aria-hidden />} />
        <ScoreCard label="Time Used" value={formatDuration(result.secondsUsed)} hint={game ? "answering" : `of ${clockText}`} icon={<Clock aria-hidden />} />
      </section>

      {score.total === 0 && !game && result.status !== "abandoned" && result.status !== "voided" ? <WhyZero score={score} /> : null}
      {result.placement ? <Placement placement={result.placement} score={score.total} /> : null}
      {canShareResult({ mode: result.mode ?? "quiz", status: result.status, held: result.underReview }) ? (
        <ResultSharePanel attemptId={result.attemptId} score={score.total} quizTitle={result.quizTitle} />
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <Card className="lg:sticky lg:top-6">
          <CardHeader>
            <CardTitle>Score Breakdown</CardTitle>
          </CardHeader>
          <CardContent>
            {game ? (
              <GameBreakdown score={score} asked={result.questionCount} />
            ) : (
              <>
                <dl className="flex flex-col gap-2 text-sm">
                  <BreakdownRow label={`Correct (${score.correct} × 4)`} value={`+${score.correct * 4}`} />
                  <BreakdownRow label={`Wrong (${score.wrong} × −1)`} value={score.wrong ? `−${score.wrong}` : "0"} />
                  <BreakdownRow label={`Unanswered (${score.unanswered})`} value="0" />
                  <BreakdownRow label="Answer points" value={score.answerPoints} strong />
                  <BreakdownRow label={`Speed factor (${formatDuration(score.secondsRemaining)} left)`} value={`× ${score.speedFactor.toFixed(2)}`} strong />
                  {scaled ? (
                    <BreakdownRow label={`Scaled to ${QUIZ_QUESTION_COUNT} questions`} value={`× ${QUIZ_QUESTION_COUNT}/${result.questionCount}`} strong />
                  ) : null}
                  <div className="mt-1 flex items-center justify-between border-t border-slate-200 pt-3">
                    <dt className="font-semibold text-slate-900">Score</dt>
                    <dd className="text-xl font-bold text-slate-900">{score.total}</dd>
                  </div>
                </dl>
                <p className="mt-4 text-xs leading-relaxed text-slate-500">
                  {result.status === "abandoned"
                    ? "A quiz left before finishing scores 0."
                    : `Answer points × speed factor${scaled ? `, scaled to ${QUIZ_QUESTION_COUNT} questions` : ""}, rounded, out of 100. The factor runs from 0.80 when the clock runs out to 1.00 with all ${clockText} left: speed multiplies what you earned and earns nothing by itself.`}
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
  return (
    <>
      <dl className="flex flex-col gap-2 text-sm">
        <BreakdownRow label="Correct" value={score.correct} />
        <BreakdownRow label="Wrong" value={score.wrong} />
        <BreakdownRow label="Unanswered" value={score.unanswered} />
        <BreakdownRow label="Questions" value={asked} strong />
        <div className="mt-1 flex items-center justify-between border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Score</dt>
          <dd className="text-xl font-bold text-slate-900">{score.total}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-slate-500">
        A hosted game keeps the share of its questions you answered right, out of 100. The points for speed were the game's own board, shown in the room.
      </p>
    </>
  );
}

/**
 * Why a finished quiz scored 0, in the member's own figures: wrong answers cost a point each and the
 * score never goes below 0 (docs/architecture.md §4 'Attempts'); a blank costs nothing.
 */
function WhyZero({ score }: { score: ScoreBreakdown }) {
  const earned = score.correct * 4;
  const text =
    score.correct + score.wrong === 0
      ? "No question was answered, so there was nothing to score. Every answered question counts; a blank one costs nothing."
      : `Your ${plural(score.correct, "right answer")} earned ${earned} points and your ${plural(score.wrong, "wrong answer")} cost ${score.wrong}, ` +
        (score.answerPoints < 0
          ? `so the answer points came to ${String(score.answerPoints).replace("-", "−")}, and a score never goes below 0. `
          : "so they canceled out. ") +
        "Next time, leave a question blank when you are not sure: a blank costs nothing.";
  return (
    <section aria-labelledby="why-zero" className="mt-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      <Info className="mt-0.5 size-4 shrink-0 text-sky-600" aria-hidden />
      <div>
        <h2 id="why-zero" className="font-semibold">
          Why 0 points?
        </h2>
        <p className="mt-1">{text}</p>
      </div>
    </section>
  );
}

/** Where the member stands on this week's board after this result (the FAQ's 'track your rank'). */
function Placement({ placement, score }: { placement: ResultPlacement; score: number }) {
  const best = placement.weekBest > score ? `, with your best score this week, ${placement.weekBest}` : "";
  return (
    <section
      aria-label="This week's rank"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-indigo-100 bg-white px-4 py-3 shadow-sm"
    >
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Trophy className="size-4 shrink-0 text-amber-500" aria-hidden />
        <span>
          {"You are "}
          <span className="font-semibold text-slate-900">{`#${placement.weekRank} of ${placement.weekPlayers}`}</span>
          {` on this week's board${best}.`}
        </span>
      </p>
      <Link to={paths.member.leaderboard} className="text-sm font-medium text-indigo-700 hover:underline">
        See the leaderboard
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
  const at = formatTime(result.reviewOpensAt!);
  return (
    <>
      <PageHeader title="Your Result" description={`${attemptTitle(result)} · ${formatDateTime(result.finishedAt)}`} actions={actions} />
      <Card className="mb-6 border-indigo-200 bg-indigo-50/50">
        <CardContent className="flex flex-col gap-3 pt-6 text-slate-800">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CircleCheck className="size-6 shrink-0 text-indigo-600" aria-hidden />
            {`Your ${plural(result.answered, "answer")} ${result.answered === 1 ? "is" : "are"} in`}
          </h2>
          <p>{`Your score and the answers arrive at ${at}, when the Saturday event closes. Until then nobody sees a score, their own included: a score is a clue to the answers for someone still playing.`}</p>
          <p className="text-sm text-slate-600">{`${plural(result.questionCount, "question")} · ${result.questionCount - result.answered} left blank · ${formatDuration(result.secondsUsed)} used`}</p>
          <div>
            <Button asChild variant="secondary">
              <Link to={paths.eventsLive}>See who has finished</Link>
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
