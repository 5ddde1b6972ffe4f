import type { GroupAssignment } from "@berean/domain";
import { BarChart3, ClipboardList, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { groupAssignmentPath } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useGroupAssignments, useRemoveAssignment } from "./api/assignments";
import { AssignQuizDialog } from "./assign-quiz-dialog";
import { AssignmentAction, AssignmentStatusBadge, DueDate, FinishedOfMembers } from "./assignment-status";
import { useT } from "./messages";

/**
 * The group page's assignments (docs/architecture.md §4 'Groups'): each with its due day, note and
 * the viewer's own status and way in; for leaders how many finished, their view of every member,
 * 'Remove', and 'Assign a quiz'. Renders its own section and heading.
 */
export function GroupAssignments({ groupId, canAssign, groupName }: { groupId: number; canAssign: boolean; groupName: string }) {
  const t = useT();
  const assignments = useGroupAssignments(groupId);
  const [assigning, setAssigning] = useState(false);
  const manage = canAssign || (assignments.data?.canManage ?? false);
  const assignButton = (
    <Button size="sm" onClick={() => setAssigning(true)}>
      <Plus aria-hidden />
      {t("assignQuiz")}
    </Button>
  );
  return (
    <section aria-labelledby="group-assignments" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="group-assignments" className="text-lg font-semibold text-slate-900">
          {t("assignments")}
        </h2>
        {manage && assignments.data?.assignments.length ? assignButton : null}
      </div>
      {assignments.isPending ? (
        <DelayedSpinner label={t("loadingAssignments")} />
      ) : assignments.isError ? (
        <ErrorState message={t("assignmentsLoadFailed")} onRetry={() => void assignments.refetch()} retrying={assignments.isFetching} />
      ) : assignments.data.assignments.length === 0 ? (
        <EmptyState
          icon={<ClipboardList className="size-8" aria-hidden />}
          title={t("noAssignments")}
          description={manage ? t("noAssignmentsLeader", { group: groupName }) : t("noAssignmentsMember")}
          action={manage ? assignButton : undefined}
        />
      ) : (
        <ul aria-label={t("assignmentsOf", { group: groupName })} className="flex flex-col gap-3">
          {assignments.data.assignments.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard assignment={assignment} manage={manage} groupName={groupName} />
            </li>
          ))}
        </ul>
      )}
      {manage ? (
        <AssignQuizDialog
          open={assigning}
          onClose={() => setAssigning(false)}
          groupId={groupId}
          groupName={groupName}
          assigned={assignments.data?.assignments ?? []}
        />
      ) : null}
    </section>
  );
}

function AssignmentCard({ assignment, manage, groupName }: { assignment: GroupAssignment; manage: boolean; groupName: string }) {
  const t = useT();
  const { quiz } = assignment;
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveAssignment(assignment.groupId);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{quiz.title}</h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <DueDate dueDate={assignment.dueDate} dueAt={assignment.dueAt} status={assignment.myStatus} />
            {assignment.assignedBy ? <span className="text-slate-500">{t("assignedByPerson", { name: assignment.assignedBy })}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AssignmentStatusBadge status={assignment.myStatus} />
          {assignment.myScore !== null ? (
            <span className="text-sm font-semibold text-slate-900 tabular-nums">{t("scoreValue", { score: assignment.myScore })}</span>
          ) : null}
        </div>
      </div>
      {assignment.note ? (
        <p className="whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{assignment.note}</p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <AssignmentAction quiz={quiz} status={assignment.myStatus} attemptId={assignment.myAttemptId} className="w-full sm:w-auto" />
        {manage ? (
          <>
            {assignment.counts ? (
              <span className="text-sm text-slate-600 sm:ml-auto">
                <FinishedOfMembers counts={assignment.counts} />
              </span>
            ) : null}
            <Button asChild variant="secondary" size="sm" className="w-full sm:w-auto">
              <Link to={groupAssignmentPath(assignment.groupId, assignment.id)} aria-label={t("viewResultsLabel", { title: quiz.title })}>
                <BarChart3 aria-hidden />
                {t("viewResults")}
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="w-full text-red-700 hover:bg-red-50 hover:text-red-800 sm:w-auto"
              onClick={() => setRemoving(true)}
              aria-label={t("removeLabel", { title: quiz.title })}
            >
              <Trash2 aria-hidden />
              {t("remove")}
            </Button>
          </>
        ) : null}
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t("removeTitle")}
        description={t("removeDescription", { title: quiz.title, group: groupName })}
        confirmLabel={t("remove")}
        busyLabel={t("removing")}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(assignment.id);
            setRemoving(false);
            toast.success(t("removedToast"), { description: quiz.title });
          } catch (error) {
            toast.error(t("removeFailed"), { description: isApiError(error) ? error.message : undefined });
          }
        }}
      />
    </Card>
  );
}
