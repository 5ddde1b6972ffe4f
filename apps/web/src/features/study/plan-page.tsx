import { localReference } from "@berean/domain";
import { ArrowLeft, Check } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { isApiError } from "../../lib/api";
import { useCurrentPlan, usePlan } from "./api/plans";
import { PlanStartButton } from "./plan-start-button";
import { useT } from "./messages";
import { StudyTabs } from "./study-tabs";

/** One study plan: what it covers and its days in order, the ones done ticked when the member follows it. */
export function PlanPage() {
  const t = useT();
  const { locale } = useLocale();
  const { slug = "" } = useParams();
  const plan = usePlan(slug);
  const current = useCurrentPlan();

  const back = (
    <Link to={paths.member.plans} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-600 hover:text-indigo-500">
      <ArrowLeft className="size-4" aria-hidden />
      {t("allStudyPlans")}
    </Link>
  );

  if (plan.isPending || current.isPending) {
    return (
      <>
        <StudyTabs />
        {back}
        <DelayedSpinner label={t("loadingPlan")} />
      </>
    );
  }
  if (plan.isError || current.isError) {
    const missing = plan.isError && isApiError(plan.error) && plan.error.status === 404;
    return (
      <>
        <StudyTabs />
        {back}
        <ErrorState
          title={missing ? t("planNotFound") : t("planLoadFailed")}
          message={missing ? t("planMissing") : (plan.error?.message ?? current.error?.message ?? t("pleaseTryAgain"))}
          onRetry={missing ? undefined : () => void Promise.all([plan.refetch(), current.refetch()])}
          retrying={plan.isFetching || current.isFetching}
        />
      </>
    );
  }

  const follow = current.data;
  const following = follow?.plan.slug === plan.data.slug ? follow : null;
  return (
    <>
      <StudyTabs />
      {back}
      <PageHeader
        title={plan.data.title}
        description={t("planDescription", { covers: plan.data.covers, count: plan.data.totalDays })}
        actions={
          following ? (
            <Button asChild>
              <Link to={paths.member.plans}>{t("todaysReadingLink")}</Link>
            </Button>
          ) : (
            <PlanStartButton plan={plan.data} current={follow} />
          )
        }
      />
      {following ? (
        <p className="mb-4 text-sm text-slate-600">{t("followingProgress", { done: following.daysDone, total: following.plan.totalDays })}</p>
      ) : null}
      <Card className="p-2 sm:p-4">
        <ol className="divide-y divide-slate-100">
          {plan.data.days.map((day) => {
            const done = following !== null && day.day <= following.daysDone;
            const today = following !== null && !following.completed && day.day === following.day;
            return (
              <li key={day.day} className="flex items-center gap-3 px-2 py-2.5 text-sm">
                <span className="w-14 shrink-0 font-medium text-slate-500">{t("dayNumber", { day: day.day })}</span>
                <span className="flex-1 text-slate-900">{localReference(day.reading, locale)}</span>
                {done ? (
                  <span className="inline-flex items-center gap-1 text-emerald-700">
                    <Check className="size-4" aria-hidden />
                    {t("dayDone")}
                  </span>
                ) : today ? (
                  <span className="font-medium text-indigo-700">{t("dayToday")}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </Card>
    </>
  );
}
