import { CalendarDays, Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatCents, type AdminCompetition, type QuestionPick } from "@berean/domain";
import { FormDialog } from "../../../components/form-dialog";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { isApiError } from "../../../lib/api";
import { formatDay, plural } from "../../../lib/format";
import { getQuestionPicks, useAdminCompetitions, useCompetitionStatus, useDeleteCompetition } from "../api/competitions";
import { CompetitionForm } from "./competition-form";

const STATUS = {
  upcoming: { label: "Upcoming", tone: "sky" },
  active: { label: "Active", tone: "green" },
  completed: { label: "Completed", tone: "neutral" },
  cancelled: { label: "Canceled", tone: "red" },
} as const;
const DELETE_CONFIRM = "Are you sure you want to delete this competition? This action cannot be undone.";

/** A step on a competition, asked first in the app's own dialog (its button named as the card's). */
type Asking = {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  tone?: "danger" | "primary";
  cancelLabel?: string;
  run: () => Promise<void>;
};

type Editing = { competition: AdminCompetition | null; questions: QuestionPick[] } | null;

/** /admin/competitions: the cards, create / edit / delete / details, and the status changes (docs/product.md part 2 §2 'Admin competitions', issue 11). */
export function AdminCompetitionsPage() {
  const competitions = useAdminCompetitions();
  const [editing, setEditing] = useState<Editing>(null);
  const [details, setDetails] = useState<AdminCompetition | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const edit = async (competition: AdminCompetition) => {
    setOpening(competition.id);
    try {
      const { questions } = await getQuestionPicks(competition.questionIds);
      setEditing({ competition, questions });
    } catch {
      toast.error("Failed to fetch competitions");
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Competitions"
        description="Create paid competitions, open them, and close them with their prizes."
        actions={
          <Button onClick={() => setEditing({ competition: null, questions: [] })}>
            <Plus aria-hidden />
            Create Competition
          </Button>
        }
      />
      <QueryState
        query={competitions}
        label="Loading competitions"
        errorMessage="Failed to fetch competitions"
        isEmpty={(data) => data.competitions.length === 0}
        empty={<EmptyState title="No competitions yet" description="Create the first one: a title, dates, an entry fee, a prize pool and its questions." />}
      >
        {(data) => (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {data.competitions.map((c) => (
              <li key={c.id}>
                <AdminCompetitionCard competition={c} onEdit={() => void edit(c)} opening={opening === c.id} onDetails={() => setDetails(c)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <FormDialog
        wide
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.competition ? "Edit Competition" : "Create Competition"}
        description="Amounts in dollars; dates are whole days in the site's time zone, the end day included."
      >
        {editing ? <CompetitionForm competition={editing.competition} initialQuestions={editing.questions} onDone={() => setEditing(null)} /> : null}
      </FormDialog>

      <Dialog open={details !== null} onOpenChange={(open) => (open ? undefined : setDetails(null))}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{details?.title ?? ""}</DialogTitle>
            <DialogDescription>{details?.description || "No description."}</DialogDescription>
          </DialogHeader>
          {details ? (
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              {[
                ["Status", STATUS[details.status].label],
                ["Dates", `${formatDay(details.startDate)} to ${formatDay(details.endDate)}`],
                ["Entry fee", formatCents(details.entryFeeCents)],
                ["Prize pool", formatCents(details.prizePoolCents)],
                ["Paid entries", String(details.entries)],
                ["Pending payments", String(details.pendingEntries)],
                ["Refunded", String(details.refundedEntries)],
                ["Results", String(details.results)],
                ["Seats", details.maxParticipants === null ? "No limit" : `${details.maxParticipants} (${details.seatsLeft} left)`],
                ["Minimum entrants", details.minParticipants === null ? "None" : plural(details.minParticipants, "entrant")],
                [
                  "Questions",
                  details.questionsPerEntrant === null
                    ? String(details.questionIds.length)
                    : `${details.questionsPerEntrant} per entrant, from a pool of ${details.questionIds.length}`,
                ],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">Question set SHA-256</dt>
                <dd className="font-mono text-xs break-all">{details.questionSetHash ?? "Published when it becomes active"}</dd>
              </div>
            </dl>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AdminCompetitionCard({
  competition: c,
  onEdit,
  onDetails,
  opening,
}: {
  competition: AdminCompetition;
  onEdit: () => void;
  onDetails: () => void;
  opening: boolean;
}) {
  const status = useCompetitionStatus();
  const remove = useDeleteCompetition();
  const closed = c.status === "completed" || c.status === "cancelled";

  const [asking, setAsking] = useState<Asking | null>(null);

  const change = async (next: "active" | "completed" | "cancelled", done: string) => {
    try {
      const after = await status.mutateAsync({ id: c.id, status: next });
      if (next === "completed" && after.status === "cancelled") {
        toast.warning(`Canceled: fewer than ${plural(after.minParticipants ?? 0, "entrant")} paid`, {
          description: "Every paid entry has been refunded; no prizes were awarded.",
        });
      } else toast.success(done);
      setAsking(null);
    } catch (error) {
      toast.error("Failed to update competition", { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
    }
  };
  const deleteCompetition = async () => {
    try {
      await remove.mutateAsync(c.id);
      toast.success("Competition deleted successfully");
      setAsking(null);
    } catch (error) {
      toast.error("Failed to delete competition", { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
    }
  };
  const short = c.minParticipants !== null && c.entries < c.minParticipants;
  const ask = {
    activate: (): Asking => ({
      title: `Activate "${c.title}"?`,
      description: "It opens to entrants on its start date. Its questions are then fixed and their fingerprint published.",
      confirmLabel: "Activate",
      busyLabel: "Activating…",
      tone: "primary",
      run: () => change("active", "Competition updated successfully"),
    }),
    complete: (): Asking => ({
      title: `Complete "${c.title}"?`,
      description: short
        ? `It has ${plural(c.entries, "paid entry", "paid entries")}, fewer than its minimum of ${c.minParticipants}: it will be canceled and every entry refunded.`
        : "Its results and prizes are then frozen.",
      confirmLabel: "Complete",
      busyLabel: "Completing…",
      tone: short ? "danger" : "primary",
      run: () => change("completed", "Competition updated successfully"),
    }),
    cancel: (): Asking => ({
      title: `Cancel "${c.title}"?`,
      description: "Every paid entry is refunded, and nobody can enter or play it again.",
      confirmLabel: "Cancel competition",
      busyLabel: "Canceling…",
      cancelLabel: "Keep it",
      run: () => change("cancelled", "Competition canceled; paid entries refunded"),
    }),
    remove: (): Asking => ({
      title: `Delete "${c.title}"?`,
      description: DELETE_CONFIRM,
      confirmLabel: "Delete",
      busyLabel: "Deleting…",
      run: deleteCompetition,
    }),
  };

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{c.title}</h2>
        <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays className="size-4 text-slate-400" aria-hidden />
        {`${formatDay(c.startDate)} to ${formatDay(c.endDate)}`}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Fee</dt>
          <dd className="font-semibold">{formatCents(c.entryFeeCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Pool</dt>
          <dd className="font-semibold">{formatCents(c.prizePoolCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Entries</dt>
          <dd className="font-semibold">{c.maxParticipants === null ? c.entries : `${c.entries} / ${c.maxParticipants}`}</dd>
        </div>
        {c.minParticipants !== null ? (
          <div className="col-span-3">
            <dt className="sr-only">Minimum entrants</dt>
            <dd className={c.status === "active" && c.entries < c.minParticipants ? "text-amber-800" : "text-slate-600"}>
              {`Runs with at least ${plural(c.minParticipants, "entrant")}${c.status === "active" && c.entries < c.minParticipants ? `: ${c.minParticipants - c.entries} short, completing now cancels it and refunds everyone` : ""}`}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onDetails}>
          <Eye aria-hidden />
          Details
        </Button>
        {!closed ? (
          <Button size="sm" variant="secondary" onClick={onEdit} disabled={opening}>
            <Pencil aria-hidden />
            {opening ? "Opening…" : "Edit"}
          </Button>
        ) : null}
        {c.status === "upcoming" ? (
          <Button size="sm" onClick={() => setAsking(ask.activate())} disabled={status.isPending}>
            Activate
          </Button>
        ) : null}
        {c.status === "active" ? (
          <Button size="sm" onClick={() => setAsking(ask.complete())} disabled={status.isPending}>
            Complete
          </Button>
        ) : null}
        {!closed ? (
          <Button size="sm" variant="ghost" onClick={() => setAsking(ask.cancel())} disabled={status.isPending}>
            Cancel competition
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setAsking(ask.remove())} disabled={remove.isPending}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking?.title ?? ""}
        description={asking?.description ?? ""}
        confirmLabel={asking?.confirmLabel ?? ""}
        busyLabel={asking?.busyLabel ?? ""}
        tone={asking?.tone}
        cancelLabel={asking?.cancelLabel}
        onConfirm={() => asking?.run() ?? Promise.resolve()}
      />
    </Card>
  );
}
