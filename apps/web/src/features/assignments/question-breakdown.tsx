import { INSIGHT_MIN_FINISHED, type AssignmentQuestionInsight } from "@berean/domain";
import { Lock } from "lucide-react";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Card } from "../../components/ui/card";
import { useAssignmentInsight } from "./api/assignments";

const HELD_TEXT = "Held back";
/** Why a live quiz's questions show nothing here (docs/architecture.md §4 'Sealed and open'). */
const HELD_WHY =
  "This quiz's questions are live on Berean: each member sees their answers in their own review once they finish it, and nobody else does, leaders included. A custom quiz you build from the bank and your own questions shows every question here.";

/** '67%' and '2 of 3', or null without a tally. */
function shareRight(q: AssignmentQuestionInsight): { percent: number; text: string } | null {
  if (q.held || !q.tally || q.tally.asked === 0) return null;
  const percent = Math.round((q.tally.right / q.tally.asked) * 100);
  return { percent, text: `${q.tally.right} of ${q.tally.asked}` };
}

const columns: ColumnDef<AssignmentQuestionInsight, unknown>[] = [
  { id: "position", header: "#", accessorFn: (q) => q.position, cell: ({ row }) => row.original.position, meta: { cellClassName: "w-12 tabular-nums" } },
  {
    id: "question",
    header: "Question",
    enableSorting: false,
    cell: ({ row }) => {
      const q = row.original;
      if (q.held) return <span className="text-slate-500">{HELD_TEXT}</span>;
      return (
        <span className="flex flex-col gap-1">
          <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{q.text}</span>
          <span className="text-emerald-800 [overflow-wrap:anywhere]">{`Answer: ${q.options[q.correctIndex] ?? ""}`}</span>
          {q.reference ? (
            <span className="text-xs text-slate-500">
              <cite className="font-medium not-italic text-slate-600">{q.reference}</cite>
              {q.verseText ? <span className="[overflow-wrap:anywhere]">{` — ${q.verseText}`}</span> : null}
            </span>
          ) : null}
        </span>
      );
    },
    meta: { cellClassName: "md:min-w-[18rem] whitespace-normal" },
  },
  {
    id: "right",
    header: "Right",
    meta: { align: "right" },
    accessorFn: (q) => shareRight(q)?.percent,
    sortingFn: "basic",
    sortUndefined: "last",
    cell: ({ row }) => {
      const share = shareRight(row.original);
      return share ? (
        <span className="flex flex-col items-end">
          <span className="font-semibold tabular-nums text-slate-900">{`${share.percent}%`}</span>
          <span className="text-xs text-slate-500">{share.text}</span>
        </span>
      ) : (
        "—"
      );
    },
  },
  {
    id: "wrong",
    header: "Top wrong answer",
    enableSorting: false,
    cell: ({ row }) => {
      const q = row.original;
      if (q.held || !q.tally) return "—";
      if (!q.tally.topWrong) return <span className="text-slate-500">None</span>;
      const count = q.tally.topWrong.count;
      return (
        <span className="flex flex-col">
          <span className="text-slate-900 [overflow-wrap:anywhere]">{q.options[q.tally.topWrong.optionIndex]}</span>
          <span className="text-xs text-slate-500">{`Chosen by ${count} ${count === 1 ? "member" : "members"}`}</span>
        </span>
      );
    },
    meta: { cellClassName: "md:min-w-[12rem] whitespace-normal" },
  },
];

/**
 * The assignment's questions in the quiz's order (docs/architecture.md §4 'Groups'): how many of
 * the group's finished members got each right, the wrong answer chosen most, and the verse. The
 * server decides what may be shown (the one key rule): a live quiz's questions come back held,
 * and this says why rather than showing empty cells.
 */
export function QuestionBreakdown({ groupId, assignmentId, title }: { groupId: number; assignmentId: number; title: string }) {
  const insight = useAssignmentInsight(groupId, assignmentId);
  return (
    <section aria-labelledby="question-breakdown" className="mt-8 flex flex-col gap-3">
      <h2 id="question-breakdown" className="text-lg font-semibold text-slate-900">
        Question by question
      </h2>
      {insight.isPending ? (
        <DelayedSpinner label="Loading the questions" />
      ) : insight.isError ? (
        <ErrorState message="The questions could not be loaded." onRetry={() => void insight.refetch()} retrying={insight.isFetching} />
      ) : insight.data.questions.length === 0 ? (
        <Card className="p-5">
          <EmptyState title="No questions" description="This quiz has no questions left to show." />
        </Card>
      ) : insight.data.questions.every((q) => q.held) ? (
        <Card className="flex gap-3 p-5 text-sm text-slate-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <p>
            <span className="font-medium text-slate-900">{`Answers held back. `}</span>
            {HELD_WHY}
          </p>
        </Card>
      ) : (
        <>
          {insight.data.finished < INSIGHT_MIN_FINISHED ? (
            <p className="text-sm text-slate-600">
              {`How the group answered appears once ${INSIGHT_MIN_FINISHED} members have finished (${insight.data.finished} so far), so that no one's answers can be told apart.`}
            </p>
          ) : null}
          {insight.data.questions.some((q) => q.held) ? (
            <p className="text-sm text-slate-600">
              {"A question marked 'Held back' has since gone into a live quiz on Berean: its answer stays sealed until members finish that quiz."}
            </p>
          ) : null}
          <DataTable
            data={insight.data.questions}
            columns={columns}
            rowId={(q) => String(q.position)}
            minWidth="min-w-[44rem]"
            caption={`Question by question: ${title}`}
            initialSort={{ id: "position", desc: false }}
          />
        </>
      )}
    </section>
  );
}
