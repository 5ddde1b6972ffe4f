import { and, eq, ne } from "drizzle-orm";
import type { Locale, Plan, ReadingText, Role } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { session, user } from "../../db/schema.ts";

/**
 * A member's account row, written here only (Better Auth, configured in lib/auth.ts, creates it):
 * the profile renames, an admin changes a name or a role, billing sets the plan its
 * subscriptions give, the setup page makes the first administrator.
 */
export interface AccountChange {
  fullName?: string;
  locale?: Locale;
  readingText?: ReadingText;
  role?: Role;
  emailVerified?: boolean;
}

export async function updateAccount(db: DbOrTx, userId: string, change: AccountChange): Promise<void> {
  await db
    .update(user)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(user.id, userId));
}

/** Sets the member's plan; true when it changed (the caller announces it to every instance). */
export async function setPlan(db: DbOrTx, userId: string, plan: Plan): Promise<boolean> {
  const changed = await db
    .update(user)
    .set({ plan, updatedAt: new Date() })
    .where(and(eq(user.id, userId), ne(user.plan, plan)))
    .returning({ id: user.id });
  return changed.length > 0;
}

/** Signs the member out everywhere (a changed role takes effect at their next sign-in). */
export async function endSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
