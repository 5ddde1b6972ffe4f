import { eq, sql } from "drizzle-orm";
import type { GroupUpdateSchema } from "@berean/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { memberGroup } from "../../db/schema.ts";
import { requireGroupRole } from "./membership.ts";

/** The owner edits the group's name, description, church or city (docs/architecture.md §4 'Groups'). */
export async function updateGroup(db: Db, groupId: number, userId: string, input: z.output<typeof GroupUpdateSchema>): Promise<void> {
  await requireGroupRole(db, groupId, userId, "owner");
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (!Object.keys(changes).length) return;
  await db
    .update(memberGroup)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(memberGroup.id, groupId));
}

/** The owner deletes the group: its members, assignments and boards go with it. */
export async function deleteGroup(db: Db, groupId: number, userId: string): Promise<void> {
  await requireGroupRole(db, groupId, userId, "owner");
  await db.delete(memberGroup).where(eq(memberGroup.id, groupId));
}
