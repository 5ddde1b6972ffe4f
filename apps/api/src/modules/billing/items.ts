import type { Db, Tx } from "../../db/client.ts";

/**
 * What a feature other than billing sells through billing: today one competition's entry. Billing
 * keeps the checkout and the payment; the feature that sells the item keeps what the member gets
 * for it, told by the handler it registers where the app is built (app.ts), so that billing never
 * imports the features that sell through it (docs/architecture.md §3 'Layout').
 */
export type ItemKind = "competition";

/** The item's id in the feature that sells it (a competition's id). */
export type ItemRef = number;

/** A settled payment for an item, as billing recorded it. */
export interface ItemPayment {
  checkoutId: string;
  userId: string;
  amountCents: number;
  paymentIntentId: string;
  /** The paying card's fingerprint at the provider, when it can say (provider.cardFingerprint). */
  cardFingerprint: string | null;
}

/**
 * The selling feature's side of a sale, each step called inside billing's transaction (the
 * feature writes its own tables in it, never billing's). Money moves once (docs/security.md 40):
 * billing calls `paid` at most once per checkout, and only for a settled payment.
 */
export interface ItemHandler {
  /** The line on the member's billing page for a payment of this item; `ref` is null when the item was deleted since its checkout opened. */
  describe(tx: Tx, ref: ItemRef | null): Promise<string>;
  /** A checkout for the item has opened for this member (the feature records its pending state). */
  opened(tx: Tx, ref: ItemRef, checkout: { checkoutId: string; userId: string; amountCents: number }): Promise<void>;
  /**
   * A settled payment for an open checkout: 'applied' when the member has the item now, 'refund'
   * when it cannot be given (sold out, closed, already theirs): billing refunds it after the commit.
   */
  paid(tx: Tx, ref: ItemRef, payment: ItemPayment): Promise<"applied" | "refund">;
  /** Completed by a delayed method (a bank debit) that has not settled yet. */
  processing(tx: Tx, ref: ItemRef, userId: string): Promise<void>;
  /** The delayed payment failed: the member may try again. */
  failed(tx: Tx, ref: ItemRef, userId: string): Promise<void>;
  /** The provider refunded a payment for this kind of item (Berean's own refund, or one from its dashboard). */
  refunded(tx: Tx, payment: { paymentIntentId: string; userId: string }): Promise<void>;
  /** Whether the member holds the item a completed checkout paid for (else its payment was refunded). */
  applied(db: Db, ref: ItemRef, userId: string): Promise<boolean>;
}

const handlers = new Map<ItemKind, ItemHandler>();

/** Called where the app is built; registering a kind again replaces its handler (each test app builds anew). */
export function registerItemHandler(kind: ItemKind, handler: ItemHandler): void {
  handlers.set(kind, handler);
}

/** The handler of an item kind; a checkout of a kind nobody registered is a wiring fault, not a member's. */
export function itemHandler(kind: string): ItemHandler {
  const handler = handlers.get(kind as ItemKind);
  if (!handler) throw new Error(`No handler is registered for items of kind '${kind}': register it where the app is built (app.ts).`);
  return handler;
}
