import { BookOpen, ChartLine, Check, Crown, FilePen, FileText, Infinity as InfinityIcon, MonitorPlay, Sparkles, Trophy, XCircle } from "lucide-react";
import { Navigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { formatCents } from "@berean/domain";
import { PageHeader } from "../../components/page-header";
import { ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useBilling, useStartCheckout } from "./api/billing";

const FREE_FEATURES = [
  "One quiz a week",
  "Answer review with every verse",
  "Leaderboards and the Saturday live event",
  "Groups, and hosted games of up to 10 players",
  "Practice (20 questions a day), the review deck and memory verses",
  "Every book page of the Bible Hub to read",
];
const PRO_FEATURES = [
  { text: "Unlimited quizzes, every day", icon: InfinityIcon },
  { text: "Paid competitions with prize pools", icon: Trophy },
  { text: "Custom quizzes from the question bank and questions you write: share them with your groups or print them", icon: FilePen },
  { text: "Every category's quizzes, as many as you like", icon: BookOpen },
  { text: "Hosted games of up to 500 players", icon: MonitorPlay },
  { text: "New quizzes in early access, a week before everyone", icon: Sparkles },
  { text: "A printable study sheet for every book of the Bible", icon: FileText },
  { text: "Unlimited practice, and My progress by book and topic", icon: ChartLine },
  { text: "Cancel any time from your settings", icon: Check },
];

/** The checkout could not start: the server's reason, or the fallbacks of docs/product.md part 2 §8. */
function checkoutErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status >= 500) return "Failed to create checkout session.";
    if (error.status > 0) return error.message;
  }
  return "Something went wrong.";
}

/** /dashboard/upgrade: Free (current) and Pro; Pro members go to their dashboard (docs/product.md part 2 §2 'Upgrade page'). */
export function UpgradePage() {
  const billing = useBilling();
  const checkout = useStartCheckout();
  const [search] = useSearchParams();
  const canceled = search.get("checkout") === "canceled";

  if (billing.isPending) {
    return (
      <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner />
        <p>Checking your plan...</p>
      </div>
    );
  }
  if (billing.isError) {
    return <ErrorState message="Failed to load your plan." onRetry={() => void billing.refetch()} retrying={billing.isFetching} />;
  }
  if (billing.data.plan === "pro") return <Navigate to={paths.member.dashboard} replace />;

  const redirecting = checkout.isPending || checkout.isSuccess;
  const upgrade = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error("Upgrade failed", { description: checkoutErrorMessage(error) }),
    });

  return (
    <>
      <PageHeader title="Upgrade to Pro" description="Unlimited quizzes in every category and paid competitions, for less than a coffee a month." />
      {canceled ? (
        <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <XCircle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <p>
            <span className="font-semibold">Payment canceled.</span> You have not been charged; you can upgrade whenever you like.
          </p>
        </div>
      ) : null}
      {billing.data.provider === "local" ? (
        <p className="mb-6 rounded-lg border border-dashed border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span className="font-bold tracking-wide">TEST MODE</span>: payments go to Berean's own test checkout. No real card is charged.
        </p>
      ) : null}

      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        <Card className="flex flex-col gap-5 p-6">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900">Free</h2>
            <Badge tone="green">Current plan</Badge>
          </div>
          <p>
            <span className="text-4xl font-bold tracking-tight text-slate-900">$0</span>
            <span className="text-slate-500"> / month</span>
          </p>
          <ul className="flex flex-col gap-2.5 text-sm text-slate-700">
            {FREE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
          <Button variant="secondary" disabled className="mt-auto">
            Current Plan
          </Button>
        </Card>

        <Card className="relative flex flex-col gap-5 border-indigo-300 p-6 ring-2 ring-indigo-600">
          <div className="flex items-center justify-between gap-3">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Crown className="size-5 text-violet-600" aria-hidden />
              Pro
            </h2>
            <Badge tone="purple">Most popular</Badge>
          </div>
          <p>
            <span className="text-4xl font-bold tracking-tight text-slate-900">{formatCents(billing.data.proPriceCents)}</span>
            <span className="text-slate-500"> / month</span>
          </p>
          <ul className="flex flex-col gap-2.5 text-sm text-slate-700">
            {PRO_FEATURES.map(({ text, icon: Icon }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
          <Button onClick={upgrade} disabled={redirecting} className="mt-auto">
            {redirecting ? "Redirecting to Payment..." : "Upgrade to Pro"}
          </Button>
        </Card>
      </div>
    </>
  );
}
