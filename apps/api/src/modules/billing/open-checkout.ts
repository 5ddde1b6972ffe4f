import { addMinutes } from "date-fns";
import { and, eq, inArray, sql } from "drizzle-orm";
import { CHECKOUT_OPEN_MINUTES, CHECKOUT_REUSE_MIN_MINUTES, type Redirect } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { checkout } from "../../db/schema.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { ensureCustomer } from "./ensure-customer.ts";
import type { CheckoutRequest, PaymentProvider } from "./provider.ts";

/** What a member is buying: Pro, or an item another feature sells (items.ts). */
export interface CheckoutItem extends Omit<CheckoutRequest, "userId" | "customerId" | "expiresAt"> {
  /** The item's ref (kept in the checkout's competition_id column, its only kind today); null for Pro. */
  competitionId: number | null;
  /** Why a second click is refused while a delayed payment for this item settles. */
  processingMessage: string;
  /** Written with the checkout, in its transaction (a competition's pending entry). */
  onOpened?: (tx: Tx, checkoutId: string) => Promise<void>;
}

export type CheckoutLog = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
type Log = Pick<CheckoutLog, "warn">;

/** A click that loses the race for the one open checkout reads again; this many rounds settle any race. */
const ROUNDS = 3;

/**
 * One checkout under way per member and item (docs/security.md 40): a second 'Join' or 'Upgrade', a
 * double click or a second tab gets the open checkout's page while it has time left; one that has
 * lapsed is closed at the provider first (so it can no longer be paid) and a new one is made. The
 * database's partial unique index settles two clicks at once: the loser's page is closed and the
 * winner's handed out. Provider calls stay outside transactions (the local provider writes to the
 * database, and PGlite has one connection).
 */
export async function openCheckout(db: Db, provider: PaymentProvider, member: Member, item: CheckoutItem, now: Date, log: Log): Promise<Redirect> {
  const { competitionId, processingMessage, onOpened, ...request } = item;
  const processing = () => conflict("PAYMENT_PROCESSING", processingMessage);
  for (let round = 0; round < ROUNDS; round += 1) {
    const [current] = await db
      .select()
      .from(checkout)
      .where(
        and(
          eq(checkout.userId, member.id),
          eq(checkout.kind, item.kind),
          sql`coalesce(${checkout.competitionId}, 0) = ${competitionId ?? 0}`,
          inArray(checkout.status, ["open", "processing"]),
        ),
      );
    if (current?.status === "processing") throw processing();
    if (current) {
      if (current.url && current.expiresAt && current.expiresAt.getTime() - now.getTime() >= CHECKOUT_REUSE_MIN_MINUTES * 60_000) return { url: current.url };
      // Lapsed, or too close to it (or opened before checkouts kept their page): closed first.
      if ((await provider.expireCheckout(current.id)) === "complete") throw processing();
      await db
        .update(checkout)
        .set({ status: "expired" })
        .where(and(eq(checkout.id, current.id), eq(checkout.status, "open")));
      continue;
    }

    const customerId = await ensureCustomer(db, provider, member);
    const session = await provider.createCheckout({ ...request, userId: member.id, customerId, expiresAt: addMinutes(now, CHECKOUT_OPEN_MINUTES) });
    const opened = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(checkout)
        .values({
          id: session.id,
          userId: member.id,
          kind: item.kind,
          competitionId,
          amountCents: item.amountCents,
          url: session.url,
          expiresAt: session.expiresAt,
        })
        .onConflictDoNothing()
        .returning({ id: checkout.id });
      if (!row) return false;
      await onOpened?.(tx, session.id);
      return true;
    });
    if (opened) return { url: session.url };
    // Another click opened this item's checkout at the same moment: close ours, hand out theirs.
    try {
      await provider.expireCheckout(session.id);
    } catch (error) {
      log.warn(
        { event: "payment.checkout_not_closed", checkout: session.id, err: error },
        "a duplicate checkout page could not be closed; it lapses on its own",
      );
    }
  }
  throw new Error("No checkout could be opened: the member's open checkout kept changing.");
}

/**
 * openCheckout, with the provider's failures told to the member as one message (the upgrade page
 * and the competitions page each show their own words for it) and logged with the cause.
 */
export async function openCheckoutOrFail(
  db: Db,
  provider: PaymentProvider,
  member: Member,
  item: CheckoutItem,
  now: Date,
  log: CheckoutLog,
): Promise<Redirect> {
  try {
    return await openCheckout(db, provider, member, item, now, log);
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ event: "payment.checkout_failed", err: error, kind: item.kind, ref: item.competitionId }, "could not create a checkout session");
    throw new AppError(502, "CHECKOUT_FAILED", "Failed to create checkout session.");
  }
}
