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

const STATUS_LABELS: Record<NonNullable<Billing["subscription"]>["status"], { label: string; tone: "green" | "amber" | "red" | "neutral" }> = {
  active: { label: "Active", tone: "green" },
  trialing: { label: "Trial", tone: "green" },
  past_due: { label: "Payment failed", tone: "red" },
  unpaid: { label: "Unpaid", tone: "red" },
  canceled: { label: "Ended", tone: "neutral" },
  incomplete: { label: "Incomplete", tone: "amber" },
  incomplete_expired: { label: "Expired", tone: "neutral" },
  paused: { label: "Paused", tone: "amber" },
};

const PAYMENT_TONES: Record<Payment["status"], "green" | "red" | "neutral"> = { paid: "green", failed: "red", refunded: "neutral" };
const PAYMENT_LABELS: Record<Payment["status"], string> = { paid: "Paid", failed: "Failed", refunded: "Refunded" };

/** The member's payments, newest first as the server sends them; cards on a phone. */
function paymentColumns(provider: Billing["provider"]): ColumnDef<Payment, unknown>[] {
  const columns: ColumnDef<Payment, unknown>[] = [
    { id: "date", header: "Date", cell: ({ row }) => formatDate(row.original.createdAt), meta: { cellClassName: "whitespace-nowrap" } },
    { id: "what", header: "What", cell: ({ row }) => row.original.description },
    { id: "amount", header: "Amount", cell: ({ row }) => formatCents(row.original.amountCents, row.original.currency), meta: { align: "right" } },
    { id: "status", header: "Status", cell: ({ row }) => <Badge tone={PAYMENT_TONES[row.original.status]}>{PAYMENT_LABELS[row.original.status]}</Badge> },
    {
      id: "receipt",
      header: "Receipt",
      cell: ({ row: { original: p } }) =>
        p.receiptUrl ? (
          <a href={p.receiptUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-indigo-600 hover:underline">
            <Receipt className="size-4" aria-hidden />
            Receipt
          </a>
        ) : (
          <span className="text-slate-500">{provider === "local" ? "Test mode" : "—"}</span>
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
  const billing = useBilling();
  const portal = useOpenPortal();

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast.error("Could not open billing", {
          description: isApiError(error) && error.status < 500 && error.status > 0 ? error.message : "Something went wrong. Please try again.",
        }),
    });

  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle>Plan &amp; billing</CardTitle>
        <CardDescription>Your plan, its renewal and your payments.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 text-sm">
        {billing.isPending ? (
          <div role="status" className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" /> Loading your plan…
          </div>
        ) : billing.isError ? (
          <ErrorState message="Failed to load your plan." onRetry={() => void billing.refetch()} retrying={billing.isFetching} />
        ) : (
          <BillingDetails billing={billing.data} onManage={openPortal} opening={portal.isPending || portal.isSuccess} />
        )}
      </CardContent>
    </Card>
  );
}

function BillingDetails({ billing, onManage, opening }: { billing: Billing; onManage: () => void; opening: boolean }) {
  const sub = billing.subscription;
  const running = sub && sub.status !== "canceled" && sub.status !== "incomplete_expired";
  return (
    <>
      {sub?.status === "past_due" ? (
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
          <div className="flex flex-col gap-2">
            <p>
              <span className="font-semibold">Your last renewal payment failed.</span> You keep Pro while the payment is retried. Update your card to keep it.
            </p>
            <Button size="sm" variant="secondary" onClick={onManage} disabled={opening} className="self-start">
              Update payment method
            </Button>
          </div>
        </div>
      ) : null}

      <dl className="grid gap-3 sm:max-w-md">
        <Row label="Plan">
          <PlanBadge plan={billing.plan} />
        </Row>
        {sub ? (
          <>
            <Row label="Status">
              <Badge tone={STATUS_LABELS[sub.status].tone}>{STATUS_LABELS[sub.status].label}</Badge>
            </Row>
            {sub.status === "canceled" ? (
              sub.endedAt ? (
                <Row label="Ended on">{formatDate(sub.endedAt)}</Row>
              ) : null
            ) : sub.currentPeriodEnd ? (
              <Row label={sub.cancelAtPeriodEnd ? "Ends on" : "Renews on"}>{formatDate(sub.currentPeriodEnd)}</Row>
            ) : null}
            <Row label="Price">{`${formatCents(billing.proPriceCents)} a month`}</Row>
          </>
        ) : null}
      </dl>

      {sub?.cancelAtPeriodEnd && running ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {`Your subscription is canceled and ends on ${sub.currentPeriodEnd ? formatDate(sub.currentPeriodEnd) : "the end of the period"}. You keep Pro until then.`}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {running ? (
          <Button variant="secondary" onClick={onManage} disabled={opening}>
            {opening ? "Opening…" : sub.cancelAtPeriodEnd ? "Manage subscription" : "Cancel subscription"}
          </Button>
        ) : billing.plan === "free" ? (
          <Button asChild>
            <Link to={paths.member.upgrade}>Upgrade to Pro</Link>
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h3 id="payments-heading" className="font-semibold text-slate-900">
          Payments
        </h3>
        {billing.payments.length === 0 ? (
          <p className="text-slate-500">No payments yet.</p>
        ) : (
          <DataTable
            data={billing.payments}
            columns={paymentColumns(billing.provider)}
            rowId={(p) => String(p.id)}
            minWidth="min-w-[32rem]"
            caption="Your payments"
          />
        )}
      </section>
    </>
  );
}
