import { useState } from "react";
import { toast } from "sonner";
import type { ReviewItem } from "@berean/domain";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField, fieldAria } from "../../components/ui/form-field";
import { Input, inputClasses } from "../../components/ui/input";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useChallengeAnswer } from "./api/results";
import { useT } from "./messages";

/**
 * 'Challenge this answer' (docs/architecture.md §4 'Answer challenges'): a reason and, if the member has one, the verse that
 * says otherwise. Once per question; the admin's answer comes back on this result.
 */
export function ChallengeDialog({ attemptId, item, onClose }: { attemptId: number; item: ReviewItem | null; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useChallengeAnswer(attemptId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await send.mutateAsync({ position: item!.position, reason, reference });
      toast.success(t("challengeSent"), { description: t("challengeSentDetail") });
      setReason("");
      setReference("");
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status < 500) setErrors({ ...error.fields, form: Object.keys(error.fields).length ? "" : error.message });
      else setErrors({ form: GENERIC_ERROR_MESSAGE });
    }
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open || send.isPending ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("challenge")}</DialogTitle>
          <DialogDescription>{item ? `${item.position}. ${item.text}` : ""}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <FormField id="challenge-reason" label={t("reason")} error={errors.reason} hint={t("reasonHint")}>
            <textarea
              {...fieldAria("challenge-reason", errors.reason, true)}
              className={cn(inputClasses, "h-24 py-2")}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={1000}
              autoFocus
            />
          </FormField>
          <FormField id="challenge-reference" label={t("reference")} error={errors.reference}>
            <Input
              {...fieldAria("challenge-reference", errors.reference)}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              placeholder={t("referenceExample")}
              maxLength={60}
            />
          </FormField>
          {errors.form ? (
            <p role="alert" className="text-sm text-red-600">
              {errors.form}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={send.isPending}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t("sending") : t("send")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
