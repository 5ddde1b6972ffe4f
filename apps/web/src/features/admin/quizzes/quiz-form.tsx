import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  AdminQuizCreateSchema,
  AdminQuizUpdateSchema,
  BOOKS,
  bookName,
  DIFFICULTIES,
  QUESTION_TOPICS,
  QUIZ_QUESTION_COUNT,
  type AdminQuiz,
  type AdminQuizCreate,
  type AdminQuizUpdate,
  type QuestionPick,
  type QuizStatus,
} from "@berean/domain";
import { FormMessage } from "../../../components/form-dialog";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatDateTime } from "../../../lib/format";
import { useCreateQuiz, useUpdateQuiz } from "../api/admin-content";
import { domainResolver } from "../forms/domain-resolver";
import { showServerErrors } from "../../../lib/server-errors";
import { QuestionPicker } from "../question-picker";
import { useLocale } from "../../../i18n";
import { useT, type AdminKey } from "../messages";

const STATUS_LABELS: Record<QuizStatus, AdminKey> = { active: "statusActive", draft: "statusDraft", archived: "statusArchived" };

type QuizDraft = {
  title: string;
  description: string;
  status: QuizStatus;
  /** Pro members alone for its first week once active (docs/architecture.md §4 'Pro upgrade'). */
  earlyAccess: boolean;
  mode: "random" | "manual";
  /** The random draw's filters; empty: any. */
  book: string;
  difficulty: string;
  topic: string;
  questions: QuestionPick[];
};

/** The body the API takes, from the form: a new quiz's selection, or an edited quiz's pool. */
function toInput(quiz: AdminQuiz | null) {
  return (d: QuizDraft) =>
    quiz
      ? { title: d.title, description: d.description, status: d.status, earlyAccess: d.earlyAccess, questionIds: d.questions.map((q) => q.id) }
      : {
          title: d.title,
          description: d.description,
          status: d.status,
          earlyAccess: d.earlyAccess,
          difficulty: "medium",
          selection:
            d.mode === "random"
              ? {
                  mode: d.mode,
                  filter: {
                    ...(d.book ? { book: d.book } : {}),
                    ...(d.difficulty ? { difficulty: d.difficulty } : {}),
                    ...(d.topic ? { topic: d.topic } : {}),
                  },
                }
              : { mode: d.mode, questionIds: d.questions.map((q) => q.id) },
        };
}

const FIELDS = ["title", "description", "status", "questions", "book", "difficulty", "topic"] as const;
const ALIASES = {
  questionIds: "questions",
  selection: "questions",
  "selection.filter.book": "book",
  "selection.filter.difficulty": "difficulty",
  "selection.filter.topic": "topic",
} as const;

/**
 * Create Quiz (docs/product.md part 2 §2 'Admin quiz management'): title, optional description, and the questions either Random ('25
 * questions from database', narrowed by book, difficulty or topic) or Manual (searched and picked).
 * Edit: title, description, status and the pool (attempts keep the questions they drew). Checked by
 * the domain's AdminQuizCreateSchema or AdminQuizUpdateSchema, as the server checks it.
 */
export function QuizForm({ quiz, initialQuestions, onDone }: { quiz: AdminQuiz | null; initialQuestions: QuestionPick[]; onDone: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const form = useForm<QuizDraft, unknown, AdminQuizCreate | AdminQuizUpdate>({
    resolver: domainResolver<QuizDraft, typeof AdminQuizCreateSchema | typeof AdminQuizUpdateSchema>(
      () => (quiz ? AdminQuizUpdateSchema : AdminQuizCreateSchema),
      toInput(quiz),
      ALIASES,
    ),
    defaultValues: {
      title: quiz?.title ?? "",
      description: quiz?.description ?? "",
      status: quiz?.status ?? "active",
      earlyAccess: quiz ? quiz.opensToAllAt !== null : false,
      mode: quiz ? "manual" : "random",
      book: "",
      difficulty: "",
      topic: "",
      questions: initialQuestions,
    },
  });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const mode = form.watch("mode");
  const questions = form.watch("questions");

  const submit = form.handleSubmit(
    async (input) => {
      setMessage(null);
      try {
        if (quiz) {
          await update.mutateAsync({ id: quiz.id, input: input as AdminQuizUpdate });
          toast.success(t("quizUpdated"));
        } else {
          await create.mutateAsync(input as AdminQuizCreate);
          toast.success(t("quizCreated"));
        }
        onDone();
      } catch (error) {
        setMessage(showServerErrors(form, error, FIELDS, ALIASES));
        toast.error(quiz ? t("updateFailed") : t("creationFailed"), {
          description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : GENERIC_ERROR_MESSAGE,
        });
      }
    },
    (invalid) => {
      if (invalid.title) toast.error(t("titleRequired"), { description: invalid.title.message });
    },
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="quiz-title" label={t("title")} error={errors.title?.message}>
        <Input {...fieldAria("quiz-title", errors.title?.message)} {...form.register("title")} maxLength={120} autoFocus />
      </FormField>
      <FormField id="quiz-description" label={t("descriptionOptional")} error={errors.description?.message}>
        <textarea
          {...fieldAria("quiz-description", errors.description?.message)}
          {...form.register("description")}
          className={cn(inputClasses, "h-20 py-2")}
          maxLength={500}
        />
      </FormField>
      <FormField id="quiz-status" label={t("colStatus")} error={errors.status?.message} hint={t("quizStatusHint", { count: QUIZ_QUESTION_COUNT })}>
        <select {...fieldAria("quiz-status", errors.status?.message, true)} {...form.register("status")} className={inputClasses}>
          {(Object.keys(STATUS_LABELS) as QuizStatus[]).map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </select>
      </FormField>
      <label className="flex items-start gap-2.5 text-sm text-slate-700">
        <input type="checkbox" {...form.register("earlyAccess")} className="mt-0.5 size-4" aria-describedby="quiz-early-access-hint" />
        <span>
          <span className="font-medium text-slate-900">{t("earlyAccess")}</span>
          <span id="quiz-early-access-hint" className="block text-xs text-slate-500">
            {quiz?.opensToAllAt ? t("earlyAccessUntil", { at: formatDateTime(quiz.opensToAllAt) }) : t("earlyAccessHint")}
          </span>
        </span>
      </label>
      {quiz ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t("colQuestions")}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="random" {...form.register("mode")} />
            {t("modeRandom")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="manual" {...form.register("mode")} />
            {t("modeManual")}
          </label>
        </fieldset>
      )}
      {mode === "random" && !quiz ? (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
          <FormField id="quiz-filter-book" label={t("book")} error={errors.book?.message}>
            <select {...fieldAria("quiz-filter-book", errors.book?.message)} {...form.register("book")} className={inputClasses}>
              <option value="">{t("anyBook")}</option>
              {BOOKS.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {bookName(b, locale)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="quiz-filter-difficulty" label={t("difficulty")} error={errors.difficulty?.message}>
            <select {...fieldAria("quiz-filter-difficulty", errors.difficulty?.message)} {...form.register("difficulty")} className={inputClasses}>
              <option value="">{t("anyDifficulty")}</option>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t("difficultyName", { difficulty: d })}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="quiz-filter-topic" label={t("topic")} error={errors.topic?.message}>
            <select {...fieldAria("quiz-filter-topic", errors.topic?.message)} {...form.register("topic")} className={inputClasses}>
              <option value="">{t("anyTopic")}</option>
              {QUESTION_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t("topicName", { topic })}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      ) : (
        <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">{t("questionsCount", { count: questions.length })}</legend>
          <QuestionPicker
            supply="unsealed"
            chosen={questions}
            onChange={(next) => form.setValue("questions", next, { shouldDirty: true })}
            error={errors.questions?.message}
          />
        </fieldset>
      )}
      <FormMessage message={message} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : quiz ? t("saveChanges") : t("createQuiz")}
        </Button>
      </div>
    </form>
  );
}
