import { useState } from "react";
import { toast } from "sonner";
import { BOOKS, DIFFICULTIES, QUESTION_TOPICS, QUIZ_QUESTION_COUNT, type AdminQuiz, type QuestionPick, type QuizStatus } from "@berean/domain";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useCreateQuiz, useUpdateQuiz } from "../../../queries/admin-content";
import { QuestionPicker } from "../question-picker";

const STATUS_LABELS: Record<QuizStatus, string> = { active: "Active", draft: "Draft", archived: "Archived" };
const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function StatusSelect({ value, onChange }: { value: QuizStatus; onChange: (s: QuizStatus) => void }) {
  return (
    <FormField id="quiz-status" label="Status" hint={`Members see active quizzes; an active quiz needs ${QUIZ_QUESTION_COUNT} questions.`}>
      <select id="quiz-status" aria-describedby="quiz-status-hint" className={inputClasses} value={value} onChange={(e) => onChange(e.target.value as QuizStatus)}>
        {(Object.keys(STATUS_LABELS) as QuizStatus[]).map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/**
 * Create Quiz (spec 2): title, optional description, and the questions either Random ('25
 * questions from database', narrowed by book, difficulty or topic) or Manual (searched and picked).
 * Edit: title, description, status and the pool (attempts keep the questions they drew).
 */
export function QuizForm({ quiz, initialQuestions, onDone }: { quiz: AdminQuiz | null; initialQuestions: QuestionPick[]; onDone: () => void }) {
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const [title, setTitle] = useState(quiz?.title ?? "");
  const [description, setDescription] = useState(quiz?.description ?? "");
  const [status, setStatus] = useState<QuizStatus>(quiz?.status ?? "active");
  const [mode, setMode] = useState<"random" | "manual">(quiz ? "manual" : "random");
  const [filter, setFilter] = useState({ book: "", difficulty: "", topic: "" });
  const [questions, setQuestions] = useState<QuestionPick[]>(initialQuestions);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = create.isPending || update.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: "Please enter a quiz title." });
      toast.error("Title required", { description: "Please enter a quiz title." });
      return;
    }
    setErrors({});
    try {
      if (quiz) {
        await update.mutateAsync({ id: quiz.id, input: { title, description, status, questionIds: questions.map((q) => q.id) } });
        toast.success("Quiz updated!");
      } else {
        const selection =
          mode === "random"
            ? {
                mode,
                filter: {
                  ...(filter.book ? { book: filter.book } : {}),
                  ...(filter.difficulty ? { difficulty: filter.difficulty as (typeof DIFFICULTIES)[number] } : {}),
                  ...(filter.topic ? { topic: filter.topic as (typeof QUESTION_TOPICS)[number] } : {}),
                },
              }
            : { mode, questionIds: questions.map((q) => q.id) };
        await create.mutateAsync({ title, description, status, difficulty: "medium", selection });
        toast.success("Quiz created successfully!");
      }
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status < 500) {
        setErrors({ ...error.fields, form: Object.keys(error.fields).length ? "" : error.message });
        toast.error(quiz ? "Update failed" : "Creation failed", { description: error.message });
      } else toast.error(quiz ? "Update failed" : "Creation failed", { description: GENERIC_ERROR_MESSAGE });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="quiz-title" label="Title" error={errors.title}>
        <Input {...fieldAria("quiz-title", errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} autoFocus />
      </FormField>
      <FormField id="quiz-description" label="Description (optional)" error={errors.description}>
        <textarea
          {...fieldAria("quiz-description", errors.description)}
          className={cn(inputClasses, "h-20 py-2")}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
        />
      </FormField>
      <StatusSelect value={status} onChange={setStatus} />
      {quiz ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Questions</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="quiz-mode" checked={mode === "random"} onChange={() => setMode("random")} />
            Random: 25 questions from database
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="quiz-mode" checked={mode === "manual"} onChange={() => setMode("manual")} />
            Manual: pick the questions
          </label>
        </fieldset>
      )}
      {mode === "random" && !quiz ? (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
          <FormField id="quiz-filter-book" label="Book">
            <select id="quiz-filter-book" className={inputClasses} value={filter.book} onChange={(e) => setFilter((f) => ({ ...f, book: e.target.value }))}>
              <option value="">Any book</option>
              {BOOKS.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="quiz-filter-difficulty" label="Difficulty">
            <select id="quiz-filter-difficulty" className={inputClasses} value={filter.difficulty} onChange={(e) => setFilter((f) => ({ ...f, difficulty: e.target.value }))}>
              <option value="">Any difficulty</option>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {capitalise(d)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="quiz-filter-topic" label="Topic">
            <select id="quiz-filter-topic" className={inputClasses} value={filter.topic} onChange={(e) => setFilter((f) => ({ ...f, topic: e.target.value }))}>
              <option value="">Any topic</option>
              {QUESTION_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {capitalise(t)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      ) : (
        <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">{`Questions (${questions.length})`}</legend>
          <QuestionPicker chosen={questions} onChange={setQuestions} error={errors.questionIds} />
        </fieldset>
      )}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : quiz ? "Save Changes" : "Create Quiz"}
        </Button>
      </div>
    </form>
  );
}
