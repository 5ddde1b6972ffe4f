import { desc, eq } from "drizzle-orm";
import { PRO_PRICE_CENTS, PRO_PRODUCT_NAME, type Billing, type Redirect } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { billingCustomer, checkout, payment, subscription, user } from "../../db/schema.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import type { PaymentProvider } from "./provider.ts";

/** How many of a member's payments the billing page lists (newest first). */
const PAYMENTS_SHOWN = 24;

/** The member's plan (read fresh: a webhook may have just changed it), subscription and payments. */
export async function readBilling(db: Db, provider: PaymentProvider, userId: string): Promise<Billing> {
  const [[member], [sub], payments] = await Promise.all([
    db.select({ plan: user.plan }).from(user).where(eq(user.id, userId)),
    db.select().from(subscription).where(eq(subscription.userId, userId)).orderBy(desc(subscription.createdAt), desc(subscription.id)).limit(1),
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

/** The member's customer at the provider, made on first need and kept (one per member, even when two checkouts race). */
async function customerFor(db: Db, provider: PaymentProvider, member: Member): Promise<string> {
  const [known] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
  if (known) return known.customerId;
  const made = await provider.createCustomer(member);
  await db.insert(billingCustomer).values({ userId: member.id, customerId: made }).onConflictDoNothing();
  const [kept] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
  return kept!.customerId;
}

/** What the browser is told when the provider cannot be reached (the spec's upgrade error). */
const providerFailed = () => new AppError(502, "CHECKOUT_FAILED", "Failed to create checkout session.");

/**
 * Starts the Pro checkout at the server's price (SECURITY.md 23). Members on Pro are refused;
 * an unverified member never gets here (no session counts until the email is verified, 26).
 */
export async function startProCheckout(db: Db, provider: PaymentProvider, member: Member, appUrl: string, log: { error(obj: object, msg: string): void }): Promise<Redirect> {
  const [current] = await db.select({ plan: user.plan }).from(user).where(eq(user.id, member.id));
  if (current?.plan === "pro") throw conflict("ALREADY_PRO", "You are already a Pro member.");
  try {
    const customerId = await customerFor(db, provider, member);
    const session = await provider.createCheckout({
      kind: "pro",
      mode: "subscription",
      userId: member.id,
      customerId,
      amountCents: PRO_PRICE_CENTS,
      description: PRO_PRODUCT_NAME,
      metadata: { userId: member.id, kind: "pro" },
      successUrl: `${appUrl}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/dashboard/upgrade?checkout=canceled`,
    });
    await db.insert(checkout).values({ id: session.id, userId: member.id, kind: "pro", amountCents: PRO_PRICE_CENTS });
    return { url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ event: "payment.checkout_failed", err: error }, "could not create a checkout session");
    throw providerFailed();
  }
}

/** The provider's page where the member cancels or manages their subscription. */
export async function openPortal(db: Db, provider: PaymentProvider, member: Member, appUrl: string, log: { error(obj: object, msg: string): void }): Promise<Redirect> {
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
