import { ASSIGNMENT_STATUS_LABELS, type AssignmentQuiz, type AssignmentStatus } from "@berean/domain";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, Lock, Play } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeProps } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { paths, quizPath, resultPath } from "../../config/paths";
import { useServerText } from "../../i18n";
import { cn } from "../../lib/cn";
import { formatShortDay } from "../../lib/format";
import { assignableQuizzesQueryOptions } from "./api/assignments";
import { useT } from "./messages";

const statusTone: Record<AssignmentStatus, BadgeProps["tone"]> = {
  not_started: "neutral",
  in_progress: "sky",
  finished: "green",
  finished_late: "amber",
};

/** 'Not started', 'In progress', 'Finished', 'Finished late'. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const said = useServerText();
  return <Badge tone={statusTone[status]}>{said(ASSIGNMENT_STATUS_LABELS[status])}</Badge>;
}

/** 'Finished 3 of 12 members': the leaders' figure, of the people the assignment is for (role 'member'; leaders are listed beside them, not counted). */
export function FinishedOfMembers({ counts }: { counts: { finished: number; members: number } }) {
  const t = useT();
  return t("finishedOfMembers", { finished: counts.finished, members: counts.members });
}

const isDone = (status: AssignmentStatus) => status === "finished" || status === "finished_late";

/** Past its due instant and not finished by the member. */
export const isOverdue = (dueAt: string | null, status: AssignmentStatus) => dueAt !== null && !isDone(status) && Date.parse(dueAt) <= Date.now();

/**
 * 'Due Fri, Nov 27' (the due day as the group's zone counts it, never shifted to the viewer's),
 * 'No due date', or, for a member who has not finished in time, 'Overdue: was due Fri, Nov 27'.
 */
export function DueDate({
  dueDate,
  dueAt,
  status,
  className,
}: {
  dueDate: string | null;
  dueAt: string | null;
  status?: AssignmentStatus;
  className?: string;
}) {
  const t = useT();
  if (dueDate === null) return <span className={cn("text-slate-500", className)}>{t("noDueDate")}</span>;
  if (status && isOverdue(dueAt, status)) {
    return <span className={cn("font-medium text-red-700", className)}>{t("overdue", { day: formatShortDay(dueDate) })}</span>;
  }
  return <span className={cn("text-slate-700", className)}>{t("due", { day: formatShortDay(dueDate) })}</span>;
}

/**
 * Where a member goes from an assignment: its result once finished, else the quiz's own page (a
 * published quiz's or a custom quiz's player), which starts the attempt or resumes the unfinished one.
 */
export function AssignmentAction({
  quiz,
  status,
  attemptId,
  size = "sm",
  className,
}: {
  quiz: AssignmentQuiz;
  status: AssignmentStatus;
  attemptId: number | null;
  size?: "sm" | "md";
  className?: string;
}) {
  const t = useT();
  if (isDone(status)) {
    return attemptId === null ? null : (
      <Button asChild variant="secondary" size={size} className={className}>
        <Link to={resultPath(attemptId)} aria-label={t("viewResultLabel", { title: quiz.title })}>
          <CircleCheck aria-hidden />
          {t("viewResult")}
        </Link>
      </Button>
    );
  }
  return <StartQuiz quiz={quiz} status={status} size={size} className={className} />;
}

/**
 * 'Start quiz' or 'Resume quiz', unless the quiz list (which knows the free plan's week and which
 * assignments spare it) says the server would refuse: then what is true instead, as quiz cards do
 * (docs/architecture.md §4 'Attempts').
 */
function StartQuiz({ quiz, status, size, className }: { quiz: AssignmentQuiz; status: AssignmentStatus; size: "sm" | "md"; className?: string }) {
  const t = useT();
  // Only published quizzes are on the quiz list; a custom quiz's own page says what stands in the way.
  const card = useQuery({ ...assignableQuizzesQueryOptions, enabled: quiz.kind === "quiz" }).data?.quizzes.find((q) => q.id === quiz.id);
  if (quiz.kind === "quiz" && card?.myStatus === "free_weekly_limit" && status !== "in_progress") {
    return (
      <p
        className={cn(
          "flex h-9 items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 text-sm font-medium whitespace-nowrap text-slate-600",
          className,
        )}
      >
        <Lock className="size-4 shrink-0 text-slate-400" aria-hidden />
        {t("nextFreeQuiz")}
      </p>
    );
  }
  const resume = status === "in_progress";
  return (
    <Button asChild size={size} className={className}>
      <Link
        to={quiz.kind === "quiz" ? quizPath(quiz.id) : paths.member.customQuizPlay(quiz.id)}
        aria-label={t(resume ? "resumeQuizLabel" : "startQuizLabel", { title: quiz.title })}
      >
        <Play aria-hidden />
        {t(resume ? "resumeQuiz" : "startQuiz")}
      </Link>
    </Button>
  );
}
