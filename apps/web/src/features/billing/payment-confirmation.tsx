import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { Spinner } from "../../components/ui/spinner";
import { useBilling, useCheckoutStatus, useRefreshPlan } from "./api/billing";
import { useT } from "./messages";

/** How often and how long the dashboard asks whether the payment has been confirmed. */
const POLL_MS = 1_000;
const GIVE_UP_MS = 60_000;
const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;

/**
 * The dashboard after a checkout (`?checkout=success&session_id=…`): the payment provider's
 * webhook makes the member Pro, which can take a moment, so the page asks until the plan says
 * so, then welcomes the member and shows the Pro badge without a reload.
 */
export function PaymentConfirmation() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const returning = search.get("checkout") === "success";
  const [startedAt] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  const billing = useBilling({ refetchInterval: returning && !slow ? POLL_MS : false });
  const refreshPlan = useRefreshPlan();
  const welcomed = useRef(false);
  const isPro = billing.data?.plan === "pro";
  // A delayed payment (a bank debit) or one that failed: said at once rather than after a minute of waiting.
  const checkout = useCheckoutStatus(returning && !isPro ? search.get("session_id") : null);
  const outcome = checkout.data?.status;

  useEffect(() => {
    if (!returning || !isPro || welcomed.current) return;
    welcomed.current = true;
    void refreshPlan();
    toast.success(t("welcome"), { description: t("welcomeText") });
    setSearch(
      (params) => {
        params.delete("checkout");
        params.delete("session_id");
        return params;
      },
      { replace: true },
    );
  }, [returning, isPro, refreshPlan, setSearch, t]);

  useEffect(() => {
    if (!returning || isPro) return;
    const timer = window.setTimeout(() => setSlow(true), Math.max(0, GIVE_UP_MS - (Date.now() - startedAt)));
    return () => window.clearTimeout(timer);
  }, [returning, isPro, startedAt]);

  if (!returning || isPro) return null;
  if (outcome === "processing" || outcome === "failed") {
    return (
      <div role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <p>{t.rich(outcome === "processing" ? "paymentProcessing" : "paymentNotThrough", { b: bold })}</p>
      </div>
    );
  }
  return (
    <div role="status" className="mb-6 flex items-center gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900">
      {slow ? (
        <p>{t.rich("paymentSlow", { b: bold })}</p>
      ) : (
        <>
          <Spinner className="size-5 text-indigo-600" />
          <p>{t.rich("confirmingPayment", { b: bold })}</p>
        </>
      )}
    </div>
  );
}
