import { AlertTriangle, BookOpen, Eye, FileQuestion, Layers, Link2, Lock, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { BOOKS, DIFFICULTIES, QUESTION_ACCESS, QUESTION_TOPICS, type AdminQuestion, type AdminQuestionSort, type QuestionAccess } from "@berean/domain";
import { DataTable, SearchBox, type ColumnDef } from "../../../components/data-table";
import { FormDialog } from "../../../components/form-dialog";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { inputClasses } from "../../../components/ui/input";
import { isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useDebouncedSearch } from "../../../lib/use-debounced-search";
import { useAdminQuestions, useDeleteQuestion } from "../api/admin-content";
import { CounterCards } from "../counter-cards";
import { QuestionForm } from "./question-form";
import { formatDate, plural } from "../../../lib/format";

const LETTERS = ["A", "B", "C", "D"] as const;
const DIFFICULTY_TONES = { easy: "green", medium: "amber", hard: "red" } as const;
const bookName = (slug: string | null) => BOOKS.find((b) => b.slug === slug)?.name ?? "General";
const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function Analysis({ q }: { q: AdminQuestion }) {
  const a = q.analysis;
  if (a.answered === 0) return <span className="text-slate-500">Not answered yet</span>;
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap tabular-nums">
      {a.flagged ? <AlertTriangle className="size-4 text-amber-600" aria-label="Flagged by item analysis" /> : null}
      {`${a.percentCorrect}% of ${a.answered}`}
      <span className="text-xs text-slate-500">{a.discrimination === null ? "" : `D ${a.discrimination.toFixed(2)}`}</span>
    </span>
  );
}

/** Who may see a question's key (docs/architecture.md §4 'Sealed and open'), as the list names it. */
const ACCESS_LABELS: Record<QuestionAccess, string> = { open: "Open", pool: "Quiz pool", sealed: "Sealed", private: "A leader's own" };
const accessParam = (value: string | null): QuestionAccess | "" =>
  (QUESTION_ACCESS as readonly string[]).includes(value ?? "") ? (value as QuestionAccess) : "";

/** The server sorts every column but the item analysis. */
const columns: ColumnDef<AdminQuestion, unknown>[] = [
  {
    id: "question",
    header: "Question",
    accessorKey: "question",
    meta: { cellClassName: "min-w-40 max-w-md" },
    cell: ({ row: { original: q } }) => (
      <>
        <span className="line-clamp-2 font-medium text-slate-900">{q.question}</span>
        <span className="text-xs text-emerald-700">{`${LETTERS[q.correctIndex]}: ${q.options[q.correctIndex]}`}</span>
        {q.openChallenges ? (
          <Badge tone="amber" className="ml-2">
            {plural(q.openChallenges, "challenge")}
          </Badge>
        ) : null}
        {q.access !== "open" ? (
          <Badge tone={q.access === "sealed" ? "indigo" : "neutral"} className="ml-2">
            {ACCESS_LABELS[q.access]}
          </Badge>
        ) : null}
      </>
    ),
  },
  { id: "book", header: "Category", accessorFn: (q) => bookName(q.book), meta: { cellClassName: "whitespace-nowrap" } },
  {
    id: "difficulty",
    header: "Difficulty",
    accessorKey: "difficulty",
    cell: ({ row: { original: q } }) => <Badge tone={DIFFICULTY_TONES[q.difficulty]}>{capitalise(q.difficulty)}</Badge>,
  },
  { id: "usage", header: "Usage", accessorKey: "usage", meta: { align: "right" } },
  { id: "analysis", header: "Answered right", enableSorting: false, cell: ({ row: { original: q } }) => <Analysis q={q} /> },
  {
    id: "created",
    header: "Created",
    accessorKey: "createdAt",
    cell: ({ row: { original: q } }) => formatDate(q.createdAt),
    meta: { cellClassName: "whitespace-nowrap" },
  },
];

/**
 * /admin/questions (docs/product.md part 2 §2 'Admin questions'): the bank or one quiz's pool, counters, search and
 * filters, item analysis per question (docs/architecture.md §4 'Item analysis'), details, Add Question, Edit and delete
 * (refused, with the reason, while a quiz or a result uses the question).
 */
export function AdminQuestionsPage() {
  const [quizId, setQuizId] = useState("");
  // The dashboard's 'See the sealed questions' opens the page on ?access=sealed.
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState({ book: "", difficulty: "", topic: "", flagged: false, access: accessParam(searchParams.get("access")) });
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ id: AdminQuestionSort; desc: boolean }>({ id: "created", desc: true });
  const { text, setText, search } = useDebouncedSearch(() => setPage(1));
  const list = useAdminQuestions({
    page,
    sort: sort.id,
    order: sort.desc ? "desc" : "asc",
    quizId: quizId || undefined,
    search: search || undefined,
    book: filters.book || undefined,
    difficulty: filters.difficulty || undefined,
    topic: filters.topic || undefined,
    flagged: filters.flagged ? "true" : undefined,
    access: filters.access || undefined,
  });
  const remove = useDeleteQuestion();
  const [viewing, setViewing] = useState<AdminQuestion | null>(null);
  const [editing, setEditing] = useState<{ question: AdminQuestion | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const setFilter = (key: keyof typeof filters, value: string | boolean) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const counters = list.data?.counters;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("Question deleted successfully!", { description: "The question has been removed from all quizzes and deleted." });
      setDeleting(null);
    } catch (error) {
      toast.error("Deletion failed", {
        description: isApiError(error) && error.status === 409 ? error.message : "Failed to delete the question. Please try again.",
      });
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Questions"
        description="The question bank, with how each question plays."
        actions={
          <Button onClick={() => setEditing({ question: null })}>
            <Plus aria-hidden />
            Add Question
          </Button>
        }
      />
      <label className="mb-4 flex max-w-md flex-col gap-1 text-sm font-medium text-slate-700">
        Quiz
        <select
          className={inputClasses}
          value={quizId}
          onChange={(e) => {
            setQuizId(e.target.value);
            setPage(1);
          }}
        >
          <option value="">-- Choose a quiz --</option>
          {list.data?.quizzes.map((q) => (
            <option key={q.id} value={q.id}>
              {q.title}
            </option>
          ))}
        </select>
      </label>
      <CounterCards
        items={[
          { label: "Total Questions", value: counters?.totalQuestions, icon: FileQuestion },
          { label: "Used in Quizzes", value: counters?.usedInQuizzes, icon: Link2 },
          { label: "Categories", value: counters?.categories, icon: BookOpen },
          { label: "Total Usage", value: counters?.totalUsage, icon: Layers },
          { label: "Sealed Supply", value: counters?.sealedSupply, icon: Lock },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label="Search questions" placeholder="Search text, book or topic" value={text} onChange={setText} />
        <select aria-label="Book" className={cn(inputClasses, "h-10 w-auto")} value={filters.book} onChange={(e) => setFilter("book", e.target.value)}>
          <option value="">All books</option>
          {BOOKS.map((b) => (
            <option key={b.slug} value={b.slug}>
              {b.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Difficulty"
          className={cn(inputClasses, "h-10 w-auto")}
          value={filters.difficulty}
          onChange={(e) => setFilter("difficulty", e.target.value)}
        >
          <option value="">All difficulties</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {capitalise(d)}
            </option>
          ))}
        </select>
        <select aria-label="Topic" className={cn(inputClasses, "h-10 w-auto")} value={filters.topic} onChange={(e) => setFilter("topic", e.target.value)}>
          <option value="">All topics</option>
          {QUESTION_TOPICS.map((t) => (
            <option key={t} value={t}>
              {capitalise(t)}
            </option>
          ))}
        </select>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={filters.flagged} onChange={(e) => setFilter("flagged", e.target.checked)} className="size-4" />
          Flagged only
        </label>
        <select
          aria-label="Who may see the key"
          className={cn(inputClasses, "h-10 w-auto")}
          value={filters.access}
          onChange={(e) => setFilter("access", e.target.value)}
        >
          <option value="">Open, pool and sealed</option>
          {QUESTION_ACCESS.map((a) => (
            <option key={a} value={a}>
              {ACCESS_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={list}
        label="Loading questions"
        errorMessage="Failed to load questions."
        isEmpty={(data) => data.questions.length === 0}
        empty={
          <EmptyState
            title="No questions found"
            description={
              search || quizId || filters.book || filters.difficulty || filters.topic || filters.flagged || filters.access
                ? "Nothing matches these filters."
                : "Add a question or upload a CSV."
            }
          />
        }
      >
        {(data) => (
          <DataTable
            data={data.questions}
            columns={columns}
            rowId={(q) => String(q.id)}
            minWidth="min-w-[54rem]"
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AdminQuestionSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: ["question", "questions"], busy: list.isFetching, onPage: setPage }}
            rowActions={(q) => (
              <>
                <Button size="sm" variant="ghost" aria-label={`View question ${q.id}`} onClick={() => setViewing(q)}>
                  <Eye aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Edit question ${q.id}`} onClick={() => setEditing({ question: q })}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete question ${q.id}`} onClick={() => setDeleting(q)}>
                  <Trash2 aria-hidden className="text-red-600" />
                </Button>
              </>
            )}
          />
        )}
      </QueryState>

      <Dialog open={viewing !== null} onOpenChange={(open) => (open ? undefined : setViewing(null))}>
        <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Question details</DialogTitle>
            <DialogDescription>
              {viewing ? `${bookName(viewing.book)} · ${viewing.reference ?? "no reference"} · ${capitalise(viewing.difficulty)}` : ""}
            </DialogDescription>
          </DialogHeader>
          {viewing ? <QuestionDetails q={viewing} /> : null}
        </DialogContent>
      </Dialog>

      <FormDialog
        wide
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.question ? "Edit Question" : "Add Question"}
        description="Every question cites its verse; the reference is checked against the King James text."
      >
        {editing ? <QuestionForm question={editing.question} onDone={() => setEditing(null)} /> : null}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this question?"
        description="The question is removed from all quizzes and deleted. A question that quizzes or members' results still use is kept, and you are told why."
        confirmLabel="Delete Question"
        busyLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </>
  );
}

export function QuestionDetails({
  q,
}: {
  q: Pick<AdminQuestion, "question" | "options" | "correctIndex" | "explanation" | "topics"> & { analysis?: AdminQuestion["analysis"] };
}) {
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-base font-medium text-slate-900">{q.question}</p>
      <ol className="flex flex-col gap-1.5">
        {q.options.map((option, i) => (
          <li
            key={i}
            className={cn("flex items-center gap-2 rounded-md px-3 py-2 ring-1", i === q.correctIndex ? "bg-emerald-50 ring-emerald-200" : "ring-slate-200")}
          >
            <span className="font-semibold">{LETTERS[i]}.</span>
            <span className="flex-1">{option}</span>
            {i === q.correctIndex ? <Badge tone="green">Correct</Badge> : null}
          </li>
        ))}
      </ol>
      {q.explanation ? <p className="text-slate-600">{q.explanation}</p> : null}
      {q.topics.length ? <p className="text-xs text-slate-500">{`Topics: ${q.topics.map(capitalise).join(", ")}`}</p> : null}
      {q.analysis ? (
        <dl className="grid grid-cols-3 gap-2">
          {[
            ["Answered", String(q.analysis.answered)],
            ["Right", q.analysis.percentCorrect === null ? "—" : `${q.analysis.percentCorrect}%`],
            ["Discrimination", q.analysis.discrimination === null ? "—" : q.analysis.discrimination.toFixed(2)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-2.5">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {q.analysis?.flagged ? (
        <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          <AlertTriangle className="size-4" aria-hidden />
          Flagged: strong players miss it more than weak ones, or fewer than 20% answer it right. It is in the challenge queue.
        </p>
      ) : null}
    </div>
  );
}
