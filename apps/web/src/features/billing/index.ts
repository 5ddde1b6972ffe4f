/**
 * What other features show of billing: the membership widgets on the dashboard and settings, and
 * the lookup of a payment session (a paid competition entry's return asks how its checkout ended).
 * Pages are not exported here: routes.tsx lazy-loads each page from its own file, so that
 * importing a widget never pulls a page into another page's chunk.
 */
export { MembershipSection } from "./membership-section";
export { PaymentConfirmation } from "./payment-confirmation";
export { PlanBillingCard } from "./plan-billing-card";
export { RenewalFailedBanner } from "./renewal-failed-banner";
export { useCheckoutStatus } from "./api/billing";
