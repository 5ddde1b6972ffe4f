import { and, asc, avg, count, desc, eq, ilike, inArray, max, ne, notInArray, or } from "drizzle-orm";
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUserDetail, type AdminUserList, type AdminUsersQuery, type AdminUserUpdate } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { attempt, user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { sessionChange } from "../../lib/session-cache.ts";
import { containsPattern } from "../../lib/like.ts";
import { endSessions, updateAccount } from "../auth/service.ts";

const columns = {
  id: user.id,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
  plan: user.plan,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
};
type Row = { id: string; fullName: string; email: string; role: string; plan: string; emailVerified: boolean; createdAt: Date };

function present(row: Row, attempts: number): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role === "admin" ? "admin" : "user",
    plan: row.plan === "pro" ? "pro" : "free",
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    attempts,
  };
}

async function attemptCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ userId: attempt.userId, n: count() }).from(attempt).where(inArray(attempt.userId, ids)).groupBy(attempt.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

const SORT_COLUMNS = { joined: user.createdAt, name: user.fullName, email: user.email, role: user.role, plan: user.plan } as const;

/** Members searched by name, email or id, sorted as asked (newest first by default), one page at a time. */
export async function listUsers(db: Db, { search, sort, order, page }: AdminUsersQuery): Promise<AdminUserList> {
  const dir = order === "asc" ? asc : desc;
  const pattern = containsPattern(search);
  const where = search ? or(ilike(user.fullName, pattern), ilike(user.email, pattern), eq(user.id, search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(user)
      .where(where)
      // The id breaks ties so that a page never repeats or skips a member.
      .orderBy(dir(SORT_COLUMNS[sort]), dir(user.id))
      .limit(ADMIN_USERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_USERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).where(where),
  ]);
  const counts = await attemptCounts(
    db,
    rows.map((r) => r.id),
  );
  return { users: rows.map((r) => present(r, counts.get(r.id) ?? 0)), total: total?.n ?? 0, page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

/**
 * A member with their average and best score over the results that count: the quizzes' and the
 * Saturday event's (the admin attempts table's rows), not running, not voided. Null with none.
 */
export async function readUser(db: Db, id: string): Promise<AdminUserDetail> {
  const [row] = await db.select(columns).from(user).where(eq(user.id, id));
  if (!row) throw notFound("User not found");
  const [[scores], counts] = await Promise.all([
    db
      .select({ average: avg(attempt.score), best: max(attempt.score) })
      .from(attempt)
      .where(and(eq(attempt.userId, id), notInArray(attempt.status, ["in_progress", "voided"]), notInArray(attempt.mode, ["competition", "game"]))),
    attemptCounts(db, [id]),
  ]);
  return {
    ...present(row, counts.get(id) ?? 0),
    averageScore: scores?.average == null ? null : Math.round(Number(scores.average)),
    bestScore: scores?.best ?? null,
  };
}

/**
 * Changes a member's name and role (audit-logged). A role change ends every session the member
 * has, on every instance, so the new role applies from their next sign-in (docs/security.md 13).
 * An admin cannot change their own role, and the last administrator stays one.
 */
export async function updateUser(db: Db, actorId: string, id: string, input: AdminUserUpdate): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(user).where(eq(user.id, id)).for("update");
    if (!before) throw notFound("User not found");
    const roleChanged = before.role !== input.role;
    if (roleChanged && id === actorId) throw conflict("OWN_ROLE", "You cannot change your own role.");
    if (roleChanged && before.role === "admin") {
      const [others] = await tx
        .select({ n: count() })
        .from(user)
        .where(and(eq(user.role, "admin"), ne(user.id, id)));
      if (!others?.n) throw conflict("LAST_ADMIN", "There must be at least one administrator.");
    }
    await updateAccount(tx, id, { fullName: input.fullName, role: input.role });
    if (roleChanged) await endSessions(tx, id);
    await audit(tx, {
      actorId,
      action: roleChanged ? "user.role" : "user.update",
      targetType: "user",
      targetId: id,
      before: { fullName: before.fullName, role: before.role },
      after: { ...input, sessionsRevoked: roleChanged },
    });
    await announce(tx, sessionChange.member(id));
    // The name shows on the boards.
    if (before.fullName !== input.fullName) await announce(tx, { topic: "results" });
  });
  return readUser(db, id);
}
