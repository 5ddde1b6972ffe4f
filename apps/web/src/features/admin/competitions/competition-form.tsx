import { Shuffle } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminCompetition, CompetitionInput, QuestionPick } from "@berean/domain";
import { Button } from "../../../components/ui/button";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, isApiError, withQuery } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useSaveCompetition } from "../../../queries/competitions";
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
  startDate: string;
  endDate: string;
  questions: QuestionPick[];
  /** Empty: half the pool. */
  perEntrant: string;
}

/**
 * The admin's competition form (spec 2 'Admin competitions'): title, description, fee and pool in
 * dollars (stored in cents), seats, dates, and the question set, drawn at random from the bank
 * or picked by hand. Once active, only what the server allows can change (it says so).
 */
export function CompetitionForm({ competition, initialQuestions, onDone }: { competition: AdminCompetition | null; initialQuestions: QuestionPick[]; onDone: () => void }) {
  const save = useSaveCompetition();
  const locked = competition?.status === "active";
  const [draft, setDraft] = useState<Draft>(() => ({
    title: competition?.title ?? "",
    description: competition?.description ?? "",
    entryFee: competition ? dollars(competition.entryFeeCents) : "5.00",
    prizePool: competition ? dollars(competition.prizePoolCents) : "100.00",
    maxParticipants: competition?.maxParticipants?.toString() ?? "",
    startDate: competition?.startDate ?? "",
    endDate: competition?.endDate ?? "",
    questions: initialQuestions,
    perEntrant: competition?.questionsPerEntrant?.toString() ?? "",
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [drawCount, setDrawCount] = useState("25");
  const [drawing, setDrawing] = useState(false);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  const draw = async () => {
    setDrawing(true);
    try {
      const { questionIds } = await api.get<{ questionIds: number[] }>(apiPaths.adminCompetitionDraw(Math.min(100, Math.max(1, Number(drawCount) || 25))));
      const { questions } = await api.get<{ questions: QuestionPick[] }>(withQuery("/api/admin/competitions/questions", { ids: questionIds.join(",") }));
      setDraft((d) => ({ ...d, questions }));
    } catch {
      toast.error("Could not draw questions", { description: "Please try again." });
    } finally {
      setDrawing(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input: CompetitionInput = {
      title: draft.title,
      description: draft.description,
      entryFeeCents: toCents(draft.entryFee),
      prizePoolCents: toCents(draft.prizePool),
      maxParticipants: draft.maxParticipants.trim() === "" ? null : Number(draft.maxParticipants),
      startDate: draft.startDate,
      endDate: draft.endDate,
      questionIds: draft.questions.map((q) => q.id),
      questionsPerEntrant: draft.perEntrant.trim() === "" ? undefined : Number(draft.perEntrant),
    };
    setErrors({});
    save.mutate(
      { id: competition?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(competition ? "Competition updated successfully" : "Competition created successfully");
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
          toast.error(competition ? "Failed to update competition" : "Failed to create competition", {
            description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined,
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormField id="competition-title" label="Title" error={errors.title}>
        <Input {...fieldAria("competition-title", errors.title)} value={draft.title} onChange={set("title")} maxLength={120} />
      </FormField>
      <FormField id="competition-description" label="Description" error={errors.description}>
        <textarea {...fieldAria("competition-description", errors.description)} value={draft.description} onChange={set("description")} rows={3} className={cn(inputClasses, "h-auto py-2")} maxLength={2000} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="competition-fee" label="Entry fee ($)" error={errors.entryFeeCents}>
          <Input {...fieldAria("competition-fee", errors.entryFeeCents)} type="number" step="0.01" min="0" inputMode="decimal" value={draft.entryFee} onChange={set("entryFee")} disabled={locked} />
        </FormField>
        <FormField id="competition-pool" label="Prize pool ($)" error={errors.prizePoolCents}>
          <Input {...fieldAria("competition-pool", errors.prizePoolCents)} type="number" step="0.01" min="0" inputMode="decimal" value={draft.prizePool} onChange={set("prizePool")} />
        </FormField>
        <FormField id="competition-seats" label="Max participants" error={errors.maxParticipants} hint="Empty: no limit.">
          <Input {...fieldAria("competition-seats", errors.maxParticipants, true)} type="number" step="1" min="1" inputMode="numeric" value={draft.maxParticipants} onChange={set("maxParticipants")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="competition-start" label="Start date" error={errors.startDate}>
          <Input {...fieldAria("competition-start", errors.startDate)} type="date" value={draft.startDate} onChange={set("startDate")} disabled={locked} />
        </FormField>
        <FormField id="competition-end" label="End date" error={errors.endDate}>
          <Input {...fieldAria("competition-end", errors.endDate)} type="date" value={draft.endDate} onChange={set("endDate")} />
        </FormField>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4" disabled={locked}>
        <legend className="px-1 text-sm font-medium text-slate-700">{`Question pool (${draft.questions.length})`}</legend>
        {locked ? <p className="text-xs text-slate-500">Fixed since the competition became active (its hash is published).</p> : null}
        <FormField
          id="competition-per-entrant"
          label="Questions per entrant"
          error={errors.questionsPerEntrant}
          hint={`Each entrant is asked their own draw of this many from the pool, which must hold at least twice as many. Empty: half the pool${draft.questions.length >= 2 ? ` (${Math.floor(draft.questions.length / 2)})` : ""}.`}
        >
          <Input
            {...fieldAria("competition-per-entrant", errors.questionsPerEntrant, true)}
            type="number"
            step="1"
            min="1"
            inputMode="numeric"
            value={draft.perEntrant}
            onChange={set("perEntrant")}
            className="w-32"
          />
        </FormField>
        <div className="flex flex-wrap items-end gap-2">
          <FormField id="draw-count" label="Random from the bank">
            <Input id="draw-count" type="number" min="1" max="100" value={drawCount} onChange={(e) => setDrawCount(e.target.value)} className="w-24" />
          </FormField>
          <Button type="button" variant="secondary" onClick={() => void draw()} disabled={drawing}>
            <Shuffle aria-hidden />
            {drawing ? "Drawing…" : "Draw questions"}
          </Button>
        </div>
        <QuestionPicker chosen={draft.questions} onChange={(questions) => setDraft((d) => ({ ...d, questions }))} error={errors.questionIds} />
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : competition ? "Save Changes" : "Create Competition"}
        </Button>
      </div>
    </form>
  );
}
