import { Shuffle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CompetitionInputSchema, POOL_PER_QUESTION_ASKED, type AdminCompetition, type CompetitionInput, type QuestionPick } from "@berean/domain";
import { FormMessage } from "../../../components/form-dialog";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { drawCompetitionQuestionIds, getQuestionPicks, useSaveCompetition } from "../api/competitions";
import { domainResolver } from "../forms/domain-resolver";
import { showServerErrors } from "../../../lib/server-errors";
import { useT } from "../messages";
import { QuestionPicker } from "../question-picker";

const dollars = (cents: number) => (cents / 100).toFixed(2);
/** "12.5" → 1250; empty or not a number → NaN (the server says why). */
const toCents = (text: string) => (text.trim() === "" ? 0 : Math.round(Number(text) * 100));

interface Draft {
  title: string;
  description: string;
  entryFee: string;
  prizePool: string;
  maxParticipants: string;
  /** Empty: it runs with any number. */
  minParticipants: string;
  startDate: string;
  endDate: string;
  questions: QuestionPick[];
  /** Empty: a quarter of the pool. */
  perEntrant: string;
  /** How many the 'Draw questions' button draws (not sent). */
  drawCount: string;
}

/** The body the API takes: dollars to cents, empty seats to no limit, picked cards to their ids. */
const toInput = (d: Draft) => ({
  title: d.title,
  description: d.description,
  entryFeeCents: toCents(d.entryFee),
  prizePoolCents: toCents(d.prizePool),
  maxParticipants: d.maxParticipants.trim() === "" ? null : Number(d.maxParticipants),
  minParticipants: d.minParticipants.trim() === "" ? null : Number(d.minParticipants),
  startDate: d.startDate,
  endDate: d.endDate,
  questionIds: d.questions.map((q) => q.id),
  questionsPerEntrant: d.perEntrant.trim() === "" ? undefined : Number(d.perEntrant),
});
const FIELDS = [
  "title",
  "description",
  "entryFee",
  "prizePool",
  "maxParticipants",
  "minParticipants",
  "startDate",
  "endDate",
  "questions",
  "perEntrant",
] as const;
const ALIASES = { entryFeeCents: "entryFee", prizePoolCents: "prizePool", questionIds: "questions", questionsPerEntrant: "perEntrant" } as const;

/**
 * The admin's competition form (docs/product.md part 2 §2 'Admin competitions'): title, description, fee and pool in
 * dollars (stored in cents), seats, dates, and the question set, drawn at random from the bank
 * or picked by hand, checked by the domain's CompetitionInputSchema as the server checks it. Once
 * active, only what the server allows can change (it says so). A field is checked when it is left,
 * then on every change, and a change rechecks the fields whose rule it shares (the end date with the
 * start, the minimum with the seats, the draw with the pool), so no error outlives its fix.
 */
export function CompetitionForm({
  competition,
  initialQuestions,
  onDone,
}: {
  competition: AdminCompetition | null;
  initialQuestions: QuestionPick[];
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveCompetition();
  const locked = competition?.status === "active";
  const form = useForm<Draft, unknown, CompetitionInput>({
    resolver: domainResolver<Draft, typeof CompetitionInputSchema>(() => CompetitionInputSchema, toInput, ALIASES),
    mode: "onTouched",
    defaultValues: {
      title: competition?.title ?? "",
      description: competition?.description ?? "",
      entryFee: competition ? dollars(competition.entryFeeCents) : "5.00",
      prizePool: competition ? dollars(competition.prizePoolCents) : "100.00",
      maxParticipants: competition?.maxParticipants?.toString() ?? "",
      minParticipants: competition?.minParticipants?.toString() ?? "",
      startDate: competition?.startDate ?? "",
      endDate: competition?.endDate ?? "",
      questions: initialQuestions,
      perEntrant: competition?.questionsPerEntrant?.toString() ?? "",
      drawCount: "25",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const questions = form.watch("questions");
  const [drawing, setDrawing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  /** A field whose rule shares another's: a change here rechecks that one, if it shows an error. */
  const alsoRecheck = (other: keyof Draft) => ({ onChange: () => (form.getFieldState(other).error ? void form.trigger(other) : undefined) });
  /** Sets the pool and, once the form has been checked, checks it again with the draw it bounds. */
  const setQuestions = (next: QuestionPick[]) => {
    form.setValue("questions", next, { shouldDirty: true });
    if (form.formState.isSubmitted || form.getFieldState("questions").error || form.getFieldState("perEntrant").error)
      void form.trigger(["questions", "perEntrant"]);
  };

  const draw = async () => {
    setDrawing(true);
    try {
      const { questionIds } = await drawCompetitionQuestionIds(Math.min(100, Math.max(1, Number(form.getValues("drawCount")) || 25)));
      const { questions } = await getQuestionPicks(questionIds);
      setQuestions(questions);
    } catch {
      toast.error(t("drawFailed"), { description: t("pleaseTryAgain") });
    } finally {
      setDrawing(false);
    }
  };

  const submit = form.handleSubmit(async (input) => {
    setMessage(null);
    try {
      await save.mutateAsync({ id: competition?.id ?? null, input });
      toast.success(competition ? t("competitionUpdated") : t("competitionCreated"));
      onDone();
    } catch (error) {
      setMessage(showServerErrors(form, error, FIELDS, ALIASES));
      toast.error(competition ? t("competitionUpdateFailed") : t("competitionCreateFailed"), {
        description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined,
      });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
      <FormField id="competition-title" label={t("title")} error={errors.title?.message}>
        <Input {...fieldAria("competition-title", errors.title?.message)} {...form.register("title")} maxLength={120} />
      </FormField>
      <FormField id="competition-description" label={t("description")} error={errors.description?.message}>
        <textarea
          {...fieldAria("competition-description", errors.description?.message)}
          {...form.register("description")}
          rows={3}
          className={cn(inputClasses, "h-auto py-2")}
          maxLength={2000}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="competition-fee" label={t("entryFeeDollars")} error={errors.entryFee?.message}>
          <Input
            {...fieldAria("competition-fee", errors.entryFee?.message)}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...form.register("entryFee")}
            disabled={locked}
          />
        </FormField>
        <FormField id="competition-pool" label={t("prizePoolDollars")} error={errors.prizePool?.message}>
          <Input
            {...fieldAria("competition-pool", errors.prizePool?.message)}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...form.register("prizePool")}
          />
        </FormField>
        <FormField id="competition-seats" label={t("maxParticipants")} error={errors.maxParticipants?.message} hint={t("maxParticipantsHint")}>
          <Input
            {...fieldAria("competition-seats", errors.maxParticipants?.message, true)}
            type="number"
            step="1"
            min="1"
            inputMode="numeric"
            {...form.register("maxParticipants", alsoRecheck("minParticipants"))}
          />
        </FormField>
        <FormField id="competition-min" label={t("minimumEntrants")} error={errors.minParticipants?.message} hint={t("minimumEntrantsHint")}>
          <Input
            {...fieldAria("competition-min", errors.minParticipants?.message, true)}
            type="number"
            step="1"
            min="1"
            inputMode="numeric"
            {...form.register("minParticipants")}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="competition-start" label={t("startDate")} error={errors.startDate?.message}>
          <Input
            {...fieldAria("competition-start", errors.startDate?.message)}
            type="date"
            {...form.register("startDate", alsoRecheck("endDate"))}
            disabled={locked}
          />
        </FormField>
        <FormField id="competition-end" label={t("endDate")} error={errors.endDate?.message}>
          <Input {...fieldAria("competition-end", errors.endDate?.message)} type="date" {...form.register("endDate")} />
        </FormField>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4" disabled={locked}>
        <legend className="px-1 text-sm font-medium text-slate-700">{t("questionPool", { count: questions.length })}</legend>
        {locked ? <p className="text-xs text-slate-500">{t("poolLocked")}</p> : null}
        <FormField
          id="competition-per-entrant"
          label={t("perEntrant")}
          error={errors.perEntrant?.message}
          hint={
            questions.length >= POOL_PER_QUESTION_ASKED
              ? t("perEntrantHintCount", { count: Math.floor(questions.length / POOL_PER_QUESTION_ASKED) })
              : t("perEntrantHint")
          }
        >
          <Input
            {...fieldAria("competition-per-entrant", errors.perEntrant?.message, true)}
            type="number"
            step="1"
            min="1"
            inputMode="numeric"
            {...form.register("perEntrant", alsoRecheck("questions"))}
            className="w-32"
          />
        </FormField>
        <div className="flex flex-wrap items-end gap-2">
          <FormField id="draw-count" label={t("drawLabel")} hint={t("drawHint")}>
            <Input id="draw-count" type="number" min="1" max="100" {...form.register("drawCount")} className="w-24" />
          </FormField>
          <Button type="button" variant="secondary" onClick={() => void draw()} disabled={drawing}>
            <Shuffle aria-hidden />
            {drawing ? t("drawing") : t("drawQuestions")}
          </Button>
        </div>
        <QuestionPicker supply="sealed" chosen={questions} onChange={setQuestions} error={errors.questions?.message} />
      </fieldset>

      <FormMessage message={message} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : competition ? t("saveChanges") : t("createCompetition")}
        </Button>
      </div>
    </form>
  );
}
