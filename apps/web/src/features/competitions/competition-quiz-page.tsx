import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, Clock, Lock, ShieldCheck, Trophy, XCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { COMPETITION_REFUSALS, COMPETITION_REVEAL_MS, COMPETITION_SECONDS, type CompetitionAttempt, type CompetitionOutcome } from "@berean/domain";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { apiPaths, competitionLeaderboardPath, paths } from "../../config/paths";
import { api, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useCompetitionAnswer, useCompetitions, useFinishCompetition, useStartCompetition } from "../../queries/competitions";
import { QuizTimer } from "../quizzes/quiz-timer";
import { useCountdown } from "../quizzes/use-countdown";

type Refusal = keyof typeof COMPETITION_REFUSALS;

/** /competition-quiz/{id}: the access rules, the rules page, the 30-minute quiz, the completion page (spec 2). */
export function CompetitionQuizPage() {
  const id = Number(useParams().competitionId);
  const competitions = useCompetitions();
  // An attempt under way (a reload): straight back into it.
  const existing = useQuery({
    queryKey: ["competition-attempt", id],
    queryFn: async () => {
      try {
        return await api.get<CompetitionAttempt>(apiPaths.competitionAttempt(id));
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<CompetitionAttempt | null>(null);
  const [outcome, setOutcome] = useState<CompetitionOutcome | null>(null);
  const start = useStartCompetition();
  const [refusal, setRefusal] = useState<{ kind: Refusal; message: string } | null>(null);

  useEffect(() => {
    if (existing.data && !existing.data.finished && !attempt) setAttempt(existing.data);
  }, [existing.data, attempt]);

  if (competitions.isPending || existing.isPending) return <DelayedSpinner label="Loading the competition" />;
  if (competitions.isError) {
    return <ErrorState message="Failed to load competition" onRetry={() => navigate(paths.member.competitions)} retrying={false} />;
  }
  const card = competitions.data.competitions.find((c) => c.id === id);
  if (!card) return <CompetitionNotFound />;
  if (outcome) return <Completed competitionId={id} title={card.title} outcome={outcome} />;
  if (attempt) return <PlayCompetition attempt={attempt} onDone={setOutcome} />;

  // The spec's access rules, in its order: payment, an earlier result, the dates and status.
  const rule: { kind: Refusal; message: string; to: string } | null =
    card.myEntry?.status !== "paid"
      ? { kind: "ACCESS_DENIED", message: COMPETITION_REFUSALS.ACCESS_DENIED.message, to: paths.member.competitions }
      : card.myScore !== null
        ? { kind: "ALREADY_ATTEMPTED", message: COMPETITION_REFUSALS.ALREADY_ATTEMPTED.message.replace("{score}", String(card.myScore)), to: competitionLeaderboardPath(id) }
        : !card.canStart
          ? { kind: "NOT_ACTIVE", message: COMPETITION_REFUSALS.NOT_ACTIVE.message, to: paths.member.competitions }
          : null;
  const shown = refusal ?? rule;
  const refusalTarget = (kind: Refusal) => (kind === "ALREADY_ATTEMPTED" ? competitionLeaderboardPath(id) : paths.member.competitions);

  const begin = () =>
    start.mutate(id, {
      onSuccess: setAttempt,
      onError: (error) => {
        if (isApiError(error) && error.code in COMPETITION_REFUSALS) setRefusal({ kind: (error.code === "PAYMENT_REQUIRED" ? "ACCESS_DENIED" : error.code) as Refusal, message: error.message });
        else toast.error("Failed to load competition", { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
      },
    });

  return (
    <>
      <title>{`${card.title} · Berean`}</title>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <Link to={paths.member.competitions} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />
          Competitions
        </Link>
        <Card className="flex flex-col gap-5 p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{card.title}</h1>
          <h2 className="font-semibold text-slate-900">Rules</h2>
          <ul className="flex flex-col gap-3 text-sm text-slate-700">
            <li className="flex gap-2">
              <Clock className="size-5 shrink-0 text-indigo-600" aria-hidden />
              {`${card.questionCount} questions in ${COMPETITION_SECONDS / 60} minutes. The clock runs on the server from the moment you start, and does not stop.`}
            </li>
            <li className="flex gap-2">
              <Lock className="size-5 shrink-0 text-indigo-600" aria-hidden />
              Each answer locks when you choose it; you see at once whether it was right, and the next question follows after 2 seconds.
            </li>
            <li className="flex gap-2">
              <Trophy className="size-5 shrink-0 text-amber-500" aria-hidden />
              Ranked by score, then by the shorter time. One attempt per member.
            </li>
            {card.questionSetHash ? (
              <li className="flex gap-2">
                <ShieldCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
                <span>
                  The question set's SHA-256 was published when the competition opened:{" "}
                  <code className="font-mono text-xs break-all text-slate-500">{card.questionSetHash}</code>
                </span>
              </li>
            ) : null}
          </ul>
          <Button size="lg" onClick={begin} disabled={start.isPending || shown !== null} className="self-start">
            {start.isPending ? "Starting..." : "Start Competition"}
          </Button>
        </Card>
      </div>
      <MessageDialog
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open && shown) navigate(refusalTarget(shown.kind));
        }}
        title={shown ? COMPETITION_REFUSALS[shown.kind].title : ""}
        description={shown?.message ?? ""}
        onAction={() => shown && navigate(refusalTarget(shown.kind))}
      />
    </>
  );
}

function CompetitionNotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>Competition not found · Berean</title>
      <h1 className="text-2xl font-bold text-slate-900">Competition not found</h1>
      <p className="text-slate-600">This competition does not exist or has been removed.</p>
      <Button variant="secondary" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden />
        Back
      </Button>
    </div>
  );
}

function PlayCompetition({ attempt, onDone }: { attempt: CompetitionAttempt; onDone: (outcome: CompetitionOutcome) => void }) {
  const navigate = useNavigate();
  const [deadline] = useState(() => Date.now() + attempt.secondsLeft * 1000);
  const [answers, setAnswers] = useState(() => new Map(attempt.answers.map((a) => [a.questionId, a])));
  const [revealing, setRevealing] = useState<{ questionId: number; chosenIndex: number; correct: boolean } | null>(null);
  const answer = useCompetitionAnswer(attempt.attemptId);
  const finish = useFinishCompetition(attempt.attemptId);
  const finishing = useRef(false);
  const seconds = useCountdown(deadline) ?? attempt.secondsLeft;
  const current = attempt.questions.find((q) => !answers.has(q.id));
  const index = current ? attempt.questions.indexOf(current) : attempt.questions.length - 1;
  const shownQuestion = revealing ? attempt.questions.find((q) => q.id === revealing.questionId)! : current;

  const done = () => {
    if (finishing.current) return;
    finishing.current = true;
    finish.mutate(undefined, {
      onSuccess: (outcome) => {
        toast.success("Quiz Completed!", { description: `Your score: ${outcome.score}%` });
        onDone(outcome);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === "ALREADY_SUBMITTED") {
          toast.error(COMPETITION_REFUSALS.ALREADY_SUBMITTED.title, { description: COMPETITION_REFUSALS.ALREADY_SUBMITTED.message });
          navigate(competitionLeaderboardPath(attempt.competition.id));
          return;
        }
        finishing.current = false;
        toast.error("Failed to save your result. Please try again.");
      },
    });
  };

  // Every question answered (after the last reveal), or the time is up: the result is saved.
  useEffect(() => {
    if ((!current && !revealing) || seconds === 0) done();
  }, [current, revealing, seconds]);

  const choose = (chosenIndex: number) => {
    if (!current || revealing || answer.isPending) return;
    answer.mutate(
      { questionId: current.id, chosenIndex },
      {
        onSuccess: (result) => {
          setRevealing({ questionId: current.id, chosenIndex, correct: result.correct });
          window.setTimeout(() => {
            setAnswers((map) => new Map(map).set(current.id, { questionId: current.id, chosenIndex, correct: result.correct }));
            setRevealing(null);
          }, COMPETITION_REVEAL_MS);
        },
        onError: (error) => {
          if (isApiError(error) && (error.code === "DEADLINE_PASSED" || error.code === "ATTEMPT_ENDED")) done();
          else toast.error("Your answer was not saved", { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : "Please choose again." });
        },
      },
    );
  };

  if (finish.isPending || (!shownQuestion && !finish.isError)) return <DelayedSpinner label="Saving your result" />;
  if (!shownQuestion) {
    return <ErrorState message="Failed to save your result. Please try again." onRetry={done} retrying={finish.isPending} />;
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <title>{`${attempt.competition.title} · Berean`}</title>
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-slate-600">{`Question ${index + 1} of ${attempt.questions.length}`}</p>
        <QuizTimer seconds={seconds} />
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${(answers.size / attempt.questions.length) * 100}%` }} />
      </div>
      <Card className="flex flex-col gap-5 p-6">
        <h1 className="text-lg font-semibold text-slate-900 sm:text-xl">{shownQuestion.text}</h1>
        <div role="group" aria-label="Answers" className="flex flex-col gap-2.5">
          {shownQuestion.options.map((option, place) => {
            const chosen = revealing?.chosenIndex === place;
            return (
              <button
                key={place}
                type="button"
                onClick={() => choose(place)}
                disabled={revealing !== null || answer.isPending}
                aria-pressed={chosen}
                className={cn(
                  "flex items-center gap-3 rounded-lg border px-4 py-3 text-left text-sm transition disabled:cursor-default",
                  chosen && revealing?.correct && "border-emerald-500 bg-emerald-50 text-emerald-900 ring-2 ring-emerald-500",
                  chosen && revealing && !revealing.correct && "border-red-500 bg-red-50 text-red-900 ring-2 ring-red-500",
                  !chosen && "border-slate-200 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600",
                )}
              >
                <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs font-bold text-slate-600">{String.fromCharCode(65 + place)}</span>
                {option}
              </button>
            );
          })}
        </div>
        <p role="status" aria-live="assertive" className="min-h-6 text-sm font-semibold">
          {revealing ? (
            revealing.correct ? (
              <span className="inline-flex items-center gap-1.5 text-emerald-700">
                <CheckCircle2 className="size-5" aria-hidden />
                Correct!
              </span>
            ) : (
              <span className="inline-flex items-center gap-1.5 text-red-700">
                <XCircle className="size-5" aria-hidden />
                Incorrect
              </span>
            )
          ) : null}
        </p>
      </Card>
    </div>
  );
}

function Completed({ competitionId, title, outcome }: { competitionId: number; title: string; outcome: CompetitionOutcome }) {
  const minutes = Math.floor(outcome.timeTaken / 60);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-8 text-center">
      <title>{`Quiz Completed! · ${title} · Berean`}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
        <Trophy className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Quiz Completed!</h1>
      <p className="text-lg text-slate-700">{`Your score: ${outcome.score}%`}</p>
      <p className="text-sm text-slate-600">{`${outcome.correct} of ${outcome.questions} correct in ${minutes}m ${String(outcome.timeTaken % 60).padStart(2, "0")}s.`}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={competitionLeaderboardPath(competitionId)}>View Leaderboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.member.competitions}>Back to Competitions</Link>
        </Button>
      </div>
    </div>
  );
}
