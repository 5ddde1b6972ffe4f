import { INSIGHT_MIN_FINISHED, localReference, type AssignmentQuestionInsight, type Locale } from "@berean/domain";
import { Lock } from "lucide-react";
import { useMemo } from "react";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { DelayedSpinner, EmptyState, ErrorState } from "../../components/page-states";
import { Card } from "../../components/ui/card";
import { useLocale } from "../../i18n";
import { useAssignmentInsight } from "./api/assignments";
import { useT, type T } from "./messages";

/** '67%' and '2 of 3', or null without a tally. */
function shareRight(q: AssignmentQuestionInsight, t: T): { percent: number; text: string } | null {
  if (q.held || !q.tally || q.tally.asked === 0) return null;
  const percent = Math.round((q.tally.right / q.tally.asked) * 100);
  return { percent, text: t("rightOfAsked", { right: q.tally.right, asked: q.tally.asked }) };
}

/** The breakdown's columns in the page's language, references as its readers write them. */
const breakdownColumns = (t: T, locale: Locale): ColumnDef<AssignmentQuestionInsight, unknown>[] => [
  { id: "position", header: "#", accessorFn: (q) => q.position, cell: ({ row }) => row.original.position, meta: { cellClassName: "w-12 tabular-nums" } },
  {
    id: "question",
    header: t("colQuestion"),
    enableSorting: false,
    cell: ({ row }) => {
      const q = row.original;
      if (q.held) return <span className="text-slate-500">{t("heldBack")}</span>;
      return (
        <span className="flex flex-col gap-1">
          <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{q.text}</span>
          <span className="text-emerald-800 [overflow-wrap:anywhere]">{t("answer", { answer: q.options[q.correctIndex] ?? "" })}</span>
          {q.reference ? (
            <span className="text-xs text-slate-500">
              <cite className="font-medium not-italic text-slate-600">{localReference(q.reference, locale)}</cite>
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
    header: t("colRight"),
    meta: { align: "right" },
    accessorFn: (q) => shareRight(q, t)?.percent,
    sortingFn: "basic",
    sortUndefined: "last",
    cell: ({ row }) => {
      const share = shareRight(row.original, t);
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
    header: t("colTopWrong"),
    enableSorting: false,
    cell: ({ row }) => {
      const q = row.original;
      if (q.held || !q.tally) return "—";
      if (!q.tally.topWrong) return <span className="text-slate-500">{t("none")}</span>;
      const count = q.tally.topWrong.count;
      return (
        <span className="flex flex-col">
          <span className="text-slate-900 [overflow-wrap:anywhere]">{q.options[q.tally.topWrong.optionIndex]}</span>
          <span className="text-xs text-slate-500">{t("chosenBy", { count })}</span>
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
  const t = useT();
  const { locale } = useLocale();
  const columns = useMemo(() => breakdownColumns(t, locale), [t, locale]);
  const insight = useAssignmentInsight(groupId, assignmentId);
  return (
    <section aria-labelledby="question-breakdown" className="mt-8 flex flex-col gap-3">
      <h2 id="question-breakdown" className="text-lg font-semibold text-slate-900">
        {t("questionByQuestion")}
      </h2>
      {insight.isPending ? (
        <DelayedSpinner label={t("loadingQuestions")} />
      ) : insight.isError ? (
        <ErrorState message={t("questionsLoadFailed")} onRetry={() => void insight.refetch()} retrying={insight.isFetching} />
      ) : insight.data.questions.length === 0 ? (
        <Card className="p-5">
          <EmptyState title={t("noQuestions")} description={t("noQuestionsDescription")} />
        </Card>
      ) : insight.data.questions.every((q) => q.held) ? (
        <Card className="flex gap-3 p-5 text-sm text-slate-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <p>
            <span className="font-medium text-slate-900">{`${t("answersHeldBack")} `}</span>
            {/* Why a live quiz's questions show nothing here (docs/architecture.md §4 'Sealed and open'). */}
            {t("heldWhy")}
          </p>
        </Card>
      ) : (
        <>
          {insight.data.finished < INSIGHT_MIN_FINISHED ? (
            <p className="text-sm text-slate-600">{t("insightWaiting", { min: INSIGHT_MIN_FINISHED, finished: insight.data.finished })}</p>
          ) : null}
          {insight.data.questions.some((q) => q.held) ? <p className="text-sm text-slate-600">{t("someHeld")}</p> : null}
          <DataTable
            data={insight.data.questions}
            columns={columns}
            rowId={(q) => String(q.position)}
            minWidth="min-w-[44rem]"
            caption={t("breakdownCaption", { title })}
            initialSort={{ id: "position", desc: false }}
          />
        </>
      )}
    </section>
  );
}
