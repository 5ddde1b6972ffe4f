import { eq } from "drizzle-orm";
import { GROUP_MESSAGES, INVITE_LOOKUPS_PER_MINUTE, type GroupInvite, type GroupJoined, type InvitePreview } from "@berean/domain";
import type { Db, DbOrTx } from "../../db/client.ts";
import { groupMember, memberGroup } from "../../db/schema.ts";
import { countInWindow } from "../../lib/counters.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { reserveGroupPlace, reserveMemberPlace } from "./group-limits.ts";
import { newInviteCode, normalizeInviteCode } from "./invite-code.ts";
import { groupRoleOf, requireGroupRole } from "./membership.ts";
import { presentInvite } from "./presenters.ts";
import { countMembers } from "./read-groups.ts";

/** Unknown, turned-off and replaced codes answer alike, so a guesser learns nothing from the difference. */
const invalid = () => notFound(GROUP_MESSAGES.inviteInvalid);

async function groupOfCode(db: DbOrTx, typed: string) {
  const code = normalizeInviteCode(typed);
  if (!code) return null;
  const [group] = await db
    .select({ id: memberGroup.id, name: memberGroup.name, church: memberGroup.church, city: memberGroup.city })
    .from(memberGroup)
    .where(eq(memberGroup.inviteCode, code));
  return group ? { ...group, code } : null;
}

/** Counts one look-up of an account (on top of the route's limit per address); too many in a minute is a 429. */
async function countLookup(db: Db, userId: string): Promise<void> {
  if ((await countInWindow(db, `group-invite:member:${userId}`, 60_000)) > INVITE_LOOKUPS_PER_MINUTE) {
    throw new AppError(429, "INVITE_LOOKUPS_LIMITED", GROUP_MESSAGES.tooManyLookups);
  }
}

/** What `/join/{code}` shows before joining: anyone may look, visitors included. */
export async function previewInvite(db: Db, typed: string, viewerId: string | null): Promise<InvitePreview> {
  if (viewerId) await countLookup(db, viewerId);
  const group = await groupOfCode(db, typed);
  if (!group) throw invalid();
  const [memberCount, role] = await Promise.all([countMembers(db, group.id), viewerId ? groupRoleOf(db, group.id, viewerId) : null]);
  return { groupName: group.name, church: group.church, city: group.city, memberCount, alreadyMember: role !== null };
}

/**
 * A verified member joins by the link as a member; joining again changes nothing. The member's row
 * then the group's are locked, so neither limit (20 groups a member, 500 members a group) can be
 * passed by joins at once, and a link turned off meanwhile refuses.
 */
export async function joinByInvite(db: Db, typed: string, userId: string): Promise<GroupJoined> {
  await countLookup(db, userId);
  const group = await groupOfCode(db, typed);
  if (!group) throw invalid();
  if (await groupRoleOf(db, group.id, userId)) return { groupId: group.id, alreadyMember: true };
  return db.transaction(async (tx) => {
    await reserveGroupPlace(tx, userId);
    const locked = await reserveMemberPlace(tx, group.id);
    if (locked?.inviteCode !== group.code) throw invalid();
    const [added] = await tx
      .insert(groupMember)
      .values({ groupId: group.id, userId, role: "member" })
      .onConflictDoNothing()
      .returning({ userId: groupMember.userId });
    return { groupId: group.id, alreadyMember: !added };
  });
}

/** Leaders make a new link: the old code stops working at once. */
export async function renewInvite(db: Db, groupId: number, leaderId: string, appUrl: string): Promise<GroupInvite> {
  await requireGroupRole(db, groupId, leaderId, "leader");
  const code = newInviteCode();
  await db.update(memberGroup).set({ inviteCode: code }).where(eq(memberGroup.id, groupId));
  return (await presentInvite(code, appUrl))!;
}

/** Leaders turn the link off: its code answers 'This invitation is no longer valid'. */
export async function turnOffInvite(db: Db, groupId: number, leaderId: string): Promise<void> {
  await requireGroupRole(db, groupId, leaderId, "leader");
  await db.update(memberGroup).set({ inviteCode: null }).where(eq(memberGroup.id, groupId));
}
