import { useQueryClient } from "@tanstack/react-query";
import { Award, CalendarDays, CheckCircle2, Clock, Crown, RefreshCw, RotateCcw, Ticket, Trophy, UserCheck, Users, XCircle } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { formatCents, type CompetitionCard, type EntryStatus } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { competitionLeaderboardPath, competitionQuizPath, paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useCurrentUser } from "../../lib/current-user";
import { formatDay } from "../../lib/format";
import { useT } from "./messages";
import { PrizeStatus } from "./prize-status";
import { useCheckoutStatus } from "../billing";
import { competitionsQueryOptions, useCompetitions, useJoinCompetition } from "./api/competitions";

/** After a paid entry, the member moves on to the competition quiz (docs/product.md part 2 §4 'Payment return'). */
const REDIRECT_AFTER_PAYMENT_MS = 3000;

const ENTRY_BADGES = {
  paid: { label: "entryPaid", tone: "green" },
  pending: { label: "entryPending", tone: "amber" },
  processing: { label: "entryProcessing", tone: "amber" },
  failed: { label: "entryFailed", tone: "red" },
  refunded: { label: "entryRefunded", tone: "neutral" },
} as const satisfies Record<EntryStatus, { label: string; tone: "green" | "amber" | "red" | "neutral" }>;
const STATUS_BADGES = {
  upcoming: { label: "statusUpcoming", tone: "sky" },
  active: { label: "statusActive", tone: "green" },
  completed: { label: "statusCompleted", tone: "neutral" },
  cancelled: { label: "statusCanceled", tone: "red" },
} as const;
/** A banner's lead in bold: the `<b>` of its message. */
const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;

/** /competitions: the upgrade pitch for free members; for Pro members the cards, joining and paying (docs/product.md part 2 §2 'Competitions'). */
export function CompetitionsPage() {
  const user = useCurrentUser();
  const pro = user.plan === "pro" || user.role === "admin";
  return pro ? <ProCompetitions /> : <UpgradePitch />;
}

function UpgradePitch() {
  const t = useT();
  return (
    <>
      <PageHeader title={t("competitions")} description={t("pitchDescription")} />
      <Card className="flex max-w-3xl flex-col gap-5 p-6 sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
          <Crown className="size-6" aria-hidden />
        </span>
        <h2 className="text-xl font-bold text-slate-900">{t("pitchHeading")}</h2>
        <ul className="flex flex-col gap-3 text-sm text-slate-700">
          <li className="flex gap-2">
            <Trophy className="size-5 shrink-0 text-amber-500" aria-hidden />
            {t("pitchPrizes")}
          </li>
          <li className="flex gap-2">
            <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
            {t("pitchFair")}
          </li>
          <li className="flex gap-2">
            <Award className="size-5 shrink-0 text-indigo-600" aria-hidden />
            {t("pitchQuizzes")}
          </li>
        </ul>
        <Button asChild className="self-start">
          <Link to={paths.member.upgrade}>
            <Crown aria-hidden />
            {t("upgradeToPro")}
          </Link>
        </Button>
      </Card>
    </>
  );
}

/** The payment return's banner for each way a checkout can end (docs/security.md 40: only a settled payment enters). */
const CHECKOUT_BANNERS = {
  processing: { tone: "amber", message: "checkoutProcessing" },
  refunded: { tone: "amber", message: "checkoutRefunded" },
  failed: { tone: "red", message: "checkoutFailed" },
  expired: { tone: "amber", message: "checkoutExpired" },
} as const;
const BANNER_TONES = {
  amber: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "text-amber-600" },
  red: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-600" },
} as const;

function PaymentBanners() {
  const t = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionId = search.get("success") === "true" ? search.get("session_id") : null;
  const freeEntry = search.get("success") === "true" ? Number(search.get("competition")) || null : null;
  const status = useCheckoutStatus(sessionId);
  const outcome = status.data?.status;
  const target = freeEntry ?? (outcome === "completed" ? status.data!.competitionId : null);

  // The checkout has settled one way or another: the cards show the entry as it now is.
  useEffect(() => {
    if (outcome && outcome !== "open") void queryClient.invalidateQueries({ queryKey: competitionsQueryOptions.queryKey });
  }, [outcome, queryClient]);

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => navigate(competitionQuizPath(target)), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  if (search.get("canceled") === "true") {
    return (
      <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <XCircle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
        <p>{t.rich("checkoutCanceled", { b: bold })}</p>
      </div>
    );
  }
  if (!sessionId && !freeEntry) return null;
  if (outcome && outcome !== "open" && outcome !== "completed") {
    const banner = CHECKOUT_BANNERS[outcome];
    const tone = BANNER_TONES[banner.tone];
    const Icon = outcome === "processing" ? Clock : outcome === "refunded" ? RotateCcw : XCircle;
    return (
      <div role="status" className={`mb-6 flex items-start gap-3 rounded-xl border p-4 text-sm ${tone.box}`}>
        <Icon className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} aria-hidden />
        <p>{t.rich(banner.message, { b: bold })}</p>
      </div>
    );
  }
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      {target ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden /> : <Spinner className="mt-0.5 size-5 text-emerald-600" />}
      <p>{t.rich(target ? "paymentEntered" : "paymentConfirming", { b: bold })}</p>
    </div>
  );
}

function ProCompetitions() {
  const t = useT();
  const competitions = useCompetitions();
  return (
    <>
      <PageHeader
        title={t("competitions")}
        description={t("proDescription")}
        actions={
          <Button variant="secondary" onClick={() => void competitions.refetch()} disabled={competitions.isFetching}>
            <RefreshCw className={competitions.isFetching ? "animate-spin" : undefined} aria-hidden />
            {t("refresh")}
          </Button>
        }
      />
      <PaymentBanners />
      {competitions.isPending ? (
        <DelayedSpinner label={t("loadingCompetitions")} />
      ) : competitions.isError ? (
        <ErrorState
          message={t("fetchFailed", { error: competitions.error.message })}
          onRetry={() => void competitions.refetch()}
          retrying={competitions.isFetching}
        />
      ) : competitions.data.competitions.length === 0 ? (
        <EmptyState title={t("noCompetitions")} description={t("noCompetitionsText")} />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {competitions.data.competitions.map((c) => (
            <li key={c.id}>
              <CompetitionCardView competition={c} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CompetitionCardView({ competition: c }: { competition: CompetitionCard }) {
  const t = useT();
  const join = useJoinCompetition();
  const navigate = useNavigate();
  const entered = c.myEntry?.status === "paid";
  const onJoin = () =>
    join.mutate(c.id, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast.error(t("joinFailed"), {
          description:
            isApiError(error) && error.status >= 500 ? t("checkoutSessionFailed") : isApiError(error) && error.status > 0 ? error.message : undefined,
        }),
    });
  const onStart = () => {
    if (!entered) {
      toast.error(t("paymentRequired"), { description: t("paymentRequiredText") });
      return;
    }
    navigate(competitionQuizPath(c.id));
  };

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_BADGES[c.status].tone}>{t(STATUS_BADGES[c.status].label)}</Badge>
        {entered ? <Badge tone="indigo">{t("entered")}</Badge> : null}
        {c.myEntry ? <Badge tone={ENTRY_BADGES[c.myEntry.status].tone}>{t(ENTRY_BADGES[c.myEntry.status].label)}</Badge> : null}
      </div>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{c.title}</h2>
        {c.description ? <p className="mt-1 text-sm text-slate-600">{c.description}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2 flex items-center gap-2 text-slate-700">
          <CalendarDays className="size-4 text-slate-400" aria-hidden />
          <dt className="sr-only">{t("dates")}</dt>
          <dd>{c.startDate === c.endDate ? formatDay(c.startDate) : t("dateRange", { start: formatDay(c.startDate), end: formatDay(c.endDate) })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t("entryFee")}</dt>
          <dd className="font-semibold text-slate-900">{c.entryFeeCents === 0 ? t("free") : formatCents(c.entryFeeCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t("prizePool")}</dt>
          <dd className="font-semibold text-emerald-700">{formatCents(c.prizePoolCents)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users className="size-4 text-slate-400" aria-hidden />
          <dt className="sr-only">{t("entries")}</dt>
          <dd>{t("entriesCount", { count: c.entries })}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Ticket className="size-4 text-slate-400" aria-hidden />
          <dt className="sr-only">{t("seatsLeft")}</dt>
          <dd>{c.seatsLeft === null ? t("openSeats") : c.seatsLeft === 0 ? t("full") : t("seatsLeftCount", { count: c.seatsLeft })}</dd>
        </div>
        {c.minParticipants !== null ? (
          <div className="col-span-2 flex items-center gap-1.5 text-slate-700">
            <UserCheck className="size-4 text-slate-400" aria-hidden />
            <dt className="sr-only">{t("minimumEntrants")}</dt>
            <dd>{t("runsWithAtLeast", { count: c.minParticipants })}</dd>
          </div>
        ) : null}
      </dl>
      {c.cancelledShort && c.myEntry ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          <RotateCcw className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {t("canceledShort", { count: c.minParticipants! })}
        </p>
      ) : null}
      {c.myScore !== null ? <p className="text-sm font-medium text-slate-700">{t("yourScore", { score: c.myScore })}</p> : null}
      {c.myPrize ? <PrizeStatus payout={c.myPrize} /> : null}
      {c.myResultUnderReview ? (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.rich("underReview", { b: bold })}
        </p>
      ) : null}
      {c.myEntry?.status === "processing" ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Clock className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
          {t("paymentProcessingNote")}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {c.canJoin ? (
          <Button onClick={onJoin} disabled={join.isPending || join.isSuccess}>
            {join.isPending || join.isSuccess ? t("redirecting") : c.entryFeeCents === 0 ? t("join") : t("joinFee", { fee: formatCents(c.entryFeeCents) })}
          </Button>
        ) : null}
        {c.myScore === null && (entered || c.status === "active") ? (
          <Button onClick={onStart} disabled={!c.canStart} variant={c.canJoin ? "secondary" : "primary"}>
            {t("startQuiz")}
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={competitionLeaderboardPath(c.id)}>{t("leaderboard")}</Link>
        </Button>
      </div>
    </Card>
  );
}
