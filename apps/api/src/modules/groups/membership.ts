import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { groupMember, memberGroup } from "../../db/schema.ts";
import { forbidden, notFound } from "../../lib/errors.ts";

/** A member's place in a group: its one owner, a co-leader, or a member (docs/architecture.md §4 'Groups'). */
export type GroupRole = "owner" | "leader" | "member";

/** Leaders assign, remove members, change the invite link and see the leader's view: the owner and the co-leaders. */
export const isLeader = (role: GroupRole | null): boolean => role === "owner" || role === "leader";

/** The member's role in the group, or null when they do not belong to it (or it does not exist). */
export async function groupRoleOf(db: DbOrTx, groupId: number, userId: string): Promise<GroupRole | null> {
  const [row] = await db
    .select({ role: groupMember.role })
    .from(groupMember)
    .where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)));
  return (row?.role as GroupRole | undefined) ?? null;
}

/**
 * The group as its member sees it: 404 'Group not found.' for anyone outside it (a group's
 * existence is not told to strangers, administrators included: they act on groups from /admin),
 * 403 for a member who is not a leader when `leader` is asked. Read on every request, never cached,
 * so a removed member loses access at once on every instance.
 */
export async function requireGroupRole(db: DbOrTx, groupId: number, userId: string, need: "member" | "leader" | "owner"): Promise<GroupRole> {
  const role = await groupRoleOf(db, groupId, userId);
  if (!role) throw notFound("Group not found.");
  if (need === "leader" && !isLeader(role)) throw forbidden("Only the group's leaders can do that.", "GROUP_LEADER_REQUIRED");
  if (need === "owner" && role !== "owner") throw forbidden("Only the group's owner can do that.", "GROUP_OWNER_REQUIRED");
  return role;
}

/** The group's name and zone, for features that show or date things of a group. */
export async function groupSummary(db: DbOrTx, groupId: number): Promise<{ id: number; name: string; timezone: string; ownerId: string } | null> {
  const [row] = await db
    .select({ id: memberGroup.id, name: memberGroup.name, timezone: memberGroup.timezone, ownerId: memberGroup.ownerId })
    .from(memberGroup)
    .where(eq(memberGroup.id, groupId));
  return row ?? null;
}
