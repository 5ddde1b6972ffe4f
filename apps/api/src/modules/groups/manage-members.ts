import { and, eq } from "drizzle-orm";
import { GROUP_MESSAGES } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { groupMember } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { groupRoleOf, requireGroupRole } from "./membership.ts";

/** The owner names a co-leader, or makes a co-leader a member again. */
export async function setMemberRole(db: Db, groupId: number, ownerId: string, userId: string, role: "leader" | "member"): Promise<void> {
  await requireGroupRole(db, groupId, ownerId, "owner");
  const current = await groupRoleOf(db, groupId, userId);
  if (!current) throw notFound(GROUP_MESSAGES.notAMember);
  if (current === "owner") throw conflict("GROUP_OWNER_ROLE", GROUP_MESSAGES.ownerRoleFixed);
  await db
    .update(groupMember)
    .set({ role })
    .where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)));
}

/**
 * A leader removes a member; only the owner removes a co-leader, and nobody removes the owner.
 * The removed member loses access at once: every group route reads the membership afresh.
 */
export async function removeMember(db: Db, groupId: number, leaderId: string, userId: string): Promise<void> {
  const myRole = await requireGroupRole(db, groupId, leaderId, "leader");
  const theirRole = await groupRoleOf(db, groupId, userId);
  if (!theirRole) throw notFound(GROUP_MESSAGES.notAMember);
  if (theirRole === "owner") throw conflict("GROUP_OWNER_STAYS", GROUP_MESSAGES.ownerCannotBeRemoved);
  if (theirRole === "leader" && myRole !== "owner") throw forbidden(GROUP_MESSAGES.onlyOwnerRemovesLeader, "GROUP_OWNER_REQUIRED");
  await db.delete(groupMember).where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)));
}

/** A member or co-leader leaves; the owner cannot (they delete the group instead). */
export async function leaveGroup(db: Db, groupId: number, userId: string): Promise<void> {
  const role = await requireGroupRole(db, groupId, userId, "member");
  if (role === "owner") throw conflict("GROUP_OWNER_STAYS", GROUP_MESSAGES.ownerCannotLeave);
  await db.delete(groupMember).where(and(eq(groupMember.groupId, groupId), eq(groupMember.userId, userId)));
}
