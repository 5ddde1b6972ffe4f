import { useQueryClient } from "@tanstack/react-query";
import { COMPETITION_REFUSALS, COMPETITION_SECONDS, type AttemptOutcome, type StartAttemptResponse } from "@berean/domain";
import { ArrowLeft, Clock, Lock, ShieldCheck, Trophy } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Brand } from "../../components/brand";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { MessageDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { FingerprintDetails } from "../../components/fingerprint-details";
import { Card } from "../../components/ui/card";
import { competitionLeaderboardPath, paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { competitionsQueryOptions, useCompetitionAttempt, useCompetitions, useStartCompetition } from "./api/competitions";
import { useT } from "./messages";
import { QuizPlayer, type Completion } from "../quizzes";

type Refusal = keyof typeof COMPETITION_REFUSALS;

/**
 * /competition-quiz/{id}: the competition's door (the access rules and the rules page, docs/product.md part 2 §5 and §2 'Competition quiz'),
 * then the one quiz player in competition mode, full-screen as every quiz: per-answer reveal, its
 * own completion page. An attempt under way (a reload) goes straight back into the player.
 */
export function CompetitionQuizRoute() {
  const id = Number(useParams().competitionId);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.member.competitions} replace />;
  return <CompetitionQuiz key={id} id={id} />;
}

function CompetitionQuiz({ id }: { id: number }) {
  const t = useT();
  const competitions = useCompetitions();
  const existing = useCompetitionAttempt(id);
  const [started, setStarted] = useState<StartAttemptResponse | null>(null);
  const navigate = useNavigate();
  const resume = started ?? (existing.data?.status === "in_progress" ? { attempt: existing.data, resumed: true } : null);
  // Once playing, the page keeps to that attempt: a later read of it (a refocus) finds it ended,
  // and the completion page must stay.
  useEffect(() => {
    if (!started && resume) setStarted(resume);
  }, [started, resume]);
  // The player begins once per page (the attempt it was given); later renders change nothing.
  const begin = useCallback(() => Promise.resolve(resume!), [resume]);

  if (competitions.isPending || existing.isPending)
    return (
      <Frame>
        <DelayedSpinner label={t("loadingCompetition")} />
      </Frame>
    );
  if (competitions.isError) {
    return (
      <Frame>
        <ErrorState message={t("loadFailed")} onRetry={() => void navigate(paths.member.competitions)} retrying={false} />
      </Frame>
    );
  }
  const card = competitions.data.competitions.find((c) => c.id === id);
  if (!card)
    return (
      <Frame>
        <CompetitionNotFound />
      </Frame>
    );
  if (resume) {
    const completion: Completion = ({ outcome }) => <Completed competitionId={id} outcome={outcome} />;
    return <QuizPlayer begin={begin} exitPath={paths.member.competitions} completion={completion} />;
  }
  return <Rules id={id} card={card} onStarted={setStarted} />;
}

/** The frame of the door's pages: the wordmark and the way back, as the quiz player's header. */
function Frame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4">
          <Brand to={paths.member.dashboard} />
          <Link to={paths.member.competitions} className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900">
            <ArrowLeft className="size-4" aria-hidden />
            {t("competitions")}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}

function Rules({
  id,
  card,
  onStarted,
}: {
  id: number;
  card: NonNullable<ReturnType<typeof useCompetitions>["data"]>["competitions"][number];
  onStarted: (started: StartAttemptResponse) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartCompetition();
  const [refusal, setRefusal] = useState<{ kind: Refusal; message: string } | null>(null);
  // The access rules of docs/product.md part 2 §5, in their order: payment, an earlier result, the dates and status.
  const rule: { kind: Refusal; message: string } | null =
    card.myEntry?.status !== "paid"
      ? { kind: "ACCESS_DENIED", message: COMPETITION_REFUSALS.ACCESS_DENIED.message }
      : card.myScore !== null
        ? { kind: "ALREADY_ATTEMPTED", message: COMPETITION_REFUSALS.ALREADY_ATTEMPTED.message.replace("{score}", String(card.myScore)) }
        : !card.canStart
          ? { kind: "NOT_ACTIVE", message: COMPETITION_REFUSALS.NOT_ACTIVE.message }
          : null;
  const shown = refusal ?? rule;
  const refusalTarget = (kind: Refusal) => (kind === "ALREADY_ATTEMPTED" ? competitionLeaderboardPath(id) : paths.member.competitions);

  const begin = () =>
    start.mutate(id, {
      onSuccess: onStarted,
      onError: (error) => {
        if (isApiError(error) && error.code in COMPETITION_REFUSALS)
          setRefusal({ kind: (error.code === "PAYMENT_REQUIRED" ? "ACCESS_DENIED" : error.code) as Refusal, message: error.message });
        else toast.error(t("loadFailed"), { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
      },
    });

  return (
    <Frame>
      <title>{`${card.title} · Berean`}</title>
      <Card className="mx-auto flex max-w-2xl flex-col gap-5 p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{card.title}</h1>
        <h2 className="font-semibold text-slate-900">{t("rules")}</h2>
        <ul className="flex flex-col gap-3 text-sm text-slate-700">
          <li className="flex gap-2">
            <Clock className="size-5 shrink-0 text-indigo-600" aria-hidden />
            {t("ruleClock", { count: card.questionCount, minutes: COMPETITION_SECONDS / 60 })}
          </li>
          <li className="flex gap-2">
            <Lock className="size-5 shrink-0 text-indigo-600" aria-hidden />
            {t("ruleLock")}
          </li>
          <li className="flex gap-2">
            <Trophy className="size-5 shrink-0 text-amber-500" aria-hidden />
            {t("ruleRank")}
          </li>
          {card.questionSetHash ? (
            <li className="flex gap-2">
              <ShieldCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
              <span className="flex min-w-0 flex-col gap-1">
                {t("ruleFingerprint")}
                <FingerprintDetails>
                  <code className="font-mono break-all text-slate-500">{`SHA-256 ${card.questionSetHash}`}</code>
                </FingerprintDetails>
              </span>
            </li>
          ) : null}
        </ul>
        <Button size="lg" onClick={begin} disabled={start.isPending || shown !== null} className="self-start">
          {start.isPending ? t("starting") : t("startCompetition")}
        </Button>
      </Card>
      <MessageDialog
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open && shown) void navigate(refusalTarget(shown.kind));
        }}
        title={shown ? COMPETITION_REFUSALS[shown.kind].title : ""}
        description={shown?.message ?? ""}
        onAction={() => shown && void navigate(refusalTarget(shown.kind))}
      />
    </Frame>
  );
}

function CompetitionNotFound() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>{t("notFoundPageTitle")}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t("notFoundTitle")}</h1>
      <p className="text-slate-600">{t("notFoundText")}</p>
      <Button variant="secondary" onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden />
        {t("back")}
      </Button>
    </div>
  );
}

/** The competition's completion page: the percent score, and the way to its board. A second submit (another tab) says so. */
function Completed({ competitionId, outcome }: { competitionId: number; outcome: AttemptOutcome | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: competitionsQueryOptions.queryKey });
    if (outcome) toast.success(t("quizCompleted"), { description: t("yourScore", { score: outcome.score }) });
    else toast.error(COMPETITION_REFUSALS.ALREADY_SUBMITTED.title, { description: COMPETITION_REFUSALS.ALREADY_SUBMITTED.message });
  }, [outcome, queryClient, t]);
  const minutes = outcome ? Math.floor(outcome.secondsUsed / 60) : 0;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-600">
        <Trophy className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{outcome ? t("quizCompleted") : COMPETITION_REFUSALS.ALREADY_SUBMITTED.title}</h1>
      {outcome ? (
        <>
          <p className="text-lg text-slate-700">{t("yourScore", { score: outcome.score })}</p>
          <p className="text-sm text-slate-600">
            {t("correctIn", { correct: outcome.correct, questions: outcome.questions, minutes, seconds: String(outcome.secondsUsed % 60).padStart(2, "0") })}
          </p>
        </>
      ) : (
        <p className="text-slate-700">{COMPETITION_REFUSALS.ALREADY_SUBMITTED.message}</p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={competitionLeaderboardPath(competitionId)}>{t("viewLeaderboard")}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.member.competitions}>{t("backToCompetitions")}</Link>
        </Button>
      </div>
    </div>
  );
}
