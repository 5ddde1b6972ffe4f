import { ArrowRight, BarChart3, BookOpen, Clock, Flame, ListChecks, Trophy } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ComingSoon } from "../../components/coming-soon";
import { PageHeader } from "../../components/page-header";
import { PlanBadge } from "../../components/plan-badge";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useCurrentUser } from "../../lib/current-user";
import { displayName } from "../../lib/session";

interface QuickLink {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const quickLinks: QuickLink[] = [
  {
    title: "My Quizzes",
    description: "Every quiz you have taken, with your best scores.",
    to: paths.member.quizzes,
    icon: ListChecks,
  },
  {
    title: "Leaderboard",
    description: "See who is leading this week, this month and all time.",
    to: paths.member.leaderboard,
    icon: Trophy,
  },
  {
    title: "Recent Attempts",
    description: "Your latest attempts, scores and time used.",
    to: paths.member.recentAttempts,
    icon: Clock,
  },
];

const upcoming: { label: string; icon: LucideIcon }[] = [
  { label: "Your stats at a glance", icon: BarChart3 },
  { label: "Daily devotional streak", icon: Flame },
  { label: "Quizzes picked for you", icon: BookOpen },
];

export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={`Welcome back, ${displayName(user)}`}
        aside={<PlanBadge plan={user.plan} />}
        description="Ready for today's quiz? Every question cites the verse that answers it."
      />

      <section aria-labelledby="quick-links" className="mb-10">
        <h2 id="quick-links" className="sr-only">
          Quick links
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {quickLinks.map(({ title, description, to, icon: Icon }) => (
            <li key={to}>
              <Card className="group h-full transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
                <Link to={to} className="flex h-full flex-col gap-3 p-5 focus:outline-none">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex items-center gap-1 font-semibold text-slate-900">
                    {title}
                    <ArrowRight
                      className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-indigo-600"
                      aria-hidden
                    />
                  </span>
                  <span className="text-sm text-slate-600">{description}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <ComingSoon title="Your full dashboard is on its way">
        <p>Soon this space will show your progress and help you keep a daily rhythm:</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {upcoming.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
            >
              <Icon className="size-3.5 text-indigo-500" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </ComingSoon>
    </>
  );
}
