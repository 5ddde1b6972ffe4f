import { ArrowRight, FileText, Play, Trophy, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { PlanBadge } from "../../components/plan-badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/current-user";
import { cn } from "../../lib/cn";
import { displayName } from "../../lib/session";
import { useDashboard } from "./api/history";
import { MembershipSection, PaymentConfirmation, RenewalFailedBanner } from "../billing";
import { LiveEventBanner } from "../events";
import { EarnedBadges } from "../certificates";
import { MyGroupsCard } from "../groups";
import { FirstStepsCard } from "./first-steps-card";
import { AssignedToYou } from "../assignments";
import { LeaderboardPanel } from "./leaderboard-panel";
import { RecentAttemptsList } from "./recent-attempts-list";
import { StatCards } from "./stat-cards";
import { StreakCard } from "./streak-card";
import { StudyCard } from "./study-card";
import { useT } from "./messages";

interface QuickAction {
  title: "takeQuiz" | "leaderboard" | "latestResult";
  description: "takeQuizDescription" | "leaderboardDescription" | "latestResultDescription";
  to: string;
  icon: LucideIcon;
}

// docs/product.md part 1 §2: quick actions to /quiz-selection, /leaderboard and /result/latest.
const quickActions: QuickAction[] = [
  { title: "takeQuiz", description: "takeQuizDescription", to: paths.member.quizSelection, icon: Play },
  { title: "leaderboard", description: "leaderboardDescription", to: paths.member.leaderboard, icon: Trophy },
  { title: "latestResult", description: "latestResultDescription", to: paths.member.resultLatest, icon: FileText },
];

export function DashboardPage() {
  const t = useT();
  const user = useCurrentUser();
  const [quizId, setQuizId] = useState<number | undefined>(undefined);
  const [panelCollapsed, setPanelCollapsed] = useState(false);
  const dashboard = useDashboard(quizId);

  return (
    // Room on the right for the floating leaderboard panel on desktop screens (1280 px and up).
    <div className={cn(panelCollapsed ? "xl:pr-16" : "xl:pr-[21rem]")}>
      <PageHeader title={t("welcomeBack", { name: displayName(user) })} aside={<PlanBadge plan={user.plan} />} description={t("dashboardDescription")} />

      <PaymentConfirmation />
      <RenewalFailedBanner />
      <LiveEventBanner />
      <EarnedBadges />
      <AssignedToYou className="mb-6" />
      <FirstStepsCard />

      <section aria-labelledby="quick-actions" className="mb-6">
        <h2 id="quick-actions" className="sr-only">
          {t("quickActions")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {quickActions.map(({ title, description, to, icon: Icon }) => (
            <li key={to}>
              <Card className="group h-full transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
                <Link to={to} className="flex h-full items-center gap-3 p-4 focus:outline-none">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold text-balance text-slate-900 group-hover:text-indigo-700">{t(title)}</span>
                    {/* Hidden where the floating leaderboard leaves the cards narrow. */}
                    <span className="text-xs text-slate-600 xl:hidden 2xl:block">{t(description)}</span>
                  </span>
                  <ArrowRight
                    className="ml-auto size-4 shrink-0 text-slate-400 xl:hidden 2xl:block transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600"
                    aria-hidden
                  />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {dashboard.isPending ? (
        <DelayedSpinner label={t("loadingDashboard")} />
      ) : dashboard.isError ? (
        <ErrorState message={t("historyFailed")} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <>
          <section aria-labelledby="stats" className="mb-6">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <h2 id="stats" className="text-lg font-semibold text-slate-900">
                {t("yourStats")}
              </h2>
              <label className="flex items-center gap-2 text-sm text-slate-600">
                {t("filterByQuiz")}
                <select
                  value={quizId ?? ""}
                  onChange={(event) => setQuizId(event.target.value ? Number(event.target.value) : undefined)}
                  className="h-9 max-w-[14rem] rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <option value="">{t("allQuizzes")}</option>
                  {dashboard.data.quizzesTaken.map((q) => (
                    <option key={q.quizId} value={q.quizId}>
                      {q.quizTitle}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <StatCards stats={dashboard.data.stats} />
          </section>

          {dashboard.data.showMembership ? <MembershipSection plan={user.plan} /> : null}

          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
            {/* Recent attempts beside the streak, then study and the groups across both columns, so neither column ends with a gap under it. */}
            <section aria-labelledby="recent" className="order-3 lg:order-1">
              <Card className="h-full p-5">
                <div className="mb-2 flex items-center justify-between gap-3">
                  <h2 id="recent" className="font-semibold text-slate-900">
                    {t("recentAttempts")}
                  </h2>
                  <Link to={paths.member.recentAttempts} className="text-sm font-medium text-indigo-600 hover:underline">
                    {t("viewAll")}
                  </Link>
                </div>
                {dashboard.data.recent.length === 0 ? (
                  <EmptyState
                    title={t("noAttemptsYet")}
                    description={t("noAttemptsYetDescription")}
                    action={
                      <Button asChild size="sm">
                        <Link to={paths.member.quizSelection}>{t("takeFirstQuiz")}</Link>
                      </Button>
                    }
                  />
                ) : (
                  <RecentAttemptsList attempts={dashboard.data.recent} />
                )}
              </Card>
            </section>
            <div className="order-1 lg:order-2">
              <StreakCard />
            </div>
            <div className="order-2 lg:order-3 lg:col-span-2">
              <StudyCard />
            </div>
            <div className="order-4 lg:col-span-2">
              <MyGroupsCard />
            </div>
          </div>
        </>
      )}
      <LeaderboardPanel collapsed={panelCollapsed} onCollapsedChange={setPanelCollapsed} />
    </div>
  );
}
