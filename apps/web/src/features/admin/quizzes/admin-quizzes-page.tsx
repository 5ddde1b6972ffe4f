import { CheckCircle2, ClipboardList, Eye, ListChecks, Pencil, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { localReference, type AdminQuiz, type AdminQuizSort, type QuestionPick, type QuizStatus } from "@berean/domain";
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
import { useLocale } from "../../../i18n";
import { useT, type AdminT } from "../messages";

export const QUIZ_STATUS = {
  active: { label: "statusActive", tone: "green" },
  draft: { label: "statusDraft", tone: "amber" },
  archived: { label: "statusArchived", tone: "neutral" },
} as const;

const columns = (t: AdminT): ColumnDef<AdminQuiz, unknown>[] => [
  {
    id: "title",
    header: t("colQuizDetails"),
    accessorKey: "title",
    meta: { cellClassName: "min-w-48 max-w-md" },
    cell: ({ row: { original: q } }) => (
      <>
        <span className="block font-medium text-slate-900">{q.title}</span>
        <span className="line-clamp-1 text-xs text-slate-500">{q.description || t("noDescription")}</span>
      </>
    ),
  },
  { id: "questions", header: t("colQuestions"), accessorKey: "questions", meta: { align: "right" } },
  { id: "attempts", header: t("attemptsTitle"), accessorKey: "attempts", meta: { align: "right" } },
  { id: "avgScore", header: t("counterAvgScore"), accessorKey: "avgScore", cell: ({ row: { original: q } }) => q.avgScore ?? "—", meta: { align: "right" } },
  {
    id: "status",
    header: t("colStatus"),
    accessorKey: "status",
    cell: ({ row: { original: q } }) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Badge tone={QUIZ_STATUS[q.status].tone}>{t(QUIZ_STATUS[q.status].label)}</Badge>
        {/* Published and archived with its season by the server; a draft stays off (docs/architecture.md §4 'Seasonal quizzes'). */}
        {q.season ? (
          <Badge tone="purple" title={t("seasonalHint")}>
            {t("seasonal", { season: q.season })}
          </Badge>
        ) : null}
      </span>
    ),
  },
  {
    id: "created",
    header: t("colCreated"),
    accessorKey: "createdAt",
    cell: ({ row: { original: q } }) => formatDate(q.createdAt),
    meta: { cellClassName: "whitespace-nowrap" },
  },
];

type Editing = { quiz: AdminQuiz | null; questions: QuestionPick[] } | null;

/** /admin/quizzes (docs/product.md part 2 §2 'Admin quiz management'): counters, the table, create, view, edit, delete (or archive). */
export function AdminQuizzesPage() {
  const t = useT();
  const quizColumns = useMemo(() => columns(t), [t]);
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
      toast.error(t("error"), { description: t("questionsFailed") });
    } finally {
      setOpening(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { outcome } = await remove.mutateAsync(deleting.id);
      if (outcome === "deleted") toast.success(t("quizDeleted"), { description: t("quizDeletedText") });
      else toast.success(t("quizArchived"), { description: t("quizArchivedText") });
      setDeleting(null);
    } catch {
      toast.error(t("deletionFailed"), { description: t("quizDeleteFailed") });
    }
  };

  const counters = quizzes.data?.counters;

  return (
    <>
      <PageHeader
        title={t("quizzesTitle")}
        description={t("quizzesDescription")}
        actions={
          <Button onClick={() => setEditing({ quiz: null, questions: [] })}>
            <Plus aria-hidden />
            {t("createQuiz")}
          </Button>
        }
      />
      <CounterCards
        items={[
          { label: t("counterQuizzes"), value: counters?.totalQuizzes, icon: ListChecks },
          { label: t("statAttempts"), value: counters?.totalAttempts, icon: ClipboardList },
          { label: t("counterActiveQuizzes"), value: counters?.activeQuizzes, icon: CheckCircle2 },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={t("quizzesSearch")} placeholder={t("quizzesSearchPlaceholder")} value={text} onChange={setText} />
        <label className="flex items-center gap-2 text-sm text-slate-600">
          {t("colStatus")}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as QuizStatus | "");
              setPage(1);
            }}
            className={cn(inputClasses, "h-10 w-auto")}
          >
            <option value="">{t("all")}</option>
            <option value="active">{t("statusActive")}</option>
            <option value="draft">{t("statusDraft")}</option>
            <option value="archived">{t("statusArchived")}</option>
          </select>
        </label>
      </div>
      <QueryState
        query={quizzes}
        label={t("quizzesLoading")}
        errorMessage={t("quizzesFailed")}
        isEmpty={(data) => data.quizzes.length === 0}
        empty={<EmptyState title={t("noQuizzes")} description={search || status ? t("noFilterMatch") : t("quizzesNone")} />}
      >
        {(data) => (
          <DataTable
            data={data.quizzes}
            columns={quizColumns}
            rowId={(q) => String(q.id)}
            minWidth="min-w-[56rem]"
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AdminQuizSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: [t("nounQuiz"), t("nounQuizzes")], busy: quizzes.isFetching, onPage: setPage }}
            rowActions={(q) => (
              <>
                <Button size="sm" variant="ghost" aria-label={t("viewQuiz", { title: q.title })} onClick={() => setViewing(q)}>
                  <Eye aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={t("editQuizOf", { title: q.title })} disabled={opening === q.id} onClick={() => void edit(q)}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={t("deleteQuizOf", { title: q.title })} onClick={() => setDeleting(q)}>
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
        title={editing?.quiz ? t("editQuiz") : t("createQuiz")}
        description={editing?.quiz ? t("editQuizHint") : t("createQuizHint")}
      >
        {editing ? <QuizForm quiz={editing.quiz} initialQuestions={editing.questions} onDone={() => setEditing(null)} /> : null}
      </FormDialog>

      <QuizDetails quiz={viewing} onClose={() => setViewing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("deleteQuizTitle", { title: deleting?.title ?? "" })}
        description={t("deleteQuizDescription")}
        confirmLabel={t("deleteQuiz")}
        busyLabel={t("deleting")}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function QuizDetails({ quiz, onClose }: { quiz: AdminQuiz | null; onClose: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const pool = useQuizPool(quiz?.id ?? null);
  return (
    <Dialog open={quiz !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{quiz?.title}</DialogTitle>
          <DialogDescription>{quiz?.description || t("noDescription")}</DialogDescription>
        </DialogHeader>
        {quiz ? (
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {[
              [t("colQuestions"), quiz.questions],
              [t("attemptsTitle"), quiz.attempts],
              [t("counterAvgScore"), quiz.avgScore ?? "—"],
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
          label={t("questionsLoading")}
          errorMessage={t("questionsFailed")}
          isEmpty={(data) => data.questions.length === 0}
          empty={<p className="text-sm text-slate-500">{t("quizNoQuestions")}</p>}
        >
          {(data) => (
            <ol className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
              {data.questions.map((q, i) => (
                <li key={q.id} className="px-3 py-2">
                  <span className="block">{`${i + 1}. ${q.question}`}</span>
                  <span className="text-xs text-emerald-700">{t("answerIs", { answer: q.correct })}</span>
                  <span className="text-xs text-slate-500">{` · ${q.reference ? localReference(q.reference, locale) : t("noReference")} · ${t("difficultyLower", { difficulty: q.difficulty })}`}</span>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
