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
import { formatDay } from "../../../lib/format";
import { getQuestionPicks, useAdminCompetitions, useCompetitionStatus, useDeleteCompetition } from "../api/competitions";
import { useT } from "../messages";
import { CompetitionForm } from "./competition-form";

const STATUS = {
  upcoming: { label: "compUpcoming", tone: "sky" },
  active: { label: "statusActive", tone: "green" },
  completed: { label: "compCompleted", tone: "neutral" },
  cancelled: { label: "compCanceled", tone: "red" },
} as const;

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
  const t = useT();
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
      toast.error(t("competitionsFailed"));
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t("competitionsTitle")}
        description={t("competitionsDescription")}
        actions={
          <Button onClick={() => setEditing({ competition: null, questions: [] })}>
            <Plus aria-hidden />
            {t("createCompetition")}
          </Button>
        }
      />
      <QueryState
        query={competitions}
        label={t("competitionsLoading")}
        errorMessage={t("competitionsFailed")}
        isEmpty={(data) => data.competitions.length === 0}
        empty={<EmptyState title={t("noCompetitions")} description={t("competitionsNone")} />}
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
        title={editing?.competition ? t("editCompetition") : t("createCompetition")}
        description={t("competitionFormHint")}
      >
        {editing ? <CompetitionForm competition={editing.competition} initialQuestions={editing.questions} onDone={() => setEditing(null)} /> : null}
      </FormDialog>

      <Dialog open={details !== null} onOpenChange={(open) => (open ? undefined : setDetails(null))}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{details?.title ?? ""}</DialogTitle>
            <DialogDescription>{details?.description || t("noDescriptionDot")}</DialogDescription>
          </DialogHeader>
          {details ? (
            <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
              {[
                [t("colStatus"), t(STATUS[details.status].label)],
                [t("dates"), t("dateRange", { start: formatDay(details.startDate), end: formatDay(details.endDate) })],
                [t("entryFee"), formatCents(details.entryFeeCents)],
                [t("prizePool"), formatCents(details.prizePoolCents)],
                [t("paidEntries"), String(details.entries)],
                [t("pendingPayments"), String(details.pendingEntries)],
                [t("refunded"), String(details.refundedEntries)],
                [t("results"), String(details.results)],
                [t("seats"), details.maxParticipants === null ? t("noLimit") : t("seatsLeft", { max: details.maxParticipants, left: details.seatsLeft })],
                [t("minimumEntrants"), details.minParticipants === null ? t("none") : t("entrantCount", { count: details.minParticipants })],
                [
                  t("colQuestions"),
                  details.questionsPerEntrant === null
                    ? String(details.questionIds.length)
                    : t("perEntrantPool", { per: details.questionsPerEntrant, pool: details.questionIds.length }),
                ],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
              <div className="col-span-2">
                <dt className="text-xs text-slate-500">{t("questionSetHash")}</dt>
                <dd className="font-mono text-xs break-all">{details.questionSetHash ?? t("hashPending")}</dd>
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
  const t = useT();
  const status = useCompetitionStatus();
  const remove = useDeleteCompetition();
  const closed = c.status === "completed" || c.status === "cancelled";

  const [asking, setAsking] = useState<Asking | null>(null);

  const change = async (next: "active" | "completed" | "cancelled", done: string) => {
    try {
      const after = await status.mutateAsync({ id: c.id, status: next });
      if (next === "completed" && after.status === "cancelled") {
        toast.warning(t("canceledShort", { count: after.minParticipants ?? 0 }), {
          description: t("canceledShortText"),
        });
      } else toast.success(done);
      setAsking(null);
    } catch (error) {
      toast.error(t("competitionUpdateFailed"), { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
    }
  };
  const deleteCompetition = async () => {
    try {
      await remove.mutateAsync(c.id);
      toast.success(t("competitionDeleted"));
      setAsking(null);
    } catch (error) {
      toast.error(t("competitionDeleteFailed"), { description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : undefined });
    }
  };
  const short = c.minParticipants !== null && c.entries < c.minParticipants;
  const ask = {
    activate: (): Asking => ({
      title: t("activateTitle", { title: c.title }),
      description: t("activateText"),
      confirmLabel: t("activate"),
      busyLabel: t("activating"),
      tone: "primary",
      run: () => change("active", t("competitionUpdated")),
    }),
    complete: (): Asking => ({
      title: t("completeTitle", { title: c.title }),
      description: short ? t("completeShort", { count: c.entries, min: c.minParticipants }) : t("completeText"),
      confirmLabel: t("complete"),
      busyLabel: t("completing"),
      tone: short ? "danger" : "primary",
      run: () => change("completed", t("competitionUpdated")),
    }),
    cancel: (): Asking => ({
      title: t("cancelTitle", { title: c.title }),
      description: t("cancelText"),
      confirmLabel: t("cancelCompetition"),
      busyLabel: t("canceling"),
      cancelLabel: t("keepIt"),
      run: () => change("cancelled", t("competitionCanceled")),
    }),
    remove: (): Asking => ({
      title: t("deleteTitle", { title: c.title }),
      description: t("deleteCompetitionText"),
      confirmLabel: t("delete"),
      busyLabel: t("deletingEllipsis"),
      run: deleteCompetition,
    }),
  };

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{c.title}</h2>
        <Badge tone={STATUS[c.status].tone}>{t(STATUS[c.status].label)}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarDays className="size-4 text-slate-400" aria-hidden />
        {t("dateRange", { start: formatDay(c.startDate), end: formatDay(c.endDate) })}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t("fee")}</dt>
          <dd className="font-semibold">{formatCents(c.entryFeeCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t("pool")}</dt>
          <dd className="font-semibold">{formatCents(c.prizePoolCents)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t("entries")}</dt>
          <dd className="font-semibold">{c.maxParticipants === null ? c.entries : `${c.entries} / ${c.maxParticipants}`}</dd>
        </div>
        {c.minParticipants !== null ? (
          <div className="col-span-3">
            <dt className="sr-only">{t("minimumEntrants")}</dt>
            <dd className={c.status === "active" && c.entries < c.minParticipants ? "text-amber-800" : "text-slate-600"}>
              {c.status === "active" && c.entries < c.minParticipants
                ? t("runsWithShort", { count: c.minParticipants, short: c.minParticipants - c.entries })
                : t("runsWith", { count: c.minParticipants })}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onDetails}>
          <Eye aria-hidden />
          {t("details")}
        </Button>
        {!closed ? (
          <Button size="sm" variant="secondary" onClick={onEdit} disabled={opening}>
            <Pencil aria-hidden />
            {opening ? t("opening") : t("edit")}
          </Button>
        ) : null}
        {c.status === "upcoming" ? (
          <Button size="sm" onClick={() => setAsking(ask.activate())} disabled={status.isPending}>
            {t("activate")}
          </Button>
        ) : null}
        {c.status === "active" ? (
          <Button size="sm" onClick={() => setAsking(ask.complete())} disabled={status.isPending}>
            {t("complete")}
          </Button>
        ) : null}
        {!closed ? (
          <Button size="sm" variant="ghost" onClick={() => setAsking(ask.cancel())} disabled={status.isPending}>
            {t("cancelCompetition")}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setAsking(ask.remove())} disabled={remove.isPending}>
          <Trash2 aria-hidden />
          {t("delete")}
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
