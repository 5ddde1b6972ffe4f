import { localReference, type PlanFollow, type StudyPlanSummary } from "@berean/domain";
import { BookOpenText } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { useCurrentPlan, usePlans } from "./api/plans";
import { PlanStartButton } from "./plan-start-button";
import { PlanTodayCard } from "./plan-today-card";
import { useT } from "./messages";
import { StudyTabs } from "./study-tabs";

function PlanCard({ plan, current }: { plan: StudyPlanSummary; current: PlanFollow | null }) {
  const t = useT();
  const { locale } = useLocale();
  const following = current?.plan.slug === plan.slug;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{plan.title}</h3>
          {following ? <Badge tone="green">{t("following")}</Badge> : null}
        </div>
        <p className="text-sm text-slate-600">{plan.covers}</p>
        <p className="text-sm text-slate-500">
          {t("planLength", { count: plan.totalDays, first: localReference(plan.firstReading, locale), last: localReference(plan.lastReading, locale) })}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">
          {following ? null : <PlanStartButton plan={plan} current={current} size="sm" />}
          <Link to={paths.member.plan(plan.slug)} className="text-sm font-medium text-indigo-600 hover:text-indigo-500 hover:underline">
            {t.rich("seeDays", { title: plan.title, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Link>
        </div>
      </Card>
    </li>
  );
}

/**
 * Study plans (docs/architecture.md §4 'Study'): the plan the member follows as today's card, and
 * every plan to choose from, with its length and what it covers.
 */
export function PlansPage() {
  const t = useT();
  const current = useCurrentPlan();
  const plans = usePlans();

  let body;
  if (current.isPending || plans.isPending) {
    body = <DelayedSpinner label={t("loadingPlans")} />;
  } else if (current.isError || plans.isError) {
    body = (
      <ErrorState
        title={t("plansLoadFailed")}
        message={current.error?.message ?? plans.error?.message ?? t("pleaseTryAgain")}
        onRetry={() => void Promise.all([current.refetch(), plans.refetch()])}
        retrying={current.isFetching || plans.isFetching}
      />
    );
  } else {
    const follow = current.data;
    body = (
      <div className="flex flex-col gap-8">
        {follow ? (
          <PlanTodayCard follow={follow} />
        ) : (
          <EmptyState icon={<BookOpenText className="size-8" aria-hidden />} title={t("notFollowing")} description={t("notFollowingDetail")} />
        )}
        <section aria-labelledby="all-plans" className="flex flex-col gap-4">
          <h2 id="all-plans" className="text-lg font-semibold text-slate-900">
            {follow ? t("allPlans") : t("choosePlan")}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {plans.data.plans.map((plan) => (
              <PlanCard key={plan.slug} plan={plan} current={follow} />
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <>
      <StudyTabs />
      <PageHeader title={t("plansTitle")} description={t("plansDescription")} />
      {body}
    </>
  );
}
