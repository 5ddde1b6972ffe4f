import { asc, count, eq, sql } from "drizzle-orm";
import { displayName, GROUPS_PER_MEMBER, MEMBERS_PER_GROUP, type GroupDetail, type GroupRoleName, type MyGroupsResponse } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { groupMember, memberGroup, user } from "../../db/schema.ts";
import { isLeader, requireGroupRole } from "./membership.ts";
import { presentInvite } from "./presenters.ts";

const memberCount = sql<number>`(select count(*) from ${groupMember} gm where gm.group_id = ${memberGroup.id})`.mapWith(Number);

/** 'My groups': the caller's groups, the ones they lead first, then by name. */
export async function readMyGroups(db: DbOrTx, userId: string): Promise<MyGroupsResponse> {
  const rows = await db
    .select({ id: memberGroup.id, name: memberGroup.name, church: memberGroup.church, city: memberGroup.city, role: groupMember.role, memberCount })
    .from(groupMember)
    .innerJoin(memberGroup, eq(memberGroup.id, groupMember.groupId))
    .where(eq(groupMember.userId, userId))
    .orderBy(sql`case ${groupMember.role} when 'owner' then 0 when 'leader' then 1 else 2 end`, asc(memberGroup.name), asc(memberGroup.id));
  return { groups: rows.map((r) => ({ ...r, role: r.role as GroupRoleName })), limit: GROUPS_PER_MEMBER };
}

/**
 * The group page: members by the name they chose (never an email), leaders first; leaders also
 * see when each joined and the invite link (docs/architecture.md §4 'Groups').
 */
export async function readGroup(db: DbOrTx, groupId: number, viewerId: string, appUrl: string): Promise<GroupDetail> {
  const myRole = await requireGroupRole(db, groupId, viewerId, "member");
  const leader = isLeader(myRole);
  const [[group], members] = await Promise.all([
    db.select().from(memberGroup).where(eq(memberGroup.id, groupId)),
    db
      .select({ userId: groupMember.userId, role: groupMember.role, joinedAt: groupMember.joinedAt, fullName: user.fullName, email: user.email })
      .from(groupMember)
      .innerJoin(user, eq(user.id, groupMember.userId))
      .where(eq(groupMember.groupId, groupId))
      .orderBy(sql`case ${groupMember.role} when 'owner' then 0 when 'leader' then 1 else 2 end`, asc(sql`lower(${user.fullName})`), asc(groupMember.userId)),
  ]);
  return {
    id: group!.id,
    name: group!.name,
    description: group!.description,
    church: group!.church,
    city: group!.city,
    timezone: group!.timezone,
    myRole,
    memberCount: members.length,
    memberLimit: MEMBERS_PER_GROUP,
    members: members.map((m) => ({
      userId: m.userId,
      name: displayName(m.fullName, m.email),
      role: m.role as GroupRoleName,
      joinedAt: leader ? m.joinedAt.toISOString() : null,
    })),
    invite: leader ? await presentInvite(group!.inviteCode, appUrl) : null,
  };
}

/** How many members the group has. */
export async function countMembers(db: DbOrTx, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groupMember).where(eq(groupMember.groupId, groupId));
  return row?.n ?? 0;
}
