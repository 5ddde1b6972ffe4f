import { count, desc, eq, ilike, sql } from "drizzle-orm";
import { ADMIN_GROUPS_PAGE_SIZE, displayName, GROUP_MESSAGES, type AdminGroupsQuery, type AdminGroupsResponse } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { groupMember, memberGroup, user } from "../../db/schema.ts";
import { audit } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like.ts";

/** /admin/groups: every group with its owner and size, newest first, searched by name. */
export async function readAdminGroups(db: Db, query: AdminGroupsQuery): Promise<AdminGroupsResponse> {
  const where = query.q ? ilike(memberGroup.name, containsPattern(query.q)) : undefined;
  const memberCount = sql<number>`(select count(*) from ${groupMember} gm where gm.group_id = ${memberGroup.id})`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: memberGroup.id,
        name: memberGroup.name,
        ownerFullName: user.fullName,
        ownerEmail: user.email,
        memberCount,
        createdAt: memberGroup.createdAt,
      })
      .from(memberGroup)
      .innerJoin(user, eq(user.id, memberGroup.ownerId))
      .where(where)
      .orderBy(desc(memberGroup.createdAt), desc(memberGroup.id))
      .limit(ADMIN_GROUPS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_GROUPS_PAGE_SIZE),
    db.select({ n: count() }).from(memberGroup).where(where),
  ]);
  return {
    groups: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ownerName: displayName(r.ownerFullName, r.ownerEmail),
      ownerEmail: r.ownerEmail,
      memberCount: r.memberCount,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_GROUPS_PAGE_SIZE,
  };
}

/** An administrator removes a group (its members, assignments and boards go with it), in the audit log. */
export async function removeGroupAsAdmin(db: Db, adminId: string, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await tx
      .select({ name: memberGroup.name, ownerId: memberGroup.ownerId, ownerEmail: user.email, ownerFullName: user.fullName })
      .from(memberGroup)
      .innerJoin(user, eq(user.id, memberGroup.ownerId))
      .where(eq(memberGroup.id, groupId))
      .for("update", { of: memberGroup });
    if (!group) throw notFound(GROUP_MESSAGES.notFound);
    await tx.delete(memberGroup).where(eq(memberGroup.id, groupId));
    await audit(tx, {
      actorId: adminId,
      action: "group.removed",
      targetType: "group",
      targetId: groupId,
      before: { name: group.name, ownerId: group.ownerId, ownerName: displayName(group.ownerFullName, group.ownerEmail), ownerEmail: group.ownerEmail },
    });
  });
}
