import { AlertTriangle, Receipt } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { formatCents, type Billing, type Payment } from "@berean/domain";
import { DataTable, type ColumnDef } from "../../components/data-table";
import { PlanBadge } from "../../components/plan-badge";
import { ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { paths } from "../../config/paths";
import { isApiError } from "../../lib/api";
import { useBilling, useOpenPortal } from "./api/billing";
import { formatDate } from "../../lib/format";
import { useT } from "./messages";

type T = ReturnType<typeof useT>;

const STATUS_LABELS = {
  active: { label: "active", tone: "green" },
  trialing: { label: "statusTrial", tone: "green" },
  past_due: { label: "paymentFailed", tone: "red" },
  unpaid: { label: "statusUnpaid", tone: "red" },
  canceled: { label: "ended", tone: "neutral" },
  incomplete: { label: "statusIncomplete", tone: "amber" },
  incomplete_expired: { label: "statusExpired", tone: "neutral" },
  paused: { label: "statusPaused", tone: "amber" },
} as const satisfies Record<NonNullable<Billing["subscription"]>["status"], { label: string; tone: "green" | "amber" | "red" | "neutral" }>;

const PAYMENT_TONES: Record<Payment["status"], "green" | "red" | "neutral"> = { paid: "green", failed: "red", refunded: "neutral" };
const PAYMENT_LABELS = { paid: "paymentPaid", failed: "paymentFailedShort", refunded: "paymentRefunded" } as const satisfies Record<Payment["status"], string>;

/** The member's payments, newest first as the server sends them; cards on a phone. */
function paymentColumns(provider: Billing["provider"], t: T): ColumnDef<Payment, unknown>[] {
  const columns: ColumnDef<Payment, unknown>[] = [
    { id: "date", header: t("date"), cell: ({ row }) => formatDate(row.original.createdAt), meta: { cellClassName: "whitespace-nowrap" } },
    { id: "what", header: t("what"), cell: ({ row }) => row.original.description },
    { id: "amount", header: t("amount"), cell: ({ row }) => formatCents(row.original.amountCents, row.original.currency), meta: { align: "right" } },
    { id: "status", header: t("status"), cell: ({ row }) => <Badge tone={PAYMENT_TONES[row.original.status]}>{t(PAYMENT_LABELS[row.original.status])}</Badge> },
    {
      id: "receipt",
      header: t("receipt"),
      cell: ({ row: { original: p } }) =>
        p.receiptUrl ? (
          <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-indigo-600 hover:underline">
            <Receipt className="size-4" aria-hidden />
            {t("receipt")}
          </a>
        ) : (
          <span className="text-slate-500">{provider === "local" ? t("testMode") : "—"}</span>
        ),
    },
  ];
  return columns.map((column) => ({ ...column, enableSorting: false }));
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Settings → Plan & billing: plan, status, renewal or end date, cancelling, and the member's payments. */
export function PlanBillingCard() {
  const t = useT();
  const billing = useBilling();
  const portal = useOpenPortal();

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast.error(t("portalFailed"), {
          description: isApiError(error) && error.status < 500 && error.status > 0 ? error.message : t("somethingWrongRetry"),
        }),
    });

  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>{t("planAndBilling")}</CardTitle>
        <CardDescription>{t("planBillingText")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 text-sm">
        {billing.isPending ? (
          <div role="status" className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" /> {t("loadingPlan")}
          </div>
        ) : billing.isError ? (
          <ErrorState message={t("planLoadFailed")} onRetry={() => void billing.refetch()} retrying={billing.isFetching} />
        ) : (
          <BillingDetails billing={billing.data} onManage={openPortal} opening={portal.isPending || portal.isSuccess} />
        )}
      </CardContent>
    </Card>
  );
}

function BillingDetails({ billing, onManage, opening }: { billing: Billing; onManage: () => void; opening: boolean }) {
  const t = useT();
  const sub = billing.subscription;
  const running = sub && sub.status !== "canceled" && sub.status !== "incomplete_expired";
  return (
    <>
      {sub?.status === "past_due" ? (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
          <div className="flex flex-col gap-2">
            <p>{t.rich("renewalFailed", { b: (chunks) => <span className="font-semibold">{chunks}</span> })}</p>
            <Button size="sm" variant="secondary" onClick={onManage} disabled={opening} className="self-start">
              {t("updatePaymentMethod")}
            </Button>
          </div>
        </div>
      ) : null}

      <dl className="grid gap-3 sm:max-w-md">
        <Row label={t("plan")}>
          <PlanBadge plan={billing.plan} />
        </Row>
        {sub ? (
          <>
            <Row label={t("status")}>
              <Badge tone={STATUS_LABELS[sub.status].tone}>{t(STATUS_LABELS[sub.status].label)}</Badge>
            </Row>
            {sub.status === "canceled" ? (
              sub.endedAt ? (
                <Row label={t("endedOnLabel")}>{formatDate(sub.endedAt)}</Row>
              ) : null
            ) : sub.currentPeriodEnd ? (
              <Row label={sub.cancelAtPeriodEnd ? t("endsOnLabel") : t("renewsOnLabel")}>{formatDate(sub.currentPeriodEnd)}</Row>
            ) : null}
            <Row label={t("price")}>{t("priceAMonth", { price: formatCents(billing.proPriceCents) })}</Row>
          </>
        ) : null}
      </dl>

      {sub?.cancelAtPeriodEnd && running ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {sub.currentPeriodEnd ? t("canceledEndsOn", { date: formatDate(sub.currentPeriodEnd) }) : t("canceledEndsAtPeriodEnd")}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {running ? (
          <Button variant="secondary" onClick={onManage} disabled={opening}>
            {opening ? t("opening") : sub.cancelAtPeriodEnd ? t("manageSubscription") : t("cancelSubscription")}
          </Button>
        ) : billing.plan === "free" ? (
          <Button asChild>
            <Link to={paths.member.upgrade}>{t("upgradeToPro")}</Link>
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h3 id="payments-heading" className="font-semibold text-slate-900">
          {t("payments")}
        </h3>
        {billing.payments.length === 0 ? (
          <p className="text-slate-500">{t("noPayments")}</p>
        ) : (
          <DataTable
            data={billing.payments}
            columns={paymentColumns(billing.provider, t)}
            rowId={(p) => String(p.id)}
            minWidth="min-w-[32rem]"
            caption={t("yourPayments")}
          />
        )}
      </section>
    </>
  );
}
