import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { PRO_SUBSCRIPTION_STATUSES } from "@berean/domain";
import type { Tx } from "../../db/client.ts";
import { billingCustomer, subscription, user } from "../../db/schema.ts";
import { announce } from "../../lib/changes.ts";
import { sessionChange } from "../../lib/session-cache.ts";
import { setPlan } from "../auth/service.ts";
import type { Owed } from "./owed.ts";
import type { PaymentProvider } from "./provider.ts";

export type Outcome = "processed" | "duplicate" | "ignored";
export type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export async function memberOfCustomer(tx: Tx, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await tx.select({ userId: billingCustomer.userId }).from(billingCustomer).where(eq(billingCustomer.customerId, customerId));
  return row?.userId ?? null;
}

/**
 * Brings the member's subscription and plan to the provider's current state. One Pro subscription
 * per member (docs/security.md 40): should a second one come into being (two checkout pages paid at the
 * provider), the one that came later is owed a cancellation and a refund, after the commit.
 */
export async function syncSubscription(
  tx: Tx,
  provider: PaymentProvider,
  subscriptionId: string | null,
  log: Log,
  owe: (step: Owed) => void,
): Promise<Outcome> {
  if (!subscriptionId) return "ignored";
  // Two events about one subscription are applied one after the other, each with a fresh read.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${subscriptionId}`}))`);
  const state = await provider.retrieveSubscription(subscriptionId, tx);
  if (!state) {
    log.warn({ event: "payment.subscription_unknown", subscription: subscriptionId }, "the provider does not know this subscription");
    return "ignored";
  }
  const userId = (await memberOfCustomer(tx, state.customerId)) ?? state.metadata.userId ?? null;
  const [member] = userId ? await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)) : [];
  if (!member) {
    log.warn({ event: "payment.subscription_without_member", subscription: subscriptionId }, "no member for this subscription");
    return "ignored";
  }
  // Two subscriptions of one member are weighed one after the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-subscriptions:${member.id}`}))`);
  const values = {
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    endedAt: state.endedAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscription)
    .values({ userId: member.id, providerCustomerId: state.customerId, providerSubscriptionId: state.id, ...values })
    .onConflictDoUpdate({ target: subscription.providerSubscriptionId, set: values });
  if (PRO_SUBSCRIPTION_STATUSES.includes(state.status)) {
    const [kept] = await tx
      .select({ id: subscription.providerSubscriptionId })
      .from(subscription)
      .where(and(eq(subscription.userId, member.id), inArray(subscription.status, [...PRO_SUBSCRIPTION_STATUSES])))
      .orderBy(asc(subscription.createdAt), asc(subscription.id))
      .limit(1);
    if (kept && kept.id !== state.id) {
      log.warn(
        { event: "payment.second_subscription", subscription: state.id, kept: kept.id },
        "a member's second Pro subscription: it is cancelled and its payment refunded",
      );
      owe({ kind: "end-subscription", subscriptionId: state.id, userId: member.id });
    }
  }
  await settlePlan(tx, member.id);
  return "processed";
}

/**
 * Pro while any of the member's subscriptions is in a Pro status, free otherwise: at once when
 * the last one ends (attempts already made stay). Every instance drops its cached copy.
 */
async function settlePlan(tx: Tx, userId: string): Promise<void> {
  const [active] = await tx
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), inArray(subscription.status, [...PRO_SUBSCRIPTION_STATUSES])))
    .limit(1);
  if (await setPlan(tx, userId, active ? "pro" : "free")) await announce(tx, sessionChange.member(userId));
}
