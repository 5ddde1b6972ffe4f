import { and, eq } from "drizzle-orm";
import type { CheckoutStatus } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { checkout } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { itemHandler } from "./items.ts";

/**
 * A member's checkout as the payment return shows it: a completed checkout for an item whose
 * payment could not be applied (the last seat went to someone else, the competition closed)
 * reads `refunded`, not completed.
 */
export async function readCheckoutStatus(db: Db, userId: string, sessionId: string): Promise<CheckoutStatus> {
  const [row] = await db
    .select()
    .from(checkout)
    .where(and(eq(checkout.id, sessionId), eq(checkout.userId, userId)));
  if (!row) throw notFound("Checkout not found.");
  const status = row.status as CheckoutStatus["status"];
  if (status !== "completed" || row.kind === "pro" || row.competitionId === null) return { status, competitionId: row.competitionId };
  const applied = await itemHandler(row.kind).applied(db, row.competitionId, userId);
  return { status: applied ? "completed" : "refunded", competitionId: row.competitionId };
}
