import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { AdminQuestionInputSchema, BOOKS, bookName, DIFFICULTIES, QUESTION_TOPICS, type AdminQuestion, type AdminQuestionInput } from "@berean/domain";
import { FormMessage } from "../../../components/form-dialog";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { useSaveQuestion } from "../api/admin-content";
import { showServerErrors } from "../../../lib/server-errors";
import { useLocale } from "../../../i18n";
import { useT } from "../messages";

const LETTERS = ["A", "B", "C", "D"] as const;
type QuestionDraft = z.input<typeof AdminQuestionInputSchema>;
const FIELDS = ["question", "options", "correctIndex", "book", "reference", "difficulty", "topics", "explanation", "note"] as const;

/**
 * Add Question and Edit (buttons that did nothing in docs/product.md part 2 §2 'Admin questions', made real): the text, four options with the key,
 * book and verse reference (checked by the server against the 66 books and the KJV text),
 * difficulty, topics and explanation. Changing the key of a used question regrades its results:
 * the note goes to the members whose scores change.
 */
export function QuestionForm({ question, onDone }: { question: AdminQuestion | null; onDone: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const save = useSaveQuestion();
  const form = useForm<QuestionDraft, unknown, AdminQuestionInput>({
    resolver: zodResolver(AdminQuestionInputSchema),
    defaultValues: {
      question: question?.question ?? "",
      options: (question?.options as AdminQuestionInput["options"]) ?? ["", "", "", ""],
      correctIndex: question?.correctIndex ?? 0,
      book: question?.book ?? null,
      reference: question?.reference ?? "",
      difficulty: question?.difficulty ?? "medium",
      topics: (question?.topics ?? []) as AdminQuestionInput["topics"],
      explanation: question?.explanation ?? "",
      note: "",
    },
  });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const correctIndex = form.watch("correctIndex");
  const topics = form.watch("topics") ?? [];
  const keyChanged = question !== null && correctIndex !== question.correctIndex;
  // One message for the four options: the first option's own ("Option B is required."), else the refinement's ("The four options must differ.").
  const optionsError = [0, 1, 2, 3].map((i) => errors.options?.[i]?.message).find(Boolean) ?? errors.options?.message ?? errors.options?.root?.message;

  const submit = form.handleSubmit(async (input) => {
    setMessage(null);
    try {
      const saved = await save.mutateAsync({ id: question?.id ?? null, input });
      if (question)
        toast.success(t("questionUpdated"), {
          description: saved.regraded ? t("regraded", { count: saved.regraded }) : undefined,
        });
      else toast.success(t("questionAdded"), { description: t("questionAddedText") });
      onDone();
    } catch (error) {
      setMessage(showServerErrors(form, error, FIELDS));
    }
  });

  const toggleTopic = (topic: (typeof QUESTION_TOPICS)[number]) =>
    form.setValue("topics", topics.includes(topic) ? topics.filter((other) => other !== topic) : [...topics, topic], { shouldDirty: true });

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="question-text" label={t("colQuestion")} error={errors.question?.message}>
        <textarea
          {...fieldAria("question-text", errors.question?.message)}
          {...form.register("question")}
          className={cn(inputClasses, "h-20 py-2")}
          maxLength={500}
          autoFocus
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("optionsLegend")}</legend>
        {LETTERS.map((letter, i) => (
          <div key={letter} className="flex items-center gap-2">
            <input
              type="radio"
              name="correct-option"
              aria-label={t("optionCorrect", { letter })}
              checked={correctIndex === i}
              onChange={() => form.setValue("correctIndex", i, { shouldDirty: true })}
              className="size-4"
            />
            <Input
              aria-label={t("option", { letter })}
              {...form.register(`options.${i}` as `options.${0 | 1 | 2 | 3}`)}
              maxLength={500}
              aria-invalid={errors.options?.[i] || errors.options?.message ? true : undefined}
            />
          </div>
        ))}
        {optionsError ? (
          <p role="alert" className="text-sm text-red-600">
            {optionsError}
          </p>
        ) : null}
      </fieldset>
      {keyChanged ? (
        <FormField id="question-note" label={t("regradeNote")} error={errors.note?.message} hint={t("regradeNoteHint")}>
          <Input
            {...fieldAria("question-note", errors.note?.message, true)}
            {...form.register("note")}
            maxLength={500}
            placeholder={t("regradeNotePlaceholder")}
          />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="question-book" label={t("book")} error={errors.book?.message}>
          <select
            {...fieldAria("question-book", errors.book?.message)}
            {...form.register("book", { setValueAs: (slug: string | null) => slug || null })}
            className={inputClasses}
          >
            <option value="">{t("noBook")}</option>
            {BOOKS.map((b) => (
              <option key={b.slug} value={b.slug}>
                {bookName(b, locale)}
              </option>
            ))}
          </select>
        </FormField>
        {/* i18n: the example stays in English: the server reads a reference by the KJV's English book names. */}
        <FormField id="question-reference" label={t("referenceLabel")} error={errors.reference?.message}>
          <Input {...fieldAria("question-reference", errors.reference?.message)} {...form.register("reference")} placeholder="Genesis 6:14" maxLength={60} />
        </FormField>
        <FormField id="question-difficulty" label={t("difficulty")} error={errors.difficulty?.message}>
          <select {...fieldAria("question-difficulty", errors.difficulty?.message)} {...form.register("difficulty")} className={inputClasses}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t("difficultyName", { difficulty: d })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t("topicsLegend")}</legend>
        <div className="flex flex-wrap gap-1.5">
          {QUESTION_TOPICS.map((topic) => (
            <label
              key={topic}
              className={cn(
                "cursor-pointer rounded-full px-2.5 py-1 text-xs ring-1",
                topics.includes(topic) ? "bg-indigo-600 text-white ring-indigo-600" : "bg-white text-slate-700 ring-slate-200",
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={topics.includes(topic)}
                onChange={() => toggleTopic(topic)}
                disabled={!topics.includes(topic) && topics.length >= 5}
              />
              {t("topicName", { topic })}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField id="question-explanation" label={t("explanation")} error={errors.explanation?.message}>
        <textarea
          {...fieldAria("question-explanation", errors.explanation?.message)}
          {...form.register("explanation")}
          className={cn(inputClasses, "h-20 py-2")}
          maxLength={2000}
        />
      </FormField>
      {errors.topics?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.topics.message}
        </p>
      ) : null}
      <FormMessage message={message} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : question ? t("saveChanges") : t("addQuestionButton")}
        </Button>
      </div>
    </form>
  );
}
