import { zodResolver } from "@hookform/resolvers/zod";
import { Ban, CheckCircle2, HandCoins, Mail, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatCents, MarkPrizePaidSchema, VoidPrizeSchema, type AdminPrize, type MarkPrizePaid, type VoidPrize } from "@berean/domain";
import { FormButtons, FormDialog, FormMessage } from "../../../components/form-dialog";
import { PageHeader } from "../../../components/page-header";
import { EmptyState, QueryState } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormField, fieldAria } from "../../../components/ui/form-field";
import { Input, inputClasses } from "../../../components/ui/input";
import { competitionLeaderboardPath } from "../../../config/paths";
import { isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { formatDay } from "../../../lib/format";
import { showServerErrors } from "../../../lib/server-errors";
import { useMarkPaid, usePrizes, useVoidPrize } from "../api/prizes";
import { useT, type AdminKey, type AdminT } from "../messages";

type Filter = "all" | "owed" | "paid";
const FILTERS: Array<{ value: Filter; label: AdminKey }> = [
  { value: "all", label: "all" },
  { value: "owed", label: "prizeOwed" },
  { value: "paid", label: "prizePaid" },
];
const STATUS = {
  owed: { label: "prizeOwed", tone: "amber" },
  paid: { label: "prizePaid", tone: "green" },
  withheld: { label: "prizeWithheld", tone: "red" },
} as const;
const placeOf = (t: AdminT, rank: number) => t("place", { rank });

/**
 * /admin/prizes (docs/architecture.md §4 'Competitions'): every prize of a completed competition,
 * owed ones first, with the winner's confirmed email to reach them; an admin pays outside Berean
 * and records the payout here, once, with its reference and day. An owed prize shows its result's
 * collusion signals first (a shared network or card, a new account, the same wrong answers as
 * another entrant); an admin who finds one true voids the result, and its prize is withheld.
 */
export function AdminPrizesPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>("all");
  const prizes = usePrizes(filter);
  const [paying, setPaying] = useState<AdminPrize | null>(null);
  const [voiding, setVoiding] = useState<AdminPrize | null>(null);
  const owed = prizes.data?.prizes.filter((p) => p.status === "owed") ?? [];

  return (
    <>
      <PageHeader title={t("prizesTitle")} description={t("prizesDescription")} />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("show")} className="inline-flex rounded-lg bg-slate-100 p-1">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={cn("rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600", filter === f.value && "bg-white text-slate-900 shadow-sm")}
            >
              {t(f.label)}
            </button>
          ))}
        </div>
        {prizes.data && filter !== "paid" && owed.length ? (
          <p className="text-sm text-slate-600">{t("prizesOwed", { count: owed.length, amount: formatCents(owed.reduce((sum, p) => sum + p.cents, 0)) })}</p>
        ) : null}
      </div>
      <QueryState
        query={prizes}
        label={t("prizesLoading")}
        errorMessage={t("prizesFailed")}
        isEmpty={(data) => data.prizes.length === 0}
        empty={
          <EmptyState title={filter === "paid" ? t("noPrizesPaid") : filter === "owed" ? t("noPrizesOwed") : t("noPrizes")} description={t("prizesNone")} />
        }
      >
        {(data) => (
          <ul className="flex flex-col gap-3" aria-label={t("prizesTitle")}>
            {data.prizes.map((p) => (
              <li key={p.attemptId}>
                <PrizeRow prize={p} onPay={() => setPaying(p)} onVoid={() => setVoiding(p)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <FormDialog
        open={paying !== null}
        onClose={() => setPaying(null)}
        title={t("markPrizePaid")}
        description={
          paying
            ? t("payingDescription", {
                amount: formatCents(paying.cents),
                name: paying.winnerName,
                place: placeOf(t, paying.rank),
                competition: paying.competitionTitle,
              })
            : ""
        }
      >
        {paying && prizes.data ? <MarkPaidForm key={paying.attemptId} prize={paying} today={prizes.data.today} onDone={() => setPaying(null)} /> : null}
      </FormDialog>
      <FormDialog
        open={voiding !== null}
        onClose={() => setVoiding(null)}
        title={t("voidTitle")}
        description={
          voiding
            ? t("voidPrizeDescription", {
                name: voiding.winnerName,
                place: placeOf(t, voiding.rank),
                competition: voiding.competitionTitle,
                amount: formatCents(voiding.cents),
              })
            : ""
        }
      >
        {voiding ? <VoidPrizeForm key={voiding.attemptId} prize={voiding} onDone={() => setVoiding(null)} /> : null}
      </FormDialog>
    </>
  );
}

function PrizeRow({ prize: p, onPay, onVoid }: { prize: AdminPrize; onPay: () => void; onVoid: () => void }) {
  const t = useT();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS[p.status].tone}>{t(STATUS[p.status].label)}</Badge>
          <Link to={competitionLeaderboardPath(p.competitionId)} className="font-semibold text-slate-900 hover:underline">
            {p.competitionTitle}
          </Link>
          {p.closedOn ? <span className="text-xs text-slate-500">{t("completedOn", { day: formatDay(p.closedOn) })}</span> : null}
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-medium">{placeOf(t, p.rank)}</span>
          {` · ${p.winnerName} · `}
          <span className="font-semibold text-emerald-700 tabular-nums">{formatCents(p.cents)}</span>
        </p>
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
          {p.contactEmail ? (
            <a href={`mailto:${p.contactEmail}`} className="truncate text-indigo-700 hover:underline">
              {p.contactEmail}
            </a>
          ) : (
            <span className="text-slate-500">{t("noConfirmedEmail")}</span>
          )}
        </p>
        {p.status === "paid" ? (
          <p className="text-xs text-slate-500 break-words">
            {p.paidBy
              ? t("paidOnBy", { day: formatDay(p.paidOn!), reference: p.reference, by: p.paidBy })
              : t("paidOnRef", { day: formatDay(p.paidOn!), reference: p.reference })}
          </p>
        ) : null}
        {p.status === "withheld" ? <p className="text-xs text-red-700">{t("prizeWithheldText")}</p> : null}
        {p.status === "owed" && p.signals.length ? (
          <div
            role="note"
            aria-label={t("beforePaying", { name: p.winnerName })}
            className="mt-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            <p className="flex items-center gap-1.5 font-semibold">
              <TriangleAlert className="size-4 shrink-0" aria-hidden />
              {t("checkBeforePaying")}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {p.signals.map((signal) => (
                <li key={signal.kind + signal.text}>{signal.text}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {p.status === "owed" ? (
        <div className="flex flex-wrap gap-2 self-start sm:flex-col sm:self-center">
          <Button size="sm" onClick={onPay} aria-label={t("markPaidOf", { amount: formatCents(p.cents), name: p.winnerName })}>
            <HandCoins aria-hidden />
            {t("markPaid")}
          </Button>
          <Button size="sm" variant="secondary" onClick={onVoid} aria-label={t("voidResultOf", { name: p.winnerName, title: placeOf(t, p.rank) })}>
            <Ban aria-hidden />
            {t("voidResultLower")}
          </Button>
        </div>
      ) : p.status === "paid" ? (
        <CheckCircle2 className="hidden size-6 shrink-0 text-emerald-600 sm:block" aria-hidden />
      ) : null}
    </Card>
  );
}

function MarkPaidForm({ prize, today, onDone }: { prize: AdminPrize; today: string; onDone: () => void }) {
  const t = useT();
  const mark = useMarkPaid();
  // The site's day, which the server records payments in: a viewer ahead of it (an evening in New
  // York is already tomorrow in London) is not offered a day it would refuse.
  const form = useForm<MarkPrizePaid>({ resolver: zodResolver(MarkPrizePaidSchema), mode: "onTouched", defaultValues: { reference: "", paidOn: today } });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setMessage(null);
    try {
      await mark.mutateAsync({ attemptId: prize.attemptId, input });
      toast.success(t("prizeMarkedPaid"), { description: t("amountTo", { amount: formatCents(prize.cents), name: prize.winnerName }) });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast.error(error.message);
        onDone();
        return;
      }
      setMessage(showServerErrors(form, error, ["reference", "paidOn"]));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
      <FormField id="prize-reference" label={t("paymentReference")} error={errors.reference?.message} hint={t("paymentReferenceHint")}>
        <Input {...fieldAria("prize-reference", errors.reference?.message, true)} {...form.register("reference")} maxLength={200} autoFocus />
      </FormField>
      <FormField id="prize-paid-on" label={t("paidOn")} error={errors.paidOn?.message}>
        <Input {...fieldAria("prize-paid-on", errors.paidOn?.message)} type="date" max={today} {...form.register("paidOn")} />
      </FormField>
      <FormMessage message={message} />
      <FormButtons onCancel={onDone} busy={isSubmitting} submitLabel={t("markPaid")} busyLabel={t("saving")} />
    </form>
  );
}

function VoidPrizeForm({ prize, onDone }: { prize: AdminPrize; onDone: () => void }) {
  const t = useT();
  const voidPrize = useVoidPrize();
  const form = useForm<VoidPrize>({ resolver: zodResolver(VoidPrizeSchema), defaultValues: { reason: "" } });
  const [message, setMessage] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setMessage(null);
    try {
      await voidPrize.mutateAsync({ attemptId: prize.attemptId, input });
      toast.success(t("resultVoided"), { description: t("prizeWithheldToast", { name: prize.winnerName, amount: formatCents(prize.cents) }) });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast.error(error.message);
        onDone();
        return;
      }
      setMessage(showServerErrors(form, error, ["reason"]));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
      <FormField id="prize-void-reason" label={t("reason")} error={errors.reason?.message} hint={t("voidReasonHint")}>
        <textarea
          {...fieldAria("prize-void-reason", errors.reason?.message, true)}
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
