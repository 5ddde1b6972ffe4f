import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { setupToken, user } from "../../db/schema.ts";
import type { Auth } from "../../lib/auth.ts";
import { AppError, conflict, forbidden } from "../../lib/errors.ts";
import { weakPasswordMessage } from "../../lib/password-policy.ts";
import { updateAccount } from "../auth/service.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin")).limit(1);
  return rows.length > 0;
}

/**
 * The first start issues the one-time setup token and returns it, for the start-up log to print
 * once (docs/security.md 8); while it is still unused, later starts issue none and return null (a
 * secret printed at every start ends up in every log collector), as they do once an admin exists.
 * `npm run admin:create` needs no link.
 */
export async function issueSetupToken(db: Db): Promise<string | null> {
  if (await adminExists(db)) return null;
  const [outstanding] = await db.select({ hash: setupToken.tokenHash }).from(setupToken).where(isNull(setupToken.usedAt)).limit(1);
  if (outstanding) return null;
  const token = randomBytes(32).toString("base64url");
  await db.insert(setupToken).values({ tokenHash: hashToken(token) });
  return token;
}

export async function isSetupTokenValid(db: Db, token: string): Promise<boolean> {
  if (await adminExists(db)) return false;
  const rows = await db
    .select({ hash: setupToken.tokenHash })
    .from(setupToken)
    .where(and(eq(setupToken.tokenHash, hashToken(token)), isNull(setupToken.usedAt)));
  return rows.length > 0;
}

export interface NewAdmin {
  fullName: string;
  email: string;
  password: string;
}

/** Creates a verified administrator with a password account (the setup page and `npm run admin:create`). */
export async function createAdmin(auth: Auth, db: Db, input: NewAdmin) {
  const email = input.email.trim().toLowerCase();
  const weak = weakPasswordMessage(input.password, [email.split("@")[0]!]);
  if (weak) throw new AppError(400, "VALIDATION", "Please check the highlighted fields.", { password: weak });
  const existing = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email}`);
  if (existing.length) throw conflict("EMAIL_TAKEN", "An account with this email already exists.");
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(input.password);
  const created = await ctx.internalAdapter.createUser({ email, name: input.fullName.trim(), emailVerified: true, role: "admin" }, { type: "server" } as never);
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: passwordHash });
  // The adapter may ignore fields outside its create schema: make the role explicit.
  await updateAccount(db, created.id, { role: "admin", emailVerified: true });
  return { id: created.id, email, fullName: input.fullName.trim() };
}

/** Spends the token and creates the first admin; a second use, or any use once an admin exists, is refused. */
export async function completeSetup(auth: Auth, db: Db, token: string, input: NewAdmin) {
  if (await adminExists(db)) throw forbidden("Setup is already complete: an administrator exists.", "SETUP_CLOSED");
  const spent = await db
    .update(setupToken)
    .set({ usedAt: new Date() })
    .where(and(eq(setupToken.tokenHash, hashToken(token)), isNull(setupToken.usedAt)))
    .returning();
  if (spent.length === 0) throw forbidden("This setup link is invalid or has already been used.", "SETUP_CLOSED");
  try {
    return await createAdmin(auth, db, input);
  } catch (error) {
    await db
      .update(setupToken)
      .set({ usedAt: null })
      .where(eq(setupToken.tokenHash, hashToken(token)));
    if (error instanceof AppError) throw error;
    throw error;
  }
}
