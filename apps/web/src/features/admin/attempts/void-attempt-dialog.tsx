import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { AdminAttemptVoidSchema, type AdminAttempt } from "@berean/domain";
import { FormButtons, FormDialog, FormMessage } from "../../../components/form-dialog";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { showServerErrors } from "../../../lib/server-errors";
import { useVoidAttempt } from "../api/attempts";
import { useT } from "../messages";

type VoidInput = { reason: string };

/** Voids a result with a reason: off the leaderboards, kept as history, shown to the member, audit-logged. */
export function VoidAttemptDialog({ attempt, onClose }: { attempt: AdminAttempt | null; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={attempt !== null}
      onClose={onClose}
      busy={busy}
      title={t("voidTitle")}
      description={attempt ? t("voidAttemptDescription", { name: attempt.userName, title: attempt.quizTitle, score: attempt.score }) : ""}
    >
      {attempt ? <VoidForm attempt={attempt} onDone={onClose} onBusy={setBusy} /> : null}
    </FormDialog>
  );
}

function VoidForm({ attempt, onDone, onBusy }: { attempt: AdminAttempt; onDone: () => void; onBusy: (busy: boolean) => void }) {
  const t = useT();
  const send = useVoidAttempt(attempt.id);
  const form = useForm<VoidInput>({ resolver: zodResolver(AdminAttemptVoidSchema), defaultValues: { reason: "" } });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    onBusy(true);
    try {
      await send.mutateAsync(values);
      toast.success(t("resultVoided"), { description: t("attemptVoidedText") });
      onDone();
    } catch (error) {
      setMessage(showServerErrors(form, error, ["reason"]));
    } finally {
      onBusy(false);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <FormField id="void-reason" label={t("reason")} error={errors.reason?.message}>
        <textarea
          {...fieldAria("void-reason", errors.reason?.message)}
          {...form.register("reason")}
          className={cn(inputClasses, "h-20 py-2")}
          maxLength={500}
          autoFocus
        />
      </FormField>
      <FormMessage message={message} />
      <FormButtons onCancel={onDone} busy={isSubmitting} submitLabel={t("voidResult")} busyLabel={t("voiding")} danger />
    </form>
  );
}
