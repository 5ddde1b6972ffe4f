import { ClipboardList, FileQuestion, ListChecks, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ComingSoon } from "../../components/coming-soon";
import { ErrorState } from "../../components/page-states";
import { PageHeader } from "../../components/page-header";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useAdminOverview, type AdminOverview } from "./get-overview";

const statCards: { key: keyof AdminOverview; label: string; icon: LucideIcon; to: string }[] = [
  { key: "users", label: "Total Users", icon: Users, to: paths.admin.users },
  { key: "questions", label: "Total Questions", icon: FileQuestion, to: paths.admin.questions },
  { key: "quizzes", label: "Total Quizzes", icon: ListChecks, to: paths.admin.quizzes },
  { key: "attempts", label: "Total Attempts", icon: ClipboardList, to: paths.admin.attempts },
];

const numberFormat = new Intl.NumberFormat("en-US");

function StatCard({
  label,
  icon: Icon,
  to,
  value,
}: {
  label: string;
  icon: LucideIcon;
  to: string;
  value: number | undefined;
}) {
  return (
    <Card className="transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md">
      <Link to={to} className="flex items-start justify-between gap-4 p-5 focus:outline-none">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-600">{label}</span>
          {value === undefined ? (
            <span aria-hidden className="mt-1 h-8 w-16 animate-pulse rounded-md bg-slate-200" />
          ) : (
            <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
              {numberFormat.format(value)}
            </span>
          )}
        </div>
        <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon className="size-5" aria-hidden />
        </span>
      </Link>
    </Card>
  );
}

export function AdminDashboardPage() {
  const overview = useAdminOverview();
  return (
    <>
      <PageHeader title="Admin Dashboard" description="An overview of Berean's members and content." />
      <section aria-labelledby="overview-heading" aria-busy={overview.isPending} className="mb-10">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        {overview.isError ? (
          <ErrorState
            title="Could not load the overview"
            message={overview.error.message}
            onRetry={() => void overview.refetch()}
            retrying={overview.isFetching}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {statCards.map((card) => (
              <li key={card.key}>
                <StatCard {...card} value={overview.data?.[card.key]} />
              </li>
            ))}
          </ul>
        )}
        {overview.data && overview.data.questions === 0 ? (
          <p className="mt-4 text-sm text-slate-600">
            The question bank is empty.{" "}
            <Link to={paths.admin.upload} className="font-semibold text-indigo-600 hover:underline">
              Upload questions
            </Link>{" "}
            to get started.
          </p>
        ) : null}
      </section>
      <ComingSoon title="More admin tools are on their way">
        <p>Recent activity, quick actions and site settings will appear here.</p>
      </ComingSoon>
    </>
  );
}
