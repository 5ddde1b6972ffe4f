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
import { useT } from "./messages";

const FREE_FEATURES = ["freeWeekly", "freeReview", "freeBoards", "freeGroups", "freePractice", "freeHub"] as const;
const PRO_FEATURES = [
  { text: "proUnlimited", icon: InfinityIcon },
  { text: "proCompetitions", icon: Trophy },
  { text: "proCustom", icon: FilePen },
  { text: "proCategories", icon: BookOpen },
  { text: "proGames", icon: MonitorPlay },
  { text: "proEarly", icon: Sparkles },
  { text: "proStudySheet", icon: FileText },
  { text: "proPractice", icon: ChartLine },
  { text: "proCancel", icon: Check },
] as const;

/** The checkout could not start: the server's reason, or the fallbacks of docs/product.md part 2 §8. */
function checkoutErrorMessage(error: unknown, t: ReturnType<typeof useT>): string {
  if (isApiError(error)) {
    if (error.status >= 500) return t("checkoutCreateFailed");
    if (error.status > 0) return error.message;
  }
  return t("somethingWrong");
}

/** /dashboard/upgrade: Free (current) and Pro; Pro members go to their dashboard (docs/product.md part 2 §2 'Upgrade page'). */
export function UpgradePage() {
  const t = useT();
  const billing = useBilling();
  const checkout = useStartCheckout();
  const [search] = useSearchParams();
  const canceled = search.get("checkout") === "canceled";

  if (billing.isPending) {
    return (
      <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner />
        <p>{t("checkingPlan")}</p>
      </div>
    );
  }
  if (billing.isError) {
    return <ErrorState message={t("planLoadFailed")} onRetry={() => void billing.refetch()} retrying={billing.isFetching} />;
  }
  if (billing.data.plan === "pro") return <Navigate to={paths.member.dashboard} replace />;

  const redirecting = checkout.isPending || checkout.isSuccess;
  const upgrade = () =>
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(t("upgradeFailed"), { description: checkoutErrorMessage(error, t) }),
    });

  return (
    <>
      <PageHeader title={t("upgradeToPro")} description={t("upgradeDescription")} />
      {canceled ? (
        <div role="status" className="mb-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <XCircle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <p>{t.rich("upgradeCanceled", { b: (chunks) => <span className="font-semibold">{chunks}</span> })}</p>
        </div>
      ) : null}
      {billing.data.provider === "local" ? (
        <p className="mb-6 rounded-lg border border-dashed border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t.rich("testModeCheckout", { b: (chunks) => <span className="font-bold tracking-wide">{chunks}</span> })}
        </p>
      ) : null}

      <div className="grid max-w-4xl gap-6 md:grid-cols-2">
        <Card className="flex flex-col gap-5 p-6">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900">{t("free")}</h2>
            <Badge tone="green">{t("currentPlanBadge")}</Badge>
          </div>
          <p>
            <span className="text-4xl font-bold tracking-tight text-slate-900">$0</span>
            <span className="text-slate-500">{` ${t("slashMonth")}`}</span>
          </p>
          <ul className="flex flex-col gap-2.5 text-sm text-slate-700">
            {FREE_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                {t(feature)}
              </li>
            ))}
          </ul>
          <Button variant="secondary" disabled className="mt-auto">
            {t("currentPlan")}
          </Button>
        </Card>

        <Card className="relative flex flex-col gap-5 border-indigo-300 p-6 ring-2 ring-indigo-600">
          <div className="flex items-center justify-between gap-3">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Crown className="size-5 text-violet-600" aria-hidden />
              {t("pro")}
            </h2>
            <Badge tone="purple">{t("mostPopular")}</Badge>
          </div>
          <p>
            <span className="text-4xl font-bold tracking-tight text-slate-900">{formatCents(billing.data.proPriceCents)}</span>
            <span className="text-slate-500">{` ${t("slashMonth")}`}</span>
          </p>
          <ul className="flex flex-col gap-2.5 text-sm text-slate-700">
            {PRO_FEATURES.map(({ text, icon: Icon }) => (
              <li key={text} className="flex items-start gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
                {t(text)}
              </li>
            ))}
          </ul>
          <Button onClick={upgrade} disabled={redirecting} className="mt-auto">
            {redirecting ? t("redirectingToPayment") : t("upgradeToPro")}
          </Button>
        </Card>
      </div>
    </>
  );
}
