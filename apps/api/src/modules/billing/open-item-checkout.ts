import type { Redirect } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import type { Member } from "../../lib/session.ts";
import { itemHandler, type ItemKind, type ItemRef } from "./items.ts";
import { openCheckoutOrFail, type CheckoutLog } from "./open-checkout.ts";
import type { PaymentProvider } from "./provider.ts";

/** An item another feature sells, at the price that feature's server side set (docs/security.md 23). */
export interface ItemSale {
  kind: ItemKind;
  ref: ItemRef;
  amountCents: number;
  /** What the provider's page says is being bought ('Entry: Spring Cup'). */
  title: string;
  successUrl: string;
  cancelUrl: string;
  /** Why a second click is refused while a delayed payment for this item settles. */
  processingMessage: string;
}

/**
 * A checkout for one item, or the one already open for this member and item (docs/security.md 40:
 * a second click, a second tab, two at once). The item's handler records its pending state in the
 * same transaction as the checkout.
 */
export async function openItemCheckout(db: Db, provider: PaymentProvider, member: Member, sale: ItemSale, now: Date, log: CheckoutLog): Promise<Redirect> {
  const handler = itemHandler(sale.kind);
  return openCheckoutOrFail(
    db,
    provider,
    member,
    {
      kind: sale.kind,
      mode: "payment",
      competitionId: sale.ref,
      amountCents: sale.amountCents,
      description: sale.title,
      metadata: { userId: member.id, kind: sale.kind, ref: String(sale.ref) },
      successUrl: sale.successUrl,
      cancelUrl: sale.cancelUrl,
      processingMessage: sale.processingMessage,
      onOpened: (tx, checkoutId) => handler.opened(tx, sale.ref, { checkoutId, userId: member.id, amountCents: sale.amountCents }),
    },
    now,
    log,
  );
}
