import { Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { useRemindMembers } from "./api/assignments";
import { useT } from "./messages";

/**
 * 'Remind those who have not started' (docs/architecture.md §4 'Groups'): once per assignment,
 * after a confirmation; the outcome says how many were emailed (members who turned assignment
 * emails off are not). Once sent, the button gives way to when it was sent.
 */
export function RemindMembers({
  groupId,
  assignmentId,
  quizTitle,
  notStarted,
  remindedAt,
}: {
  groupId: number;
  assignmentId: number;
  quizTitle: string;
  notStarted: number;
  remindedAt: string | null;
}) {
  const t = useT();
  const remind = useRemindMembers(groupId, assignmentId);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  const status = outcome ? (
    <p role="status" className={outcome.failed ? "text-sm text-red-700" : "text-sm text-slate-700"}>
      {outcome.text}
    </p>
  ) : remindedAt ? (
    <p role="status" className="text-sm text-slate-600">
      {t("remindedOn", { date: formatDateTime(remindedAt) })}
    </p>
  ) : null;

  if (remindedAt && !outcome?.failed) return status;
  if (notStarted === 0) return status ?? <p className="text-sm text-slate-600">{t("everyoneStarted")}</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Mail aria-hidden />
        {t("remind")}
      </Button>
      {status}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title={t("remindTitle")}
        description={t("remindDescription", { count: notStarted, quiz: quizTitle })}
        confirmLabel={t("remind")}
        busyLabel={t("sending")}
        onConfirm={async () => {
          try {
            const done = await remind.mutateAsync();
            const skipped = done.notStarted - done.reminded;
            setOutcome({
              failed: false,
              text: t("remindedOutcome", { reminded: done.reminded, notStarted: done.notStarted }) + (skipped > 0 ? ` ${t("remindSkipped", { skipped })}` : ""),
            });
          } catch (error) {
            const already = isApiError(error) && error.code === "ALREADY_REMINDED";
            setOutcome({ failed: !already, text: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
          }
          setConfirming(false);
        }}
      />
    </div>
  );
}
