import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths";
import { useBilling } from "./api/billing";
import { useT } from "./messages";

/** On the dashboard when the last renewal payment failed (docs/security.md 25: the member is told, and what to do). */
export function RenewalFailedBanner() {
  const t = useT();
  const billing = useBilling();
  if (billing.data?.subscription?.status !== "past_due") return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
        <span>{t.rich("proRenewalFailed", { b: (chunks) => <span className="font-semibold">{chunks}</span> })}</span>
      </p>
      <Link to={paths.member.settings} className="shrink-0 font-semibold whitespace-nowrap text-red-700 underline hover:text-red-900">
        {t("updatePaymentMethod")}
      </Link>
    </div>
  );
}
