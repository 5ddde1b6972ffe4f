import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { HoldDecisionSchema, type HeldResult, type HoldDecision } from "@berean/domain";
import { FormButtons, FormDialog, FormMessage } from "../../../components/form-dialog";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { showServerErrors } from "../../../lib/server-errors";
import { useHoldDecision } from "../api/attempts";

const COPY = {
  clear: {
    title: "Clear this result?",
    action: "Clear Result",
    busy: "Clearing...",
    done: "Result cleared",
    doneText: "It takes its place on the leaderboards.",
    label: "Note (for the audit log)",
  },
  void: {
    title: "Void this result?",
    action: "Void Result",
    busy: "Voiding...",
    done: "Result voided",
    doneText: "It never counts; the member sees your note.",
    label: "Reason (the member sees it)",
  },
} as const;

export type Deciding = { item: HeldResult; decision: HoldDecision["decision"] };

/** An admin's decision on a held result, with a note: clear (it stands) or void (it never counts). Audit-logged by the server. */
export function HoldDecisionDialog({ deciding, onClose }: { deciding: Deciding | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const item = deciding?.item;
  return (
    <FormDialog
      open={deciding !== null}
      onClose={onClose}
      busy={busy}
      title={COPY[deciding?.decision ?? "clear"].title}
      description={item ? `${item.userName} · ${item.title} · score ${item.score}. ${item.reason}` : ""}
    >
      {deciding ? (
        <DecisionForm key={`${deciding.item.kind}-${deciding.item.id}-${deciding.decision}`} deciding={deciding} onDone={onClose} onBusy={setBusy} />
      ) : null}
    </FormDialog>
  );
}

function DecisionForm({ deciding: { item, decision }, onDone, onBusy }: { deciding: Deciding; onDone: () => void; onBusy: (busy: boolean) => void }) {
  const copy = COPY[decision];
  const send = useHoldDecision(item);
  const form = useForm<HoldDecision>({ resolver: zodResolver(HoldDecisionSchema), defaultValues: { decision, note: "" } });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    onBusy(true);
    try {
      await send.mutateAsync(values);
      toast.success(copy.done, { description: copy.doneText });
      onDone();
    } catch (error) {
      setMessage(showServerErrors(form, error, ["note"]));
    } finally {
      onBusy(false);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="hold-note" label={copy.label} error={errors.note?.message}>
        <textarea
          {...fieldAria("hold-note", errors.note?.message)}
          {...form.register("note")}
          className={cn(inputClasses, "h-20 py-2")}
          maxLength={500}
          autoFocus
        />
      </FormField>
      <FormMessage message={message} />
      <FormButtons onCancel={onDone} busy={isSubmitting} submitLabel={copy.action} busyLabel={copy.busy} danger={decision === "void"} />
    </form>
  );
}
