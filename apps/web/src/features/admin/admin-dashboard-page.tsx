import {
  Award,
  BarChart3,
  ClipboardList,
  Database,
  Eye,
  Gauge,
  Inbox,
  ShieldAlert,
  Target,
  Timer,
  Trophy,
  Upload,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { toast } from "sonner";
import { formatDuration, SUPPLY_WARNING_WEEKS } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { paths } from "../../config/paths";
import { cn } from "../../lib/cn";
import { formatDateTime, orDash } from "../../lib/format";
import { useAdminAttention } from "./api/admin-attention";
import { useAdminOverview, useSetMembershipFlag, type AdminOverview } from "./api/overview";
import { useT, type AdminKey, type AdminT } from "./messages";

/** An axis tick: 'Nov 25', the calendar day without its year (the chart's 30 days need the room). */
const chartDay = (t: AdminT, day: string) => t.intl.formatDate(new Date(`${day}T12:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" });

const statCards: { key: keyof AdminOverview["counts"]; label: AdminKey; icon: LucideIcon; to: string }[] = [
  { key: "users", label: "statUsers", icon: Users, to: paths.admin.users },
  { key: "attempts", label: "statAttempts", icon: ClipboardList, to: paths.admin.attempts },
  { key: "averageScore", label: "statAverageScore", icon: Target, to: paths.admin.attempts },
  { key: "highestScore", label: "statHighestScore", icon: Trophy, to: paths.admin.attempts },
  { key: "pageViews", label: "statPageViews", icon: Eye, to: paths.admin.pageViews },
  { key: "groups", label: "statGroups", icon: UsersRound, to: paths.admin.groups },
];

const quickActions: { label: AdminKey; to: string; icon: LucideIcon }[] = [
  { label: "actionCreateCompetition", to: paths.admin.competitions, icon: Award },
  { label: "actionUploadQuestions", to: paths.admin.upload, icon: Upload },
  { label: "actionReviewAttempts", to: paths.admin.attempts, icon: ClipboardList },
  { label: "actionManageUsers", to: paths.admin.users, icon: Users },
];

/** What waits for an admin, each with the way to it; nothing is said when nothing waits. */
function NeedsAttention() {
  const t = useT();
  const attention = useAdminAttention().data;
  if (!attention || attention.heldAttempts + attention.openMessages === 0) return null;
  const waiting = [
    {
      n: attention.heldAttempts,
      text: t("attentionHeld", { count: attention.heldAttempts }),
      action: t("attentionReview"),
      to: paths.admin.attempts,
      icon: ShieldAlert,
    },
    {
      n: attention.openMessages,
      text: t("attentionMessages", { count: attention.openMessages }),
      action: t("attentionOpenInbox"),
      to: paths.admin.inbox,
      icon: Inbox,
    },
  ].filter((w) => w.n > 0);
  return (
    <section aria-labelledby="attention-heading" className="mb-8 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="attention-heading" className="text-sm font-semibold text-amber-950">
        {t("attentionHeading")}
      </h2>
      <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-8">
        {waiting.map(({ text, action, to, icon: Icon }) => (
          <li key={to} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-950">
            <Icon className="size-4 shrink-0 text-amber-700" aria-hidden />
            <span>{text}</span>
            <Link to={to} className="font-semibold text-amber-900 underline hover:text-amber-950">
              {action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The sealed supply's Saturdays left (docs/architecture.md §4 'Sealed and open'): said always, as a
 * warning under SUPPLY_WARNING_WEEKS, and as what happens with none (the event does not open).
 */
function SealedSupply({ supply }: { supply: AdminOverview["sealedSupply"] }) {
  const t = useT();
  const low = supply.weeks < SUPPLY_WARNING_WEEKS;
  const text = supply.weeks === 0 ? t("supplyEmpty") : t("supplyHolds", { questions: supply.questions, weeks: supply.weeks });
  return (
    <p
      role={low ? "alert" : undefined}
      className={cn(
        "mt-4 rounded-lg border px-4 py-3 text-sm",
        low ? "border-amber-200 bg-amber-50 text-amber-900" : "border-slate-200 bg-white text-slate-700",
      )}
    >
      <span className={low ? "font-semibold" : undefined}>{text}</span>
      {low ? ` ${t("supplyLow", { weeks: SUPPLY_WARNING_WEEKS })} ` : " "}
      <Link to={`${paths.admin.questions}?access=sealed`} className="font-medium underline">
        {t("seeSealed")}
      </Link>
    </p>
  );
}

/** A card's figure; the average and highest of no finished attempt are '—', not 0. */
function figureOf(t: AdminT, data: AdminOverview, key: keyof AdminOverview["counts"]): string {
  const scored = data.scoreDistribution.some((bucket) => bucket.attempts > 0);
  if ((key === "averageScore" || key === "highestScore") && !scored) return orDash(null);
  return t.intl.formatNumber(data.counts[key]);
}

function StatCard({ label, icon: Icon, to, value }: { label: string; icon: LucideIcon; to: string; value: string | undefined }) {
  return (
    <Card className="transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <Link to={to} className="flex items-start justify-between gap-4 p-5 focus:outline-none">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-600">{label}</span>
          {value === undefined ? (
            <span aria-hidden className="mt-1 h-8 w-16 animate-pulse rounded-md bg-slate-200" />
          ) : (
            <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">{value}</span>
          )}
        </div>
        <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon className="size-5" aria-hidden />
        </span>
      </Link>
    </Card>
  );
}

function uptime(t: AdminT, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? t("uptimeDays", { days, hours }) : hours ? t("uptimeHours", { hours, minutes }) : t("uptimeMinutes", { minutes });
}

/** /admin: the figures, recent activity, quick actions, the membership flag, system status and charts (docs/product.md part 2 §2 'Admin dashboard'). */
export function AdminDashboardPage() {
  const t = useT();
  const overview = useAdminOverview();
  const setFlag = useSetMembershipFlag();
  const data = overview.data;
  return (
    <>
      <PageHeader title={t("dashboardTitle")} description={t("dashboardDescription")} />
      <NeedsAttention />
      <section aria-labelledby="overview-heading" aria-busy={overview.isPending} className="mb-8">
        <h2 id="overview-heading" className="sr-only">
          {t("overview")}
        </h2>
        {overview.isError ? (
          <ErrorState title={t("overviewFailed")} message={overview.error.message} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-6">
            {statCards.map((card) => (
              <li key={card.key}>
                <StatCard {...card} label={t(card.label)} value={data ? figureOf(t, data, card.key) : undefined} />
              </li>
            ))}
          </ul>
        )}
        {data ? <SealedSupply supply={data.sealedSupply} /> : null}
        {data && data.counts.questions === 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            {t.rich("bankEmpty", {
              link: (chunks) => (
                <Link to={paths.admin.upload} className="font-semibold text-indigo-600 hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
      </section>

      {data ? (
        <div className="grid gap-6 xl:grid-cols-3">
          <Card className="min-w-0 p-5 xl:col-span-2">
            <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
              <BarChart3 className="size-5 text-indigo-600" aria-hidden />
              {t("attemptsPerDay")}
            </h2>
            <p className="mb-3 text-sm text-slate-600">{t("attemptsPerDayHint")}</p>
            <div className="h-56" role="img" aria-label={t("attemptsChart", { count: data.attemptsPerDay.reduce((s, d) => s + d.attempts, 0) })}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.attemptsPerDay.map((d) => ({ ...d, label: chartDay(t, d.day) }))} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                  <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#64748b" }} interval="preserveStartEnd" minTickGap={16} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} />
                  <Tooltip cursor={{ fill: "#eef2ff" }} formatter={(value) => [t.intl.formatNumber(Number(value)), t("tooltipAttempts")]} />
                  <Bar dataKey="attempts" fill="#4f46e5" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>

          <Card className="flex flex-col gap-4 p-5">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <Gauge className="size-5 text-indigo-600" aria-hidden />
              {t("systemStatus")}
            </h2>
            <dl className="flex flex-col gap-3 text-sm">
              <div className="flex items-center justify-between gap-3">
                <dt className="flex items-center gap-2 text-slate-600">
                  <Database className="size-4" aria-hidden />
                  {t("database", { kind: data.system.database.kind })}
                </dt>
                <dd>
                  {data.system.database.reachable ? (
                    <Badge tone="green">{t("reachable", { ms: data.system.database.latencyMs })}</Badge>
                  ) : (
                    <Badge tone="red">{t("unreachable")}</Badge>
                  )}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="flex items-center gap-2 text-slate-600">
                  <Timer className="size-4" aria-hidden />
                  {t("apiMedian")}
                </dt>
                <dd className="font-medium tabular-nums">
                  {data.system.apiP50Ms === null ? t("noRequests") : t("apiMs", { ms: data.system.apiP50Ms, count: data.system.apiRequests })}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="text-slate-600">{t("serverUp")}</dt>
                <dd className="font-medium">{uptime(t, data.system.uptimeSeconds)}</dd>
              </div>
            </dl>
            <label className="mt-2 flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
              <Checkbox
                checked={data.hideMembershipSection}
                disabled={setFlag.isPending}
                onCheckedChange={(checked) =>
                  setFlag.mutate(checked === true, {
                    onSuccess: ({ value }) => toast.success(value ? t("membershipHidden") : t("membershipShown")),
                    onError: () => toast.error(t("settingFailed")),
                  })
                }
                aria-describedby="membership-flag-hint"
              />
              <span>
                <span className="font-medium text-slate-900">{t("hideMembership")}</span>
                <span id="membership-flag-hint" className="mt-0.5 block text-xs text-slate-500">
                  {t("hideMembershipHint")}
                </span>
              </span>
            </label>
          </Card>

          <Card className="min-w-0 p-5 xl:col-span-2">
            <h2 className="mb-1 font-semibold text-slate-900">{t("scoreDistribution")}</h2>
            <p className="mb-3 text-sm text-slate-600">{t("scoreDistributionHint")}</p>
            <div className="h-48" role="img" aria-label={t("scoreChart")}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={data.scoreDistribution} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
                  <XAxis dataKey="range" tick={{ fontSize: 11, fill: "#64748b" }} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#64748b" }} />
                  <Tooltip cursor={{ fill: "#f5f3ff" }} formatter={(value) => [t.intl.formatNumber(Number(value)), t("tooltipAttempts")]} />
                  <Bar dataKey="attempts" fill="#7c3aed" radius={[3, 3, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>

          <Card className="p-5">
            <h2 className="mb-3 font-semibold text-slate-900">{t("quickActions")}</h2>
            <ul className="flex flex-col gap-2">
              {quickActions.map(({ label, to, icon: Icon }) => (
                <li key={label}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <Icon className="size-4" aria-hidden />
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>

          <Card className="min-w-0 p-5 xl:col-span-3">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h2 className="font-semibold text-slate-900">{t("recentActivity")}</h2>
              <Link to={paths.admin.activity} className="text-sm font-semibold text-indigo-600 hover:underline">
                {t("viewAll")}
              </Link>
            </div>
            {data.recentActivity.length === 0 ? (
              <p className="text-sm text-slate-500">{t("noActivities")}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {data.recentActivity.map((a, i) => (
                  <li key={`${a.at}-${i}`} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <span>
                      <span className="font-medium text-slate-900">{a.userName ?? t("deletedMember")}</span>
                      <span className="text-slate-600">{` · ${a.action}${a.quiz ? `: ${a.quiz}` : ""}${a.score !== null ? ` · ${a.score}` : ""}${a.seconds !== null ? ` ${t("activityIn", { time: formatDuration(a.seconds) })}` : ""}`}</span>
                    </span>
                    <span className="text-xs text-slate-500">{formatDateTime(a.at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      ) : null}
    </>
  );
}
