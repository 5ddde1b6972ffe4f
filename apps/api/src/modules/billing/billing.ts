import { and, desc, eq, sql } from "drizzle-orm";
import { PRO_PRICE_CENTS, PRO_PRODUCT_NAME, PRO_SUBSCRIPTION_STATUSES, type Billing, type Redirect } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { billingCustomer, payment, subscription, user } from "../../db/schema.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { openCheckoutOrFail, type CheckoutLog } from "./open-checkout.ts";
import type { PaymentProvider } from "./provider.ts";

/** How many of a member's payments the billing page lists (newest first). */
const PAYMENTS_SHOWN = 24;

/** A subscription that gives Pro (docs/security.md 25): the one a member may have (40). */
const giving = sql`${subscription.status} in (${sql.join(
  PRO_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * The member's plan (read fresh: a webhook may have just changed it), subscription and payments.
 * The subscription shown is the one giving Pro, else the newest: a duplicate that was cancelled at
 * once must not hide the running one.
 */
export async function readBilling(db: Db, provider: PaymentProvider, userId: string): Promise<Billing> {
  const [[member], [sub], payments] = await Promise.all([
    db.select({ plan: user.plan }).from(user).where(eq(user.id, userId)),
    db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, userId))
      .orderBy(sql`case when ${giving} then 0 else 1 end`, desc(subscription.createdAt), desc(subscription.id))
      .limit(1),
    db.select().from(payment).where(eq(payment.userId, userId)).orderBy(desc(payment.createdAt), desc(payment.id)).limit(PAYMENTS_SHOWN),
  ]);
  return {
    plan: member?.plan === "pro" ? "pro" : "free",
    provider: provider.name,
    proPriceCents: PRO_PRICE_CENTS,
    subscription: sub
      ? {
          status: sub.status as NonNullable<Billing["subscription"]>["status"],
          currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          endedAt: sub.endedAt?.toISOString() ?? null,
        }
      : null,
    payments: payments.map((p) => ({
      id: p.id,
      description: p.description,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status as Billing["payments"][number]["status"],
      createdAt: p.createdAt.toISOString(),
      receiptUrl: p.receiptUrl,
    })),
  };
}

/**
 * Starts the Pro checkout at the server's price (docs/security.md 23), or hands out the one already
 * open. One Pro subscription per member (40): a member on Pro, or with a subscription giving it,
 * is refused. An unverified member never gets here (no session counts until the email is verified, 26).
 */
export async function startProCheckout(db: Db, provider: PaymentProvider, member: Member, appUrl: string, log: CheckoutLog): Promise<Redirect> {
  const [[current], [running]] = await Promise.all([
    db.select({ plan: user.plan }).from(user).where(eq(user.id, member.id)),
    db
      .select({ id: subscription.id })
      .from(subscription)
      .where(and(eq(subscription.userId, member.id), giving))
      .limit(1),
  ]);
  if (current?.plan === "pro" || running) throw conflict("ALREADY_PRO", "You are already a Pro member.");
  return openCheckoutOrFail(
    db,
    provider,
    member,
    {
      kind: "pro",
      mode: "subscription",
      competitionId: null,
      amountCents: PRO_PRICE_CENTS,
      description: PRO_PRODUCT_NAME,
      metadata: { userId: member.id, kind: "pro" },
      successUrl: `${appUrl}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/dashboard/upgrade?checkout=canceled`,
      processingMessage: "Your payment is processing. Pro starts as soon as it clears.",
    },
    new Date(),
    log,
  );
}

/** The provider's page where the member cancels or manages their subscription. */
export async function openPortal(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  appUrl: string,
  log: { error(obj: object, msg: string): void },
): Promise<Redirect> {
  const [known] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
  const [sub] = await db.select({ id: subscription.id }).from(subscription).where(eq(subscription.userId, member.id)).limit(1);
  if (!known || !sub) throw conflict("NO_SUBSCRIPTION", "You have no subscription to manage.");
  try {
    return await provider.createPortal({ userId: member.id, customerId: known.customerId, returnUrl: `${appUrl}/dashboard/settings` });
  } catch (error) {
    log.error({ event: "payment.portal_failed", err: error }, "could not open the billing portal");
    throw new AppError(502, "PORTAL_FAILED", "Could not open the billing page. Please try again.");
  }
}
