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
import { useT, type AdminKey } from "../messages";

const COPY = {
  clear: {
    title: "clearTitle",
    action: "clearResult",
    busy: "clearing",
    done: "resultCleared",
    doneText: "resultClearedText",
    label: "clearNoteLabel",
  },
  void: {
    title: "voidTitle",
    action: "voidResult",
    busy: "voiding",
    done: "resultVoided",
    doneText: "heldVoidedText",
    label: "voidNoteLabel",
  },
} as const satisfies Record<string, Record<string, AdminKey>>;

export type Deciding = { item: HeldResult; decision: HoldDecision["decision"] };

/** An admin's decision on a held result, with a note: clear (it stands) or void (it never counts). Audit-logged by the server. */
export function HoldDecisionDialog({ deciding, onClose }: { deciding: Deciding | null; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const item = deciding?.item;
  return (
    <FormDialog
      open={deciding !== null}
      onClose={onClose}
      busy={busy}
      title={t(COPY[deciding?.decision ?? "clear"].title)}
      description={item ? t("heldDescription", { name: item.userName, title: item.title, score: item.score, reason: item.reason }) : ""}
    >
      {deciding ? (
        <DecisionForm key={`${deciding.item.kind}-${deciding.item.id}-${deciding.decision}`} deciding={deciding} onDone={onClose} onBusy={setBusy} />
      ) : null}
    </FormDialog>
  );
}

function DecisionForm({ deciding: { item, decision }, onDone, onBusy }: { deciding: Deciding; onDone: () => void; onBusy: (busy: boolean) => void }) {
  const t = useT();
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
      toast.success(t(copy.done), { description: t(copy.doneText) });
      onDone();
    } catch (error) {
      setMessage(showServerErrors(form, error, ["note"]));
    } finally {
      onBusy(false);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="hold-note" label={t(copy.label)} error={errors.note?.message}>
        <textarea
          {...fieldAria("hold-note", errors.note?.message)}
          {...form.register("note")}
          className={cn(inputClasses, "h-20 py-2")}
          maxLength={500}
          autoFocus
        />
      </FormField>
      <FormMessage message={message} />
      <FormButtons onCancel={onDone} busy={isSubmitting} submitLabel={t(copy.action)} busyLabel={t(copy.busy)} danger={decision === "void"} />
    </form>
  );
}
