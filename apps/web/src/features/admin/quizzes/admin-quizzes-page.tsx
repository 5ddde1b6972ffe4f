import { CheckCircle2, ClipboardList, Eye, ListChecks, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminQuiz, AdminQuizSort, QuestionPick, QuizStatus } from "@berean/domain";
import { DataTable, SearchBox, type ColumnDef } from "../../../components/data-table";
import { FormDialog } from "../../../components/form-dialog";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { getQuizPool, useAdminQuizzes, useDeleteQuiz, useQuizPool } from "../api/admin-content";
import { CounterCards } from "../counter-cards";
import { QuizForm } from "./quiz-form";
import { formatDate } from "../../../lib/format";

export const QUIZ_STATUS = {
  active: { label: "Active", tone: "green" },
  draft: { label: "Draft", tone: "amber" },
  archived: { label: "Archived", tone: "neutral" },
} as const;

const SEASON_NAMES = { advent: "Advent", lent: "Lent", pentecost: "Pentecost" } as const;

const columns: ColumnDef<AdminQuiz, unknown>[] = [
  {
    id: "title",
    header: "Quiz Details",
    accessorKey: "title",
    meta: { cellClassName: "min-w-48 max-w-md" },
    cell: ({ row: { original: q } }) => (
      <>
        <span className="block font-medium text-slate-900">{q.title}</span>
        <span className="line-clamp-1 text-xs text-slate-500">{q.description || "No description"}</span>
      </>
    ),
  },
  { id: "questions", header: "Questions", accessorKey: "questions", meta: { align: "right" } },
  { id: "attempts", header: "Attempts", accessorKey: "attempts", meta: { align: "right" } },
  { id: "avgScore", header: "Avg Score", accessorKey: "avgScore", cell: ({ row: { original: q } }) => q.avgScore ?? "—", meta: { align: "right" } },
  {
    id: "status",
    header: "Status",
    accessorKey: "status",
    cell: ({ row: { original: q } }) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Badge tone={QUIZ_STATUS[q.status].tone}>{QUIZ_STATUS[q.status].label}</Badge>
        {/* Published and archived with its season by the server; a draft stays off (docs/architecture.md §4 'Seasonal quizzes'). */}
        {q.season ? (
          <Badge tone="purple" title="Active only in its season; set it to Draft to keep it off">{`Seasonal: ${SEASON_NAMES[q.season]}`}</Badge>
        ) : null}
      </span>
    ),
  },
  {
    id: "created",
    header: "Created",
    accessorKey: "createdAt",
    cell: ({ row: { original: q } }) => formatDate(q.createdAt),
    meta: { cellClassName: "whitespace-nowrap" },
  },
];

type Editing = { quiz: AdminQuiz | null; questions: QuestionPick[] } | null;

/** /admin/quizzes (docs/product.md part 2 §2 'Admin quiz management'): counters, the table, create, view, edit, delete (or archive). */
export function AdminQuizzesPage() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ id: AdminQuizSort; desc: boolean }>({ id: "created", desc: true });
  const [status, setStatus] = useState<QuizStatus | "">("");
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const quizzes = useAdminQuizzes({ search: search || undefined, status: status || undefined, sort: sort.id, order: sort.desc ? "desc" : "asc", page });
  const remove = useDeleteQuiz();
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<AdminQuiz | null>(null);
  const [deleting, setDeleting] = useState<AdminQuiz | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const edit = async (quiz: AdminQuiz) => {
    setOpening(quiz.id);
    try {
      const { questions } = await getQuizPool(quiz.id);
      setEditing({ quiz, questions: questions.map((q) => ({ id: q.id, text: q.question, reference: q.reference, difficulty: q.difficulty })) });
    } catch {
      toast.error("Error", { description: "Failed to load questions." });
    } finally {
      setOpening(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { outcome } = await remove.mutateAsync(deleting.id);
      if (outcome === "deleted") toast.success("Quiz deleted successfully!", { description: "The quiz and all associated data have been removed." });
      else toast.success("Quiz archived", { description: "It has attempts, so it was archived with its history instead of deleted." });
      setDeleting(null);
    } catch {
      toast.error("Deletion failed", { description: "Failed to delete the quiz. Please try again." });
    }
  };

  const counters = quizzes.data?.counters;

  return (
    <>
      <PageHeader
        title="Quizzes"
        description="Create quizzes from the bank, edit them, and retire them."
        actions={
          <Button onClick={() => setEditing({ quiz: null, questions: [] })}>
            <Plus aria-hidden />
            Create Quiz
          </Button>
        }
      />
      <CounterCards
        items={[
          { label: "Total Quizzes", value: counters?.totalQuizzes, icon: ListChecks },
          { label: "Total Attempts", value: counters?.totalAttempts, icon: ClipboardList },
          { label: "Active Quizzes", value: counters?.activeQuizzes, icon: CheckCircle2 },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label="Search quizzes" placeholder="Search by title" value={text} onChange={setText} />
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Status
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as QuizStatus | "");
              setPage(1);
            }}
            className={cn(inputClasses, "h-10 w-auto")}
          >
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="draft">Draft</option>
            <option value="archived">Archived</option>
          </select>
        </label>
      </div>
      <QueryState
        query={quizzes}
        label="Loading quizzes"
        errorMessage="Failed to load quizzes."
        isEmpty={(data) => data.quizzes.length === 0}
        empty={
          <EmptyState
            title="No quizzes found"
            description={search || status ? "Nothing matches these filters." : "Create the first quiz from the question bank."}
          />
        }
      >
        {(data) => (
          <DataTable
            data={data.quizzes}
            columns={columns}
            rowId={(q) => String(q.id)}
            minWidth="min-w-[56rem]"
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AdminQuizSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: ["quiz", "quizzes"], busy: quizzes.isFetching, onPage: setPage }}
            rowActions={(q) => (
              <>
                <Button size="sm" variant="ghost" aria-label={`View: ${q.title}`} onClick={() => setViewing(q)}>
                  <Eye aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Edit: ${q.title}`} disabled={opening === q.id} onClick={() => void edit(q)}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete: ${q.title}`} onClick={() => setDeleting(q)}>
                  <Trash2 aria-hidden className="text-red-600" />
                </Button>
              </>
            )}
          />
        )}
      </QueryState>

      <FormDialog
        wide
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.quiz ? "Edit Quiz" : "Create Quiz"}
        description={editing?.quiz ? "Attempts already made keep the questions they drew." : "Each attempt draws its 25 questions from the quiz's pool."}
      >
        {editing ? <QuizForm quiz={editing.quiz} initialQuestions={editing.questions} onDone={() => setEditing(null)} /> : null}
      </FormDialog>

      <QuizDetails quiz={viewing} onClose={() => setViewing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete “${deleting?.title ?? ""}”?`}
        description="This removes the quiz with its question links, attempts and associated data. A quiz members have already taken is archived instead, so their results and the leaderboards keep their history."
        confirmLabel="Delete Quiz"
        busyLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </>
  );
}

function QuizDetails({ quiz, onClose }: { quiz: AdminQuiz | null; onClose: () => void }) {
  const pool = useQuizPool(quiz?.id ?? null);
  return (
    <Dialog open={quiz !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{quiz?.title}</DialogTitle>
          <DialogDescription>{quiz?.description || "No description"}</DialogDescription>
        </DialogHeader>
        {quiz ? (
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {[
              ["Questions", quiz.questions],
              ["Attempts", quiz.attempts],
              ["Avg Score", quiz.avgScore ?? "—"],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-500">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <QueryState
          query={pool}
          label="Loading questions"
          errorMessage="Failed to load questions."
          isEmpty={(data) => data.questions.length === 0}
          empty={<p className="text-sm text-slate-500">This quiz doesn't have any questions assigned.</p>}
        >
          {(data) => (
            <ol className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
              {data.questions.map((q, i) => (
                <li key={q.id} className="px-3 py-2">
                  <span className="block">{`${i + 1}. ${q.question}`}</span>
                  <span className="text-xs text-emerald-700">{`Answer: ${q.correct}`}</span>
                  <span className="text-xs text-slate-500">{` · ${q.reference ?? "no reference"} · ${q.difficulty}`}</span>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
