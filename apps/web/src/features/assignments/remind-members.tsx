import { Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { useRemindMembers } from "./api/assignments";

const members = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;

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
  const remind = useRemindMembers(groupId, assignmentId);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  const status = outcome ? (
    <p role="status" className={outcome.failed ? "text-sm text-red-700" : "text-sm text-slate-700"}>
      {outcome.text}
    </p>
  ) : remindedAt ? (
    <p role="status" className="text-sm text-slate-600">
      {`Members who had not started were reminded on ${formatDateTime(remindedAt)}.`}
    </p>
  ) : null;

  if (remindedAt && !outcome?.failed) return status;
  if (notStarted === 0) return status ?? <p className="text-sm text-slate-600">Every member has started.</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Mail aria-hidden />
        Remind those who have not started
      </Button>
      {status}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="primary"
        title="Remind those who have not started?"
        description={`Berean emails the ${members(notStarted)} who have not started '${quizTitle}' and get assignment emails. You can send this reminder once.`}
        confirmLabel="Remind those who have not started"
        busyLabel="Sending..."
        onConfirm={async () => {
          try {
            const done = await remind.mutateAsync();
            const skipped = done.notStarted - done.reminded;
            setOutcome({
              failed: false,
              text:
                `Reminded ${members(done.reminded)} of ${done.notStarted} who had not started.` +
                (skipped > 0 ? ` ${skipped === 1 ? "One has" : `${skipped} have`} turned assignment emails off.` : ""),
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
