import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminAttempt } from "@berean/domain";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, GENERIC_ERROR_MESSAGE, isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";

/** Voids a result with a reason: off the leaderboards, kept as history, shown to the member, audit-logged. */
export function VoidAttemptDialog({ attempt, onClose }: { attempt: AdminAttempt | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: () => api.post<AdminAttempt>(apiPaths.adminAttemptVoid(attempt!.id), { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "attempts"] }),
  });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await send.mutateAsync();
      toast.success("Result voided", { description: "It is off the leaderboards; the member sees your reason." });
      setReason("");
      setError(undefined);
      onClose();
    } catch (e) {
      setError(isApiError(e) && e.status < 500 ? (e.fields.reason ?? e.message) : GENERIC_ERROR_MESSAGE);
    }
  };
  return (
    <Dialog open={attempt !== null} onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Void this result?</DialogTitle>
          <DialogDescription>{attempt ? `${attempt.userName} · ${attempt.quizTitle} · score ${attempt.score}. The attempt stays in the history and still counts as taken.` : ""}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <FormField id="void-reason" label="Reason" error={error}>
            <textarea {...fieldAria("void-reason", error)} className={cn(inputClasses, "h-20 py-2")} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} autoFocus />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={send.isPending}>
              {send.isPending ? "Voiding..." : "Void Result"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
