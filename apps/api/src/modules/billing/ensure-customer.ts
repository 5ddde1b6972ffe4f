import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { billingCustomer } from "../../db/schema.ts";
import type { Member } from "../../lib/session.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * The member's customer at the provider, made on first need and kept: one per member, even when
 * two checkouts race (the loser's customer is left unused), so that every subscription and payment
 * of the member sits under the one customer the portal opens (docs/security.md 40).
 */
export async function ensureCustomer(db: Db, provider: PaymentProvider, member: Pick<Member, "id" | "email" | "fullName">): Promise<string> {
  const [known] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
  if (known) return known.customerId;
  const made = await provider.createCustomer(member);
  await db.insert(billingCustomer).values({ userId: member.id, customerId: made }).onConflictDoNothing();
  const [kept] = await db.select({ customerId: billingCustomer.customerId }).from(billingCustomer).where(eq(billingCustomer.userId, member.id));
  return kept!.customerId;
}
