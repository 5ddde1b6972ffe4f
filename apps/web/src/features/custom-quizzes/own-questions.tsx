import { zodResolver } from "@hookform/resolvers/zod";
import { DIFFICULTIES, localReference, OwnQuestionInputSchema, parseReference, type BankQuestion, type OwnQuestionInput } from "@berean/domain";
import { BookOpen, PenLine, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormMessage } from "../../components/form-dialog";
import { DelayedSpinner, ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { useLocale } from "../../i18n";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { showServerErrors } from "../../lib/server-errors";
import { lookUpVerse, useDeleteOwnQuestion, useOwnQuestions, useWriteOwnQuestion } from "./api/custom-quizzes";
import { useT } from "./messages";

const LETTERS = ["A", "B", "C", "D"] as const;
const FIELDS = ["text", "options", "correctIndex", "reference", "explanation", "difficulty"] as const;
type Draft = z.input<typeof OwnQuestionInputSchema>;
const EMPTY: Draft = { text: "", options: ["", "", "", ""], correctIndex: 0, reference: "", explanation: "", difficulty: "medium" };

/**
 * 'Write my own' in the builder (docs/architecture.md §4 'Groups'): the questions the builder wrote
 * for their own quizzes, each to add to this one, and the form to write another. They are private:
 * only the builder's own quizzes ask them, and only those who play them see their answers.
 */
export function OwnQuestions({ selectedIds, full, onAdd }: { selectedIds: ReadonlySet<number>; full: boolean; onAdd: (q: BankQuestion) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const own = useOwnQuestions(true);
  const remove = useDeleteOwnQuestion();
  const [writing, setWriting] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t("ownIntro")}</p>
      {writing ? (
        <OwnQuestionForm
          onCancel={() => setWriting(false)}
          onSaved={(q) => {
            setWriting(false);
            if (!full && !selectedIds.has(q.id)) onAdd(q);
          }}
        />
      ) : (
        <Button type="button" variant="secondary" className="self-start" onClick={() => setWriting(true)}>
          <PenLine aria-hidden />
          {t("writeQuestion")}
        </Button>
      )}
      {own.isPending ? (
        <DelayedSpinner label={t("loadingOwn")} />
      ) : own.isError ? (
        <ErrorState message={t("ownFailed")} onRetry={() => void own.refetch()} retrying={own.isFetching} />
      ) : own.data.questions.length === 0 ? (
        writing ? null : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{t("noOwn")}</p>
        )
      ) : (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{t("myQuestionsCount", { count: own.data.questions.length })}</h3>
          <ul className="flex max-h-[28rem] flex-col gap-2 overflow-y-auto pr-1" aria-label={t("myQuestions")}>
            {own.data.questions.map((q) => (
              <li key={q.id} className="flex items-start gap-2 rounded-lg p-3 ring-1 ring-slate-200">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words text-slate-900">{q.text}</p>
                  <p className="mt-1 text-xs break-words text-slate-600">
                    {t("answerWithReference", {
                      answer: q.correctIndex === null ? "" : q.options[q.correctIndex],
                      reference: q.reference ? localReference(q.reference, locale) : "",
                      difficulty: t("level", { difficulty: q.difficulty }),
                    })}
                  </p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={selectedIds.has(q.id) || full}
                  onClick={() => onAdd(q)}
                  aria-label={t(selectedIds.has(q.id) ? "addedOf" : "addOf", { text: q.text })}
                >
                  {selectedIds.has(q.id) ? (
                    t("added")
                  ) : (
                    <>
                      <Plus aria-hidden />
                      {t("add")}
                    </>
                  )}
                </Button>
                {q.asked ? null : (
                  <button
                    type="button"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                    aria-label={t("deleteOf", { text: q.text })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(q.id, {
                        onSuccess: () => toast.success(t("questionDeleted")),
                        onError: (error) => toast.error(isApiError(error) ? error.message : t("questionNotDeleted")),
                      })
                    }
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                )}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">{t("askedStays")}</p>
        </div>
      )}
    </div>
  );
}

/** The verse a reference names, read from the King James text as the question is written. */
function useVerse() {
  const t = useT();
  const [verse, setVerse] = useState<{ reference: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = async (reference: string) => {
    setVerse(null);
    setError(null);
    if (!reference.trim() || !parseReference(reference)) return;
    try {
      setVerse(await lookUpVerse(reference));
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.fields)[0] ?? e.message) : t("verseFailed"));
    }
  };
  return { verse, error, check };
}

/** Writing one question: the text, four options with the right one marked, the verse it cites (shown), an explanation. */
function OwnQuestionForm({ onSaved, onCancel }: { onSaved: (q: BankQuestion) => void; onCancel: () => void }) {
  const t = useT();
  const write = useWriteOwnQuestion();
  const form = useForm<Draft, unknown, OwnQuestionInput>({ resolver: zodResolver(OwnQuestionInputSchema), defaultValues: EMPTY });
  const [message, setMessage] = useState<string | null>(null);
  const verse = useVerse();
  const { errors, isSubmitting } = form.formState;
  const correctIndex = form.watch("correctIndex");
  const optionsError = [0, 1, 2, 3].map((i) => errors.options?.[i]?.message).find(Boolean) ?? errors.options?.message ?? errors.options?.root?.message;
  const referenceField = form.register("reference");

  const submit = form.handleSubmit(async (input) => {
    setMessage(null);
    try {
      const saved = await write.mutateAsync(input);
      if (saved.warning) toast.warning(t("savedCheckAnswer"), { description: saved.warning, duration: 10_000 });
      else toast.success(t("questionSaved"), { description: t("questionSavedDetail") });
      form.reset(EMPTY);
      onSaved(saved.question);
    } catch (error) {
      setMessage(showServerErrors(form, error, FIELDS));
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
      noValidate
      aria-label={t("writeQuestion")}
    >
      <FormField id="own-text" label={t("question")} error={errors.text?.message}>
        <textarea
          {...fieldAria("own-text", errors.text?.message)}
          {...form.register("text")}
          className={cn(inputClasses, "h-20 bg-white py-2")}
          maxLength={300}
          placeholder={t("questionPlaceholder")}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t("optionsLegend")}</legend>
        {LETTERS.map((letter, i) => (
          <div key={letter} className="flex items-center gap-2">
            <input
              type="radio"
              name="own-correct"
              aria-label={t("optionIsRight", { letter })}
              checked={correctIndex === i}
              onChange={() => form.setValue("correctIndex", i, { shouldDirty: true })}
              className="size-4 shrink-0 accent-indigo-600"
            />
            <Input
              aria-label={t("option", { letter })}
              {...form.register(`options.${i}` as `options.${0 | 1 | 2 | 3}`)}
              maxLength={150}
              className="bg-white"
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
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField id="own-reference" label={t("verse")} error={errors.reference?.message ?? verse.error ?? undefined} hint={t("verseHint")}>
          <Input
            {...fieldAria("own-reference", errors.reference?.message ?? verse.error ?? undefined, true)}
            {...referenceField}
            onBlur={(e) => {
              void referenceField.onBlur(e);
              void verse.check(e.target.value);
            }}
            className="bg-white"
            maxLength={60}
            placeholder="Ruth 1:16"
          />
        </FormField>
        <FormField id="own-difficulty" label={t("difficulty")} error={errors.difficulty?.message}>
          <select
            {...fieldAria("own-difficulty", errors.difficulty?.message)}
            value={form.watch("difficulty")}
            onChange={(e) => form.setValue("difficulty", e.target.value as Draft["difficulty"], { shouldDirty: true })}
            className={cn(inputClasses, "bg-white")}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t("difficultyLabel", { difficulty: d })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {verse.verse ? (
        <blockquote className="flex gap-2 rounded-lg bg-white p-3 text-sm text-slate-700 ring-1 ring-slate-200" aria-label={`${verse.verse.reference} (KJV)`}>
          <BookOpen className="mt-0.5 size-4 shrink-0 text-indigo-600" aria-hidden />
          <span>
            <span className="font-semibold text-slate-900">{`${verse.verse.reference} `}</span>
            {verse.verse.text}
          </span>
        </blockquote>
      ) : null}
      <FormField id="own-explanation" label={t("explanation")} error={errors.explanation?.message} hint={t("explanationHint")}>
        <textarea
          {...fieldAria("own-explanation", errors.explanation?.message, true)}
          {...form.register("explanation")}
          className={cn(inputClasses, "h-16 bg-white py-2")}
          maxLength={500}
          placeholder={t("explanationPlaceholder")}
        />
      </FormField>
      <FormMessage message={message} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("saveQuestion")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Badge className="ml-auto">{t("privateToQuizzes")}</Badge>
      </div>
    </form>
  );
}
