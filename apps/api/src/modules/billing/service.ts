/**
 * Billing as other features use it (docs/architecture.md §3 'Layout'): they sell an item through
 * a checkout and are told by the handler they register when it is paid or refunded; the provider
 * is passed to them where the app is built. Billing's tables are written only by billing.
 */
export { registerItemHandler, type ItemHandler, type ItemKind, type ItemPayment, type ItemRef } from "./items.ts";
export { openItemCheckout, type ItemSale } from "./open-item-checkout.ts";
export type { PaymentProvider } from "./provider.ts";
