import { CUSTOM_QUIZ_MAX_QUESTIONS, CUSTOM_QUIZ_MIN_QUESTIONS, localReference, type BankQuestion, type CustomQuizDetail } from "@berean/domain";
import { ArrowLeft, Dices, Hand, PenLine, Plus } from "lucide-react";
import { useDeferredValue, useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "../../components/page-header";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { paths } from "../../config/paths";
import { useLocale } from "../../i18n";
import { isApiError, type FieldErrors } from "../../lib/api";
import { cn } from "../../lib/cn";
import { drawQuestions, useCandidates, useCreateCustomQuiz, useCustomQuiz, useUpdateCustomQuiz, type BankFilter } from "./api/custom-quizzes";
import { BankFilters, parseChapters } from "./bank-filters";
import { GroupChoice, useLedGroups } from "./group-choice";
import { useT } from "./messages";
import { OwnQuestions } from "./own-questions";
import { QuestionList } from "./question-list";

type Selected = BankQuestion & { available?: boolean };

/** /custom-quizzes/new: build a custom quiz from the bank. */
export function CustomQuizNewPage() {
  return <Builder initial={null} />;
}

/** /custom-quizzes/{id}/edit: the owner changes its title, description or questions. */
export function CustomQuizEditPage() {
  const t = useT();
  const id = Number(useParams().id);
  const quiz = useCustomQuiz(id);
  if (quiz.isPending) return <DelayedSpinner label={t("loadingQuiz")} />;
  if (quiz.isError || !quiz.data.mine) {
    return <ErrorState message={isApiError(quiz.error) ? quiz.error.message : t("ownerOnly")} onRetry={() => void quiz.refetch()} retrying={quiz.isFetching} />;
  }
  return <Builder initial={quiz.data} />;
}

function Builder({ initial }: { initial: CustomQuizDetail | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [filter, setFilter] = useState<BankFilter>({ books: [], chapters: [], topics: [], difficulty: "any", q: "" });
  const [chaptersText, setChaptersText] = useState("");
  const [count, setCount] = useState(10);
  const [way, setWay] = useState<"draw" | "pick" | "own">("draw");
  const [selected, setSelected] = useState<Selected[]>(initial?.questions ?? []);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [drawing, setDrawing] = useState(false);
  const [drawNote, setDrawNote] = useState<string | null>(null);
  const led = useLedGroups();
  const create = useCreateCustomQuiz();
  const update = useUpdateCustomQuiz(initial?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const fullFilter: BankFilter = { ...filter, chapters: parseChapters(chaptersText) };

  const draw = async () => {
    setDrawing(true);
    setErrors((e) => ({ ...e, questions: "" }));
    setDrawNote(null);
    try {
      // A draw takes what exists: fewer than asked comes with a note saying how many.
      const { questions, note } = await drawQuestions(fullFilter, count);
      setSelected(questions);
      setDrawNote(note);
    } catch (error) {
      setErrors((e) => ({
        ...e,
        questions: isApiError(error) ? (Object.values(error.fields)[0] ?? error.message) : t("drawFailed"),
      }));
    } finally {
      setDrawing(false);
    }
  };

  const save = async () => {
    const local: FieldErrors = {};
    if (!title.trim()) local.title = t("titleRequired");
    if (selected.length < CUSTOM_QUIZ_MIN_QUESTIONS) local.questions = t("atLeast", { min: CUSTOM_QUIZ_MIN_QUESTIONS });
    if (selected.length > CUSTOM_QUIZ_MAX_QUESTIONS) local.questions = t("atMost", { max: CUSTOM_QUIZ_MAX_QUESTIONS });
    setErrors(local);
    if (Object.keys(local).length) return;
    const questionIds = selected.map((q) => q.id);
    try {
      if (initial) {
        await update.mutateAsync({ title, description, questionIds });
        toast.success(t("quizSaved"));
        void navigate(paths.member.customQuiz(initial.id));
      } else {
        const { id } = await create.mutateAsync({ title, description, questionIds, groupIds });
        toast.success(t("quizCreated"), { description: groupIds.length ? t("createdShared") : t("createdPrivate") });
        void navigate(paths.member.customQuiz(id));
      }
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors({ ...error.fields, questions: error.fields.questionIds ?? "" });
      else setErrors({ form: isApiError(error) && error.status < 500 ? error.message : t("saveFailed") });
    }
  };

  return (
    <>
      <Link
        to={initial ? paths.member.customQuiz(initial.id) : paths.member.customQuizzes}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {initial ? t("backToQuiz") : t("backToList")}
      </Link>
      <PageHeader title={initial ? t("editTitle") : t("createQuiz")} description={t("builderDescription")} />
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <FormField id="title" label={t("title")} error={errors.title}>
            <Input
              {...fieldAria("title", errors.title)}
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t("titlePlaceholder")}
            />
          </FormField>
          <FormField id="description" label={t("descriptionLabel")} error={errors.description}>
            <textarea
              {...fieldAria("description", errors.description)}
              value={description}
              maxLength={500}
              rows={2}
              onChange={(e) => setDescription(e.target.value)}
              className={cn(inputClasses, "h-auto py-2")}
            />
          </FormField>
        </Card>

        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t("chooseQuestions")}</h2>
          <BankFilters filter={filter} onChange={setFilter} chaptersText={chaptersText} onChaptersText={setChaptersText} />
          <div role="radiogroup" aria-label={t("howToChoose")} className="inline-flex self-start rounded-lg bg-slate-100 p-1">
            <WayButton on={way === "draw"} onClick={() => setWay("draw")} icon={<Dices aria-hidden />} label={t("wayDraw")} />
            <WayButton on={way === "pick"} onClick={() => setWay("pick")} icon={<Hand aria-hidden />} label={t("wayPick")} />
            <WayButton on={way === "own"} onClick={() => setWay("own")} icon={<PenLine aria-hidden />} label={t("wayOwn")} />
          </div>
          {way === "draw" ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1.5">
                <label htmlFor="count" className="text-sm font-medium text-slate-900">
                  {t("questions")}
                </label>
                <Input
                  id="count"
                  type="number"
                  min={CUSTOM_QUIZ_MIN_QUESTIONS}
                  max={CUSTOM_QUIZ_MAX_QUESTIONS}
                  value={count}
                  onChange={(e) =>
                    setCount(Math.max(CUSTOM_QUIZ_MIN_QUESTIONS, Math.min(CUSTOM_QUIZ_MAX_QUESTIONS, Number(e.target.value) || CUSTOM_QUIZ_MIN_QUESTIONS)))
                  }
                  className="h-10 w-24"
                />
              </div>
              <Button type="button" onClick={() => void draw()} disabled={drawing}>
                <Dices aria-hidden />
                {drawing ? t("drawing") : selected.length ? t("drawAgain", { count }) : t("drawCount", { count })}
              </Button>
              <p className="w-full text-xs text-slate-500">{t("drawHint")}</p>
              {drawNote ? (
                <p role="status" className="w-full rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  {drawNote}
                </p>
              ) : null}
            </div>
          ) : way === "pick" ? (
            <Picker filter={fullFilter} onFilter={(q) => setFilter({ ...filter, q })} selected={selected} onAdd={(q) => setSelected([...selected, q])} />
          ) : (
            <OwnQuestions
              selectedIds={new Set(selected.map((q) => q.id))}
              full={selected.length >= CUSTOM_QUIZ_MAX_QUESTIONS}
              onAdd={(q) => setSelected((now) => (now.some((s) => s.id === q.id) ? now : [...now, q]))}
            />
          )}
        </Card>

        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">{t("preview")}</h2>
            <p className={cn("text-sm", selected.length > CUSTOM_QUIZ_MAX_QUESTIONS ? "text-red-600" : "text-slate-600")}>
              {t("previewCount", { count: selected.length, min: CUSTOM_QUIZ_MIN_QUESTIONS, max: CUSTOM_QUIZ_MAX_QUESTIONS })}
            </p>
          </div>
          {errors.questions ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.questions}
            </p>
          ) : null}
          {selected.length ? (
            <QuestionList questions={selected} showAnswers onRemove={(id) => setSelected(selected.filter((q) => q.id !== id))} />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t("noneSelected")}</p>
          )}
        </Card>

        {initial ? null : (
          <Card className="flex flex-col gap-3 p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">{t("shareHeading")}</h2>
            <GroupChoice groups={led} chosen={groupIds} onChange={setGroupIds} />
          </Card>
        )}

        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => void save()} disabled={saving}>
            {saving ? t("saving") : initial ? t("saveChanges") : t("saveQuiz")}
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={initial ? paths.member.customQuiz(initial.id) : paths.member.customQuizzes}>{t("cancel")}</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

function WayButton({ on, onClick, icon, label }: { on: boolean; onClick: () => void; icon: ReactNode; label: string }) {
  return (
    // A switch between two ways, drawn like the boards' period switch so it does not read as a second 'Draw' button.
    <button
      type="button"
      role="radio"
      aria-checked={on}
      onClick={onClick}
      className={cn(
        // Three ways fit a phone's card with their words alone: the icons come from 640 px.
        "inline-flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-3 max-sm:[&_svg]:hidden [&_svg]:size-4",
        on ? "bg-white text-indigo-700 shadow-sm" : "text-slate-600 hover:text-slate-900",
      )}
    >
      {icon}
      {label}
    </button>
  );
}

/** Picking by hand: the matching questions, searchable by words or reference, each with its answer and 'Add'. */
function Picker({
  filter,
  onFilter,
  selected,
  onAdd,
}: {
  filter: BankFilter;
  onFilter: (q: string) => void;
  selected: Selected[];
  onAdd: (q: BankQuestion) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const deferred = useDeferredValue(filter);
  const candidates = useCandidates(deferred, true);
  const chosen = new Set(selected.map((q) => q.id));
  const full = selected.length >= CUSTOM_QUIZ_MAX_QUESTIONS;
  return (
    <div className="flex flex-col gap-3">
      <Input value={filter.q} onChange={(e) => onFilter(e.target.value)} placeholder={t("searchPlaceholder")} aria-label={t("searchLabel")} className="h-10" />
      {candidates.isPending ? (
        <DelayedSpinner label={t("loadingQuestions")} />
      ) : candidates.isError ? (
        <ErrorState message={t("questionsFailed")} onRetry={() => void candidates.refetch()} retrying={candidates.isFetching} />
      ) : candidates.data.questions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t("noMatch")}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {candidates.data.capped
              ? t("capped", { shown: candidates.data.questions.length, total: candidates.data.total })
              : t("matchingCount", { count: candidates.data.total })}
          </p>
          <ul className="flex max-h-[32rem] flex-col gap-2 overflow-y-auto pr-1" aria-label={t("matchingLabel")}>
            {candidates.data.questions.map((q) => (
              <li key={q.id} className="flex items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-slate-900">{q.text}</p>
                  <p className="mt-1 text-xs break-words text-slate-600">
                    {t(q.reference ? "answerWithReference" : "answerNoReference", {
                      answer: q.correctIndex === null ? t("heldBack") : q.options[q.correctIndex],
                      reference: q.reference ? localReference(q.reference, locale) : "",
                      difficulty: t("level", { difficulty: q.difficulty }),
                    })}
                    {q.own ? (
                      <Badge tone="indigo" className="ml-1.5">
                        {t("yourQuestion")}
                      </Badge>
                    ) : null}
                  </p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={chosen.has(q.id) || full}
                  onClick={() => onAdd(q)}
                  aria-label={t(chosen.has(q.id) ? "addedOf" : "addOf", { text: q.text })}
                >
                  {chosen.has(q.id) ? (
                    t("added")
                  ) : (
                    <>
                      <Plus aria-hidden />
                      {t("add")}
                    </>
                  )}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
