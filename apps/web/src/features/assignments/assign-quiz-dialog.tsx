import { ASSIGNMENT_NOTE_MAX, AssignmentCreateSchema, type AssignmentCreate, type GroupAssignment } from "@berean/domain";
import { useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { FormButtons, FormDialog, FormMessage } from "../../components/form-dialog";
import { fieldAria, FormField } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useAssignQuiz } from "./api/assignments";
import { useT } from "./messages";
import { QuizPicker, type PickedQuiz } from "./quiz-picker";

interface AssignForm {
  quiz: PickedQuiz | null;
  dueDate: string;
  note: string;
}

const FIELDS = ["quiz", "dueDate", "note"] as const;
/** The body's names for the form's fields: either source is the one 'quiz' choice. */
const FIELD_OF: Record<string, (typeof FIELDS)[number]> = { quizId: "quiz", customQuizId: "quiz", dueDate: "dueDate", note: "note" };

/** The form's fields as the API's body, checked by the same schema the server uses. */
const resolver: Resolver<AssignForm, unknown, AssignmentCreate> = (values) => {
  const parsed = AssignmentCreateSchema.safeParse({
    quizId: values.quiz?.kind === "quiz" ? values.quiz.id : undefined,
    customQuizId: values.quiz?.kind === "custom" ? values.quiz.id : undefined,
    dueDate: values.dueDate === "" ? null : values.dueDate,
    note: values.note,
  });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    errors[FIELD_OF[String(issue.path[0])] ?? "quiz"] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<AssignForm> };
};

/** Today as the viewer's calendar counts it: the earliest due day the date input offers. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** 'Assign a quiz' (leaders): a published quiz, an optional due day in the group's zone, an optional note. */
export function AssignQuizDialog({
  open,
  onClose,
  groupId,
  groupName,
  assigned,
}: {
  open: boolean;
  onClose: () => void;
  groupId: number;
  groupName: string;
  assigned: GroupAssignment[];
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} onClose={onClose} busy={busy} wide title={t("assignQuiz")} description={t("assignDescription", { group: groupName })}>
      {open ? <AssignForm groupId={groupId} assigned={assigned} onClose={onClose} onBusy={setBusy} /> : null}
    </FormDialog>
  );
}

function AssignForm({
  groupId,
  assigned,
  onClose,
  onBusy,
}: {
  groupId: number;
  assigned: GroupAssignment[];
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const t = useT();
  const assign = useAssignQuiz(groupId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AssignForm, unknown, AssignmentCreate>({ resolver, defaultValues: { quiz: null, dueDate: "", note: "" } });
  const { errors, isSubmitting } = form.formState;
  const quiz = form.watch("quiz");

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    onBusy(true);
    try {
      const { assignment } = await assign.mutateAsync(body);
      toast.success(t("assignedToast"), { description: assignment.quiz.title });
      onClose();
    } catch (error) {
      setFormError(placeServerErrors(form.setError, error));
    } finally {
      onBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
      <QuizPicker
        groupId={groupId}
        value={quiz}
        onChange={(pick) => {
          form.setValue("quiz", pick);
          form.clearErrors("quiz");
        }}
        assigned={new Set(assigned.map((a) => `${a.quiz.kind}-${a.quiz.id}`))}
        error={errors.quiz?.message}
      />
      <FormField id="assign-due-date" label={t("dueDateLabel")} error={errors.dueDate?.message} hint={t("dueDateHint")}>
        <Input
          type="date"
          min={today()}
          {...fieldAria("assign-due-date", errors.dueDate?.message, true)}
          {...form.register("dueDate")}
          className="sm:max-w-56"
        />
      </FormField>
      <FormField id="assign-note" label={t("noteLabel")} error={errors.note?.message} hint={t("noteHint")}>
        <textarea
          {...fieldAria("assign-note", errors.note?.message, true)}
          {...form.register("note")}
          rows={3}
          maxLength={ASSIGNMENT_NOTE_MAX}
          className={cn(inputClasses, "h-auto min-h-20 py-2")}
        />
      </FormField>
      <FormMessage message={formError} />
      <FormButtons onCancel={onClose} busy={isSubmitting} submitLabel={t("assignQuizSubmit")} busyLabel={t("assigning")} />
    </form>
  );
}

/** The API's field errors under their fields; what no field took (a duplicate, a refusal) above the buttons. */
function placeServerErrors(setError: (name: (typeof FIELDS)[number], error: { type: string; message: string }) => void, error: unknown): string | null {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE;
  let placed = false;
  for (const [key, message] of Object.entries(error.fields)) {
    const name = FIELD_OF[key.split(".")[0]!];
    if (name === undefined) continue;
    setError(name, { type: "server", message });
    placed = true;
  }
  return placed ? null : error.message;
}
