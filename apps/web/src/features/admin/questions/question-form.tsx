import { useState } from "react";
import { toast } from "sonner";
import { BOOKS, DIFFICULTIES, QUESTION_TOPICS, type AdminQuestion, type AdminQuestionInput, type Difficulty } from "@berean/domain";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useSaveQuestion } from "../../../queries/admin-content";

const LETTERS = ["A", "B", "C", "D"] as const;
const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * Add Question and Edit (the spec's dead buttons made real): the text, four options with the key,
 * book and verse reference (checked by the server against the 66 books and the KJV text),
 * difficulty, topics and explanation. Changing the key of a used question regrades its results:
 * the note goes to the members whose scores change.
 */
export function QuestionForm({ question, onDone }: { question: AdminQuestion | null; onDone: () => void }) {
  const save = useSaveQuestion();
  const [draft, setDraft] = useState<AdminQuestionInput>(() => ({
    question: question?.question ?? "",
    options: (question?.options as AdminQuestionInput["options"]) ?? ["", "", "", ""],
    correctIndex: question?.correctIndex ?? 0,
    book: question?.book ?? null,
    reference: question?.reference ?? "",
    difficulty: question?.difficulty ?? "medium",
    topics: (question?.topics ?? []) as AdminQuestionInput["topics"],
    explanation: question?.explanation ?? "",
    note: "",
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const keyChanged = question !== null && draft.correctIndex !== question.correctIndex;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: question?.id ?? null, input: draft });
      if (question) toast.success("Question updated", { description: saved.regraded ? `${saved.regraded} result${saved.regraded === 1 ? " was" : "s were"} regraded.` : undefined });
      else toast.success("Question added", { description: "It is in the bank, ready for quizzes." });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status < 500) {
        const fields = Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k.split(".")[0]!, v]));
        setErrors({ ...fields, form: Object.keys(fields).length ? "" : error.message });
      } else setErrors({ form: GENERIC_ERROR_MESSAGE });
    }
  };

  const setOption = (i: number, value: string) => setDraft((d) => ({ ...d, options: d.options.map((o, j) => (j === i ? value : o)) as AdminQuestionInput["options"] }));
  const toggleTopic = (topic: (typeof QUESTION_TOPICS)[number]) =>
    setDraft((d) => ({ ...d, topics: d.topics.includes(topic) ? d.topics.filter((t) => t !== topic) : [...d.topics, topic] }));

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="question-text" label="Question" error={errors.question}>
        <textarea {...fieldAria("question-text", errors.question)} className={cn(inputClasses, "h-20 py-2")} value={draft.question} onChange={(e) => setDraft((d) => ({ ...d, question: e.target.value }))} maxLength={500} autoFocus />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Options (mark the correct one)</legend>
        {LETTERS.map((letter, i) => (
          <div key={letter} className="flex items-center gap-2">
            <input type="radio" name="correct-option" aria-label={`Option ${letter} is correct`} checked={draft.correctIndex === i} onChange={() => setDraft((d) => ({ ...d, correctIndex: i }))} className="size-4" />
            <Input aria-label={`Option ${letter}`} value={draft.options[i]} onChange={(e) => setOption(i, e.target.value)} maxLength={500} aria-invalid={errors.options ? true : undefined} />
          </div>
        ))}
        {errors.options ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.options}
          </p>
        ) : null}
      </fieldset>
      {keyChanged ? (
        <FormField id="question-note" label="Note to regraded members" hint="Results that answered this question are scored again with the new key; this note is shown on them.">
          <Input {...fieldAria("question-note", undefined, true)} value={draft.note} onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))} maxLength={500} placeholder="e.g. The key was wrong: the verse says B." />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="question-book" label="Book" error={errors.book}>
          <select {...fieldAria("question-book", errors.book)} className={inputClasses} value={draft.book ?? ""} onChange={(e) => setDraft((d) => ({ ...d, book: e.target.value || null }))}>
            <option value="">No book</option>
            {BOOKS.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="question-reference" label="Reference" error={errors.reference}>
          <Input {...fieldAria("question-reference", errors.reference)} value={draft.reference} onChange={(e) => setDraft((d) => ({ ...d, reference: e.target.value }))} placeholder="Genesis 6:14" maxLength={60} />
        </FormField>
        <FormField id="question-difficulty" label="Difficulty">
          <select id="question-difficulty" className={inputClasses} value={draft.difficulty} onChange={(e) => setDraft((d) => ({ ...d, difficulty: e.target.value as Difficulty }))}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {capitalise(d)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Topics (up to 5)</legend>
        <div className="flex flex-wrap gap-1.5">
          {QUESTION_TOPICS.map((topic) => (
            <label key={topic} className={cn("cursor-pointer rounded-full px-2.5 py-1 text-xs ring-1", draft.topics.includes(topic) ? "bg-indigo-600 text-white ring-indigo-600" : "bg-white text-slate-700 ring-slate-200")}>
              <input type="checkbox" className="sr-only" checked={draft.topics.includes(topic)} onChange={() => toggleTopic(topic)} disabled={!draft.topics.includes(topic) && draft.topics.length >= 5} />
              {capitalise(topic)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="question-explanation" label="Explanation" error={errors.explanation}>
        <textarea {...fieldAria("question-explanation", errors.explanation)} className={cn(inputClasses, "h-20 py-2")} value={draft.explanation} onChange={(e) => setDraft((d) => ({ ...d, explanation: e.target.value }))} maxLength={2000} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : question ? "Save Changes" : "Add Question"}
        </Button>
      </div>
    </form>
  );
}
