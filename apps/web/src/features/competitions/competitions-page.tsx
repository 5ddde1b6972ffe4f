import { useQueryClient } from "@tanstack/react-query";
import { Award, CalendarDays, CheckCircle2, Clock, Crown, RefreshCw, RotateCcw, Ticket, Trophy, UserCheck, Users, XCircle } from "lucide-react";
import { useEffect } from "react";
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
import { formatDay, plural } from "../../lib/format";
import { PrizeStatus } from "./prize-status";
import { useCheckoutStatus } from "../billing";
import { competitionsQueryOptions, useCompetitions, useJoinCompetition } from "./api/competitions";

/** After a paid entry, the member moves on to the competition quiz (docs/product.md part 2 §4 'Payment return'). */
const REDIRECT_AFTER_PAYMENT_MS = 3000;

const ENTRY_BADGES: Record<EntryStatus, { label: string; tone: "green" | "amber" | "red" | "neutral" }> = {
  paid: { label: "Payment completed", tone: "green" },
  pending: { label: "Payment pending", tone: "amber" },
  processing: { label: "Payment processing", tone: "amber" },
  failed: { label: "Payment failed", tone: "red" },
  refunded: { label: "Refunded", tone: "neutral" },
};
const STATUS_BADGES = {
  upcoming: { label: "Upcoming", tone: "sky" },
  active: { label: "Active", tone: "green" },
  completed: { label: "Completed", tone: "neutral" },
  cancelled: { label: "Canceled", tone: "red" },
} as const;

/** /competitions: the upgrade pitch for free members; for Pro members the cards, joining and paying (docs/product.md part 2 §2 'Competitions'). */
export function CompetitionsPage() {
  const user = useCurrentUser();
  const pro = user.plan === "pro" || user.role === "admin";
  return pro ? <ProCompetitions /> : <UpgradePitch />;
}

function UpgradePitch() {
  return (
    <>
      <PageHeader title="Competitions" description="Prize competitions for Pro members." />
      <Card className="flex max-w-3xl flex-col gap-5 p-6 sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
          <Crown className="size-6" aria-hidden />
        </span>
        <h2 className="text-xl font-bold text-slate-900">Compete for prizes with Berean Pro</h2>
        <ul className="flex flex-col gap-3 text-sm text-slate-700">
          <li className="flex gap-2">
            <Trophy className="size-5 shrink-0 text-amber-500" aria-hidden />
            30-minute contests with a prize pool: 50 %, 30 % and 20 % to the top three.
          </li>
          <li className="flex gap-2">
            <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
            Provably fair: the question set's fingerprint is published when a contest opens, and every entrant gets a receipt.
          </li>
          <li className="flex gap-2">
            <Award className="size-5 shrink-0 text-indigo-600" aria-hidden />
            Unlimited quizzes in every category come with Pro too.
          </li>
        </ul>
        <Button asChild className="self-start">
          <Link to={paths.member.upgrade}>
            <Crown aria-hidden />
            Upgrade to Pro
          </Link>
        </Button>
      </Card>
    </>
  );
}

/** The payment return's banner for each way a checkout can end (docs/security.md 40: only a settled payment enters). */
const CHECKOUT_BANNERS = {
  processing: {
    tone: "amber",
    title: "Payment processing.",
    text: "Your bank is confirming the payment. You are entered as soon as it clears; there is nothing more to do.",
  },
  refunded: {
    tone: "amber",
    title: "Payment refunded.",
    text: "The competition filled up or closed, or your Pro plan ended, before your payment arrived, so you have not been entered and your entry fee has been refunded in full.",
  },
  failed: { tone: "red", title: "Payment failed.", text: "Your payment did not go through, so you have not been entered. You can join again." },
  expired: { tone: "amber", title: "Checkout expired.", text: "That checkout closed before it was paid. You have not been charged; join again to pay." },
} as const;
const BANNER_TONES = {
  amber: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "text-amber-600" },
  red: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-600" },
} as const;

function PaymentBanners() {
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
        <p>
          <span className="font-semibold">Payment canceled.</span> You have not been charged and have not entered.
        </p>
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
        <p>
          <span className="font-semibold">{banner.title}</span> {banner.text}
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
      {target ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden /> : <Spinner className="mt-0.5 size-5 text-emerald-600" />}
      <p>
        <span className="font-semibold">Payment successful!</span>{" "}
        {target ? "You are entered. Taking you to the competition in a moment…" : "Confirming your entry…"}
      </p>
    </div>
  );
}

function ProCompetitions() {
  const competitions = useCompetitions();
  return (
    <>
      <PageHeader
        title="Competitions"
        description="Pay the entry, play 30 minutes when it opens, and climb for the prize pool."
        actions={
          <Button variant="secondary" onClick={() => void competitions.refetch()} disabled={competitions.isFetching}>
            <RefreshCw className={competitions.isFetching ? "animate-spin" : undefined} aria-hidden />
            Refresh
          </Button>
        }
      />
      <PaymentBanners />
      {competitions.isPending ? (
        <DelayedSpinner label="Loading competitions" />
      ) : competitions.isError ? (
        <ErrorState
          message={`Failed to fetch competitions: ${competitions.error.message}`}
          onRetry={() => void competitions.refetch()}
          retrying={competitions.isFetching}
        />
      ) : competitions.data.competitions.length === 0 ? (
        <EmptyState title="No competitions yet" description="New competitions appear here the moment an administrator announces one." />
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
  const join = useJoinCompetition();
  const navigate = useNavigate();
  const entered = c.myEntry?.status === "paid";
  const onJoin = () =>
    join.mutate(c.id, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast.error("Failed to join competition. Please try again.", {
          description:
            isApiError(error) && error.status >= 500 ? "Failed to create checkout session" : isApiError(error) && error.status > 0 ? error.message : undefined,
        }),
    });
  const onStart = () => {
    if (!entered) {
      toast.error("Payment Required", { description: "You must complete payment before starting the quiz" });
      return;
    }
    navigate(competitionQuizPath(c.id));
  };

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_BADGES[c.status].tone}>{STATUS_BADGES[c.status].label}</Badge>
        {entered ? <Badge tone="indigo">Entered</Badge> : null}
        {c.myEntry ? <Badge tone={ENTRY_BADGES[c.myEntry.status].tone}>{ENTRY_BADGES[c.myEntry.status].label}</Badge> : null}
      </div>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{c.title}</h2>
        {c.description ? <p className="mt-1 text-sm text-slate-600">{c.description}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2 flex items-center gap-2 text-slate-700">
          <CalendarDays className="size-4 text-slate-400" aria-hidden />
          <dt className="sr-only">Dates</dt>
          <dd>{c.startDate === c.endDate ? formatDay(c.startDate) : `${formatDay(c.startDate)} to ${formatDay(c.endDate)}`}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Entry fee</dt>
          <dd className="font-semibold text-slate-900">{c.entryFeeCents === 0 ? "Free" : formatCents(c.entryFeeCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Prize pool</dt>
          <dd className="font-semibold text-emerald-700">{formatCents(c.prizePoolCents)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Users className="size-4 text-slate-400" aria-hidden />
          <dt className="sr-only">Entries</dt>
          <dd>{plural(c.entries, "entry", "entries")}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Ticket className="size-4 text-slate-400" aria-hidden />
          <dt className="sr-only">Seats left</dt>
          <dd>{c.seatsLeft === null ? "Open seats" : c.seatsLeft === 0 ? "Full" : `${plural(c.seatsLeft, "seat")} left`}</dd>
        </div>
        {c.minParticipants !== null ? (
          <div className="col-span-2 flex items-center gap-1.5 text-slate-700">
            <UserCheck className="size-4 text-slate-400" aria-hidden />
            <dt className="sr-only">Minimum entrants</dt>
            <dd>{`Runs with at least ${plural(c.minParticipants, "entrant")}`}</dd>
          </div>
        ) : null}
      </dl>
      {c.cancelledShort && c.myEntry ? (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          <RotateCcw className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {`Canceled — fewer than ${plural(c.minParticipants!, "entrant")}; your entry fee was refunded`}
        </p>
      ) : null}
      {c.myScore !== null ? <p className="text-sm font-medium text-slate-700">{`Your score: ${c.myScore}%`}</p> : null}
      {c.myPrize ? <PrizeStatus payout={c.myPrize} /> : null}
      {c.myResultUnderReview ? (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Under review</span>: answered faster than a person can usually read, so your result is off the board and prizes until
          an administrator has looked at it.
        </p>
      ) : null}
      {c.myEntry?.status === "processing" ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <Clock className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
          Your payment is processing. You are entered as soon as it clears.
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {c.canJoin ? (
          <Button onClick={onJoin} disabled={join.isPending || join.isSuccess}>
            {join.isPending || join.isSuccess ? "Redirecting…" : c.entryFeeCents === 0 ? "Join" : `Join: ${formatCents(c.entryFeeCents)}`}
          </Button>
        ) : null}
        {c.myScore === null && (entered || c.status === "active") ? (
          <Button onClick={onStart} disabled={!c.canStart} variant={c.canJoin ? "secondary" : "primary"}>
            Start Quiz
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={competitionLeaderboardPath(c.id)}>Leaderboard</Link>
        </Button>
      </div>
    </Card>
  );
}
