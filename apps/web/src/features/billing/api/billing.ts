import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Billing, CheckoutStatus, LocalCard, LocalCheckout, LocalPortal, LocalPortalAction, Redirect } from "@berean/domain";
import { apiPaths } from "../../../config/paths";
import { api } from "../../../lib/api";
import { meQueryOptions } from "../../../lib/session";
import { historyKey } from "../../../lib/history-key";

/** GET /api/billing: the member's plan, subscription and payments. */
export const billingQueryOptions = queryOptions({
  queryKey: ["billing"],
  queryFn: () => api.get<Billing>(apiPaths.billing),
});

export function useBilling(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...billingQueryOptions, ...options });
}

/** POST /api/billing/checkout: where to pay for Pro (the price is the server's). */
export function useStartCheckout() {
  return useMutation({ mutationFn: () => api.post<Redirect>(apiPaths.billingCheckout, {}) });
}

/** POST /api/billing/portal: where to manage or cancel the subscription. */
export function useOpenPortal() {
  return useMutation({ mutationFn: () => api.post<Redirect>(apiPaths.billingPortal, {}) });
}

/**
 * GET /api/billing/checkout/:sessionId, the payment-session lookup (docs/product.md part 2 §4 'Payment
 * return'): which competition a paid checkout was for, and how it ended. The dashboard's return from
 * a Pro checkout and the competitions page's return from a paid entry both ask it.
 */
export function useCheckoutStatus(sessionId: string | null) {
  return useQuery({
    queryKey: ["checkout-status", sessionId],
    queryFn: () => api.get<CheckoutStatus>(apiPaths.checkoutStatus(sessionId!)),
    enabled: sessionId !== null,
    // The webhook may land a moment after the browser returns; a delayed payment takes days, not seconds.
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === "open" ? 1000 : false),
    retry: false,
  });
}

/** The member's plan changed on the server: everything showing it reads it again. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: billingQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: historyKey }),
    ]);
}

// ---------------------------------------------------------------- the local test-mode provider

export function useLocalCheckout(sessionId: string) {
  return useQuery({ queryKey: ["local-checkout", sessionId], queryFn: () => api.get<LocalCheckout>(apiPaths.localCheckout(sessionId)), retry: false });
}

export function usePayLocalCheckout(sessionId: string) {
  return useMutation({ mutationFn: (card: LocalCard) => api.post<Redirect>(apiPaths.localCheckoutPay(sessionId), card) });
}

export function useLocalPortal(sessionId: string) {
  return useQuery({ queryKey: ["local-portal", sessionId], queryFn: () => api.get<LocalPortal>(apiPaths.localPortal(sessionId)), retry: false });
}

export function useLocalPortalAction(sessionId: string) {
  const queryClient = useQueryClient();
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: (request: LocalPortalAction) => api.post<LocalPortal>(apiPaths.localPortal(sessionId), request),
    onSuccess: (data) => {
      queryClient.setQueryData(["local-portal", sessionId], data);
      void refreshPlan();
    },
  });
}
