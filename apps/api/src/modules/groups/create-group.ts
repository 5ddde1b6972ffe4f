import type { GroupCreated, GroupCreateSchema } from "@berean/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { groupMember, memberGroup } from "../../db/schema.ts";
import { reserveGroupPlace } from "./group-limits.ts";
import { newInviteCode } from "./invite-code.ts";

/**
 * A verified member creates a group and becomes its owner; the group's due dates are days of the
 * creator's zone, and its invite link is on from the start (docs/architecture.md §4 'Groups').
 */
export async function createGroup(db: Db, ownerId: string, input: z.output<typeof GroupCreateSchema>): Promise<GroupCreated> {
  return db.transaction(async (tx) => {
    const { timezone } = await reserveGroupPlace(tx, ownerId);
    const [group] = await tx
      .insert(memberGroup)
      .values({ name: input.name, description: input.description, church: input.church, city: input.city, ownerId, timezone, inviteCode: newInviteCode() })
      .returning({ id: memberGroup.id });
    await tx.insert(groupMember).values({ groupId: group!.id, userId: ownerId, role: "owner" });
    return { id: group!.id };
  });
}
