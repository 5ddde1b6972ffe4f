import { count, eq } from "drizzle-orm";
import { GROUP_MESSAGES, GROUPS_PER_MEMBER, MEMBERS_PER_GROUP } from "@berean/domain";
import type { Tx } from "../../db/client.ts";
import { groupMember, memberGroup, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";

/**
 * Locks the member's user row and refuses a 21st group (owned and joined together): two creates
 * or joins of one member at once queue on the lock, so neither can pass the limit
 * (docs/architecture.md §4 'Groups').
 */
export async function reserveGroupPlace(tx: Tx, userId: string): Promise<{ timezone: string }> {
  const [member] = await tx.select({ timezone: user.timezone }).from(user).where(eq(user.id, userId)).for("update");
  if (!member) throw notFound("Member not found.");
  const [row] = await tx.select({ n: count() }).from(groupMember).where(eq(groupMember.userId, userId));
  if ((row?.n ?? 0) >= GROUPS_PER_MEMBER) throw conflict("GROUP_LIMIT", GROUP_MESSAGES.tooManyGroups);
  return member;
}

/**
 * Locks the group's row (after the member's: always in that order) and refuses a member past
 * MEMBERS_PER_GROUP; null when the group is gone. Answers the invite code as it stands under the lock.
 */
export async function reserveMemberPlace(tx: Tx, groupId: number): Promise<{ inviteCode: string | null } | null> {
  const [group] = await tx.select({ inviteCode: memberGroup.inviteCode }).from(memberGroup).where(eq(memberGroup.id, groupId)).for("update");
  if (!group) return null;
  const [row] = await tx.select({ n: count() }).from(groupMember).where(eq(groupMember.groupId, groupId));
  if ((row?.n ?? 0) >= MEMBERS_PER_GROUP) throw conflict("GROUP_FULL", GROUP_MESSAGES.groupFull);
  return group;
}
