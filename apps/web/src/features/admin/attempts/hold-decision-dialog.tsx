import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { HeldResult } from "@berean/domain";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { inputClasses } from "../../../components/ui/input";
import { apiPaths } from "../../../config/paths";
import { api, GENERIC_ERROR_MESSAGE, isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";

const COPY = {
  clear: { title: "Clear this result?", action: "Clear Result", busy: "Clearing...", done: "Result cleared", doneText: "It takes its place on the leaderboards.", label: "Note (for the audit log)" },
  void: { title: "Void this result?", action: "Void Result", busy: "Voiding...", done: "Result voided", doneText: "It never counts; the member sees your note.", label: "Reason (the member sees it)" },
} as const;

/** An admin's decision on a held result, with a note: clear (it stands) or void (it never counts). Audit-logged by the server. */
export function HoldDecisionDialog({ deciding, onClose }: { deciding: { item: HeldResult; decision: "clear" | "void" } | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const copy = COPY[deciding?.decision ?? "clear"];
  const send = useMutation({
    mutationFn: () => api.post<void>(apiPaths.adminHeldDecision(deciding!.item.kind, deciding!.item.id), { decision: deciding!.decision, note }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "attempts"] }),
  });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await send.mutateAsync();
      toast.success(copy.done, { description: copy.doneText });
      setNote("");
      setError(undefined);
      onClose();
    } catch (e) {
      setError(isApiError(e) && e.status < 500 ? (e.fields.note ?? e.message) : GENERIC_ERROR_MESSAGE);
    }
  };
  const item = deciding?.item;
  return (
    <Dialog open={deciding !== null} onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{item ? `${item.userName} · ${item.title} · score ${item.score}. ${item.reason}` : ""}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <FormField id="hold-note" label={copy.label} error={error}>
            <textarea {...fieldAria("hold-note", error)} className={cn(inputClasses, "h-20 py-2")} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} autoFocus />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant={deciding?.decision === "void" ? "danger" : "primary"} disabled={send.isPending}>
              {send.isPending ? copy.busy : copy.action}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
