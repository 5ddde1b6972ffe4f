import type { MyAssignment } from "@berean/domain";
import { BadgeCheck, ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { ErrorState } from "../../components/page-states";
import { Card } from "../../components/ui/card";
import { paths } from "../../config/paths";
import { useMyAssignments } from "./api/assignments";
import { AssignmentAction, AssignmentStatusBadge, DueDate } from "./assignment-status";
import { useT } from "./messages";

/**
 * 'Assigned to you' (dashboard and My Quizzes): the member's open assignments across their groups,
 * nearest due first, then the ones they finished this week. For a free member, an assignment that
 * spares the free week says so, so that 'Weekly Limit Reached' above it never reads as if it were
 * blocked too. Nothing at all while there are none (or while they load: the page around it carries on).
 */
export function AssignedToYou({ className }: { className?: string }) {
  const t = useT();
  const mine = useMyAssignments();
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <section aria-label={t("assignedToYou")} className={className}>
        <ErrorState message={t("mineLoadFailed")} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      </section>
    );
  }
  const { assignments } = mine.data;
  if (assignments.length === 0) return null;
  return (
    <section aria-labelledby="assigned-to-you" className={className}>
      <Card className="p-5">
        <h2 id="assigned-to-you" className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
          <ClipboardList className="size-5 text-indigo-600" aria-hidden />
          {t("assignedToYou")}
        </h2>
        <ul className="divide-y divide-slate-100">
          {assignments.map((assignment) => (
            <li key={assignment.id} className="py-3 first:pt-0 last:pb-0">
              <AssignedItem assignment={assignment} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function AssignedItem({ assignment }: { assignment: MyAssignment }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-xs text-slate-600">
          {t.rich("assignedByGroup", {
            group: assignment.groupName,
            link: (chunks) => (
              <Link to={paths.member.group(assignment.groupId)} className="font-medium text-indigo-700 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{assignment.quiz.title}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {assignment.recentlyFinished || assignment.myStatus === "in_progress" ? <AssignmentStatusBadge status={assignment.myStatus} /> : null}
          {assignment.recentlyFinished && assignment.myScore !== null ? (
            <span className="font-semibold text-slate-900 tabular-nums">{t("scoreValue", { score: assignment.myScore })}</span>
          ) : null}
          {assignment.recentlyFinished ? null : <DueDate dueDate={assignment.dueDate} dueAt={assignment.dueAt} status={assignment.myStatus} />}
        </p>
        {assignment.freeWeekExempt && !assignment.recentlyFinished ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-emerald-800">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            <span className="[overflow-wrap:anywhere]">{t("freeWeekExempt", { group: assignment.groupName })}</span>
          </p>
        ) : null}
        {assignment.note ? <p className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{assignment.note}</p> : null}
      </div>
      <AssignmentAction quiz={assignment.quiz} status={assignment.myStatus} attemptId={assignment.myAttemptId} className="w-full shrink-0 sm:w-auto" />
    </div>
  );
}
