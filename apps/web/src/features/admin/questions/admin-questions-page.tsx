import { AlertTriangle, BookOpen, Eye, FileQuestion, Layers, Link2, Lock, Pencil, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import {
  BOOKS,
  bookName,
  DIFFICULTIES,
  localReference,
  QUESTION_ACCESS,
  QUESTION_TOPICS,
  type AdminQuestion,
  type AdminQuestionSort,
  type Locale,
  type QuestionAccess,
} from "@berean/domain";
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
import { formatDate } from "../../../lib/format";
import { useLocale } from "../../../i18n";
import { useT, type AdminKey, type AdminT } from "../messages";

const LETTERS = ["A", "B", "C", "D"] as const;
const DIFFICULTY_TONES = { easy: "green", medium: "amber", hard: "red" } as const;
/** A question's category: its book, in the page's language, or 'General'. */
const categoryOf = (t: AdminT, locale: Locale, slug: string | null) => {
  const book = BOOKS.find((b) => b.slug === slug);
  return book ? bookName(book, locale) : t("general");
};

function Analysis({ q }: { q: AdminQuestion }) {
  const t = useT();
  const a = q.analysis;
  if (a.answered === 0) return <span className="text-slate-500">{t("notAnswered")}</span>;
  return (
    <span className="flex items-center gap-1.5 whitespace-nowrap tabular-nums">
      {a.flagged ? <AlertTriangle className="size-4 text-amber-600" aria-label={t("flaggedByAnalysis")} /> : null}
      {t("percentOf", { percent: a.percentCorrect, answered: a.answered })}
      <span className="text-xs text-slate-500">{a.discrimination === null ? "" : t("discriminationShort", { value: a.discrimination.toFixed(2) })}</span>
    </span>
  );
}

/** Who may see a question's key (docs/architecture.md §4 'Sealed and open'), as the list names it. */
const ACCESS_LABELS: Record<QuestionAccess, AdminKey> = { open: "accessOpen", pool: "accessPool", sealed: "accessSealed", private: "accessPrivate" };
const accessParam = (value: string | null): QuestionAccess | "" =>
  (QUESTION_ACCESS as readonly string[]).includes(value ?? "") ? (value as QuestionAccess) : "";

/** The server sorts every column but the item analysis. */
const columns = (t: AdminT, locale: Locale): ColumnDef<AdminQuestion, unknown>[] => [
  {
    id: "question",
    header: t("colQuestion"),
    accessorKey: "question",
    meta: { cellClassName: "min-w-40 max-w-md" },
    cell: ({ row: { original: q } }) => (
      <>
        <span className="line-clamp-2 font-medium text-slate-900">{q.question}</span>
        <span className="text-xs text-emerald-700">{`${LETTERS[q.correctIndex]}: ${q.options[q.correctIndex]}`}</span>
        {q.openChallenges ? (
          <Badge tone="amber" className="ml-2">
            {t("challengeCount", { count: q.openChallenges })}
          </Badge>
        ) : null}
        {q.access !== "open" ? (
          <Badge tone={q.access === "sealed" ? "indigo" : "neutral"} className="ml-2">
            {t(ACCESS_LABELS[q.access])}
          </Badge>
        ) : null}
      </>
    ),
  },
  { id: "book", header: t("colCategory"), accessorFn: (q) => categoryOf(t, locale, q.book), meta: { cellClassName: "whitespace-nowrap" } },
  {
    id: "difficulty",
    header: t("difficulty"),
    accessorKey: "difficulty",
    cell: ({ row: { original: q } }) => <Badge tone={DIFFICULTY_TONES[q.difficulty]}>{t("difficultyName", { difficulty: q.difficulty })}</Badge>,
  },
  { id: "usage", header: t("colUsage"), accessorKey: "usage", meta: { align: "right" } },
  { id: "analysis", header: t("colAnsweredRight"), enableSorting: false, cell: ({ row: { original: q } }) => <Analysis q={q} /> },
  {
    id: "created",
    header: t("colCreated"),
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
  const t = useT();
  const { locale } = useLocale();
  const questionColumns = useMemo(() => columns(t, locale), [t, locale]);
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
      toast.success(t("questionDeleted"), { description: t("questionDeletedText") });
      setDeleting(null);
    } catch (error) {
      toast.error(t("deletionFailed"), {
        description: isApiError(error) && error.status === 409 ? error.message : t("questionDeleteFailed"),
      });
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t("colQuestions")}
        description={t("questionsDescription")}
        actions={
          <Button onClick={() => setEditing({ question: null })}>
            <Plus aria-hidden />
            {t("addQuestionButton")}
          </Button>
        }
      />
      <label className="mb-4 flex max-w-md flex-col gap-1 text-sm font-medium text-slate-700">
        {t("colQuiz")}
        <select
          className={inputClasses}
          value={quizId}
          onChange={(e) => {
            setQuizId(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t("chooseQuiz")}</option>
          {list.data?.quizzes.map((q) => (
            <option key={q.id} value={q.id}>
              {q.title}
            </option>
          ))}
        </select>
      </label>
      <CounterCards
        items={[
          { label: t("counterQuestions"), value: counters?.totalQuestions, icon: FileQuestion },
          { label: t("counterUsedInQuizzes"), value: counters?.usedInQuizzes, icon: Link2 },
          { label: t("counterCategories"), value: counters?.categories, icon: BookOpen },
          { label: t("counterUsage"), value: counters?.totalUsage, icon: Layers },
          { label: t("counterSealed"), value: counters?.sealedSupply, icon: Lock },
        ]}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={t("questionsSearch")} placeholder={t("questionsSearchPlaceholder")} value={text} onChange={setText} />
        <select aria-label={t("book")} className={cn(inputClasses, "h-10 w-auto")} value={filters.book} onChange={(e) => setFilter("book", e.target.value)}>
          <option value="">{t("allBooks")}</option>
          {BOOKS.map((b) => (
            <option key={b.slug} value={b.slug}>
              {bookName(b, locale)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("difficulty")}
          className={cn(inputClasses, "h-10 w-auto")}
          value={filters.difficulty}
          onChange={(e) => setFilter("difficulty", e.target.value)}
        >
          <option value="">{t("allDifficulties")}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t("difficultyName", { difficulty: d })}
            </option>
          ))}
        </select>
        <select aria-label={t("topic")} className={cn(inputClasses, "h-10 w-auto")} value={filters.topic} onChange={(e) => setFilter("topic", e.target.value)}>
          <option value="">{t("allTopics")}</option>
          {QUESTION_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t("topicName", { topic })}
            </option>
          ))}
        </select>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={filters.flagged} onChange={(e) => setFilter("flagged", e.target.checked)} className="size-4" />
          {t("flaggedOnly")}
        </label>
        <select
          aria-label={t("whoMaySeeKey")}
          className={cn(inputClasses, "h-10 w-auto")}
          value={filters.access}
          onChange={(e) => setFilter("access", e.target.value)}
        >
          <option value="">{t("accessAll")}</option>
          {QUESTION_ACCESS.map((a) => (
            <option key={a} value={a}>
              {t(ACCESS_LABELS[a])}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={list}
        label={t("questionsLoading")}
        errorMessage={t("questionsFailed")}
        isEmpty={(data) => data.questions.length === 0}
        empty={
          <EmptyState
            title={t("noQuestions")}
            description={
              search || quizId || filters.book || filters.difficulty || filters.topic || filters.flagged || filters.access
                ? t("noFilterMatch")
                : t("questionsNone")
            }
          />
        }
      >
        {(data) => (
          <DataTable
            data={data.questions}
            columns={questionColumns}
            rowId={(q) => String(q.id)}
            minWidth="min-w-[54rem]"
            sort={{
              value: sort,
              onChange: (next) => {
                setSort({ id: next.id as AdminQuestionSort, desc: next.desc });
                setPage(1);
              },
            }}
            paging={{ total: data.total, page, pageSize: data.pageSize, noun: [t("nounQuestion"), t("nounQuestions")], busy: list.isFetching, onPage: setPage }}
            rowActions={(q) => (
              <>
                <Button size="sm" variant="ghost" aria-label={t("viewQuestion", { id: q.id })} onClick={() => setViewing(q)}>
                  <Eye aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={t("editQuestionOf", { id: q.id })} onClick={() => setEditing({ question: q })}>
                  <Pencil aria-hidden />
                </Button>
                <Button size="sm" variant="ghost" aria-label={t("deleteQuestionOf", { id: q.id })} onClick={() => setDeleting(q)}>
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
            <DialogTitle>{t("questionDetails")}</DialogTitle>
            <DialogDescription>
              {viewing
                ? `${categoryOf(t, locale, viewing.book)} · ${viewing.reference ? localReference(viewing.reference, locale) : t("noReference")} · ${t("difficultyName", { difficulty: viewing.difficulty })}`
                : ""}
            </DialogDescription>
          </DialogHeader>
          {viewing ? <QuestionDetails q={viewing} /> : null}
        </DialogContent>
      </Dialog>

      <FormDialog
        wide
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.question ? t("editQuestion") : t("addQuestionButton")}
        description={t("questionFormHint")}
      >
        {editing ? <QuestionForm question={editing.question} onDone={() => setEditing(null)} /> : null}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("deleteQuestionTitle")}
        description={t("deleteQuestionDescription")}
        confirmLabel={t("deleteQuestion")}
        busyLabel={t("deleting")}
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
  const t = useT();
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
            {i === q.correctIndex ? <Badge tone="green">{t("colCorrect")}</Badge> : null}
          </li>
        ))}
      </ol>
      {q.explanation ? <p className="text-slate-600">{q.explanation}</p> : null}
      {q.topics.length ? (
        <p className="text-xs text-slate-500">{t("topicsList", { topics: q.topics.map((topic) => t("topicName", { topic })).join(", ") })}</p>
      ) : null}
      {q.analysis ? (
        <dl className="grid grid-cols-3 gap-2">
          {[
            [t("answered"), String(q.analysis.answered)],
            [t("right"), q.analysis.percentCorrect === null ? "—" : t("percent", { percent: q.analysis.percentCorrect })],
            [t("discrimination"), q.analysis.discrimination === null ? "—" : q.analysis.discrimination.toFixed(2)],
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
          {t("flaggedNote")}
        </p>
      ) : null}
    </div>
  );
}
