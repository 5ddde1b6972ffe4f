import { ArrowLeft } from "lucide-react";
import { useParams } from "react-router";
import { toast } from "sonner";
import { formatCents, PRO_PRICE_CENTS, type LocalPortal, type LocalPortalAction } from "@berean/domain";
import { ErrorState } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { GENERIC_ERROR_MESSAGE, isApiError } from "../../lib/api";
import { useLocalPortal, useLocalPortalAction } from "./api/billing";
import { useT } from "./messages";
import { TestModeFrame } from "./test-mode-frame";
import { formatDate } from "../../lib/format";

/** /checkout/local/portal/{sessionId}: the local provider's billing portal, in place of Stripe's customer portal. */
export function LocalPortalPage() {
  const t = useT();
  const sessionId = useParams().sessionId ?? "";
  const portal = useLocalPortal(sessionId);
  return (
    <TestModeFrame title={t("billing")}>
      {portal.isPending ? (
        <div role="status" className="flex justify-center py-16 text-slate-600">
          <Spinner label={t("loadingBilling")} />
        </div>
      ) : portal.isError ? (
        <div className="mx-auto max-w-md">
          <ErrorState
            title={t("billingLoadFailed")}
            message={isApiError(portal.error) && portal.error.status === 404 ? t("billingExpired") : GENERIC_ERROR_MESSAGE}
            onRetry={() => void portal.refetch()}
            retrying={portal.isFetching}
          />
        </div>
      ) : (
        <PortalView sessionId={sessionId} portal={portal.data} />
      )}
    </TestModeFrame>
  );
}

type PortalSubscription = LocalPortal["subscriptions"][number];

function PortalView({ sessionId, portal }: { sessionId: string; portal: LocalPortal }) {
  const t = useT();
  const action = useLocalPortalAction(sessionId);
  const running = portal.subscriptions.filter(isRunning);
  const run = (subscriptionId: string, which: LocalPortalAction["action"], done: string) =>
    action.mutate(
      { subscriptionId, action: which },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(t("actionFailed"), {
            description: isApiError(error) && error.status > 0 && error.status < 500 ? error.message : GENERIC_ERROR_MESSAGE,
          }),
      },
    );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <a href={portal.returnUrl} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-slate-600 hover:text-slate-900">
        <ArrowLeft className="size-4" aria-hidden />
        {t("returnToBerean")}
      </a>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("manageYourSubscription")}</h1>
        <p className="mt-1 text-sm text-slate-600">{portal.email}</p>
      </div>
      {running.length > 1 ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t("severalRunning", { count: running.length })}
        </p>
      ) : null}

      {portal.subscriptions.length === 0 ? (
        <Card className="flex flex-col gap-4 p-6">
          <h2 className="font-semibold text-slate-900">Berean Pro</h2>
          <p className="text-sm text-slate-600">{t("noSubscription")}</p>
        </Card>
      ) : (
        portal.subscriptions.map((sub) => (
          <SubscriptionCard
            key={sub.id}
            sub={sub}
            several={portal.subscriptions.length > 1}
            busy={action.isPending}
            run={(which, done) => run(sub.id, which, done)}
          />
        ))
      )}
    </div>
  );
}

const isRunning = (sub: PortalSubscription) => sub.status !== "canceled" && sub.status !== "incomplete_expired";

function SubscriptionCard({
  sub,
  several,
  busy,
  run,
}: {
  sub: PortalSubscription;
  several: boolean;
  busy: boolean;
  run: (which: LocalPortalAction["action"], done: string) => void;
}) {
  const t = useT();
  const running = isRunning(sub);
  return (
    <section aria-label={several ? t("subscriptionLabelId", { id: sub.id }) : t("subscriptionLabel")} className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="min-w-0 font-semibold text-slate-900">
            Berean Pro
            {several ? <span className="mt-0.5 block truncate font-mono text-xs font-normal text-slate-500">{sub.id}</span> : null}
          </h2>
          <Badge tone={sub.status === "active" ? (sub.cancelAtPeriodEnd ? "amber" : "green") : sub.status === "past_due" ? "red" : "neutral"}>
            {sub.status === "active" ? t(sub.cancelAtPeriodEnd ? "cancelsAtPeriodEnd" : "active") : sub.status === "past_due" ? t("paymentFailed") : t("ended")}
          </Badge>
        </div>
        <p className="text-sm text-slate-700">{t("pricePerMonth", { price: formatCents(PRO_PRICE_CENTS) })}</p>
        {!running ? (
          <p className="text-sm text-slate-600">{sub.endedAt ? t("endedOn", { date: formatDate(sub.endedAt) }) : t("subscriptionEnded")}</p>
        ) : sub.cancelAtPeriodEnd ? (
          <>
            <p role="status" className="text-sm text-slate-700">
              {sub.currentPeriodEnd ? t("willEndOn", { date: formatDate(sub.currentPeriodEnd) }) : t("willEndAtPeriodEnd")}
            </p>
            <Button key="resume" onClick={() => run("resume", t("renewDone"))} disabled={busy} className="self-start">
              {t("renewSubscription")}
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-700">{sub.currentPeriodEnd ? t("renewsOn", { date: formatDate(sub.currentPeriodEnd) }) : null}</p>
            <Button key="cancel" variant="danger" onClick={() => run("cancel", t("cancelDone"))} disabled={busy} className="self-start">
              {t("cancelSubscription")}
            </Button>
          </>
        )}
      </Card>

      {running ? (
        <Card className="flex flex-col gap-3 border-dashed border-amber-300 bg-amber-50/60 p-6">
          <h2 className="font-semibold text-amber-950">{t("testTools")}</h2>
          <p className="text-sm text-amber-900">{t("testToolsText")}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={() => run("fail-renewal", t("failRenewalDone"))} disabled={busy || sub.status === "past_due"}>
              {t("failRenewal")}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => run("end-now", t("endNowDone"))} disabled={busy}>
              {t("endNow")}
            </Button>
          </div>
        </Card>
      ) : null}
    </section>
  );
}
