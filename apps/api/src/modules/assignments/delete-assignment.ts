import { and, eq } from "drizzle-orm";
import { ASSIGNMENT_MESSAGES } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { groupAssignment } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { requireGroupRole } from "../groups/service.ts";

/**
 * A leader withdraws an assignment. Attempts made for it stay the members' own results (their
 * assignment_id is cleared by the foreign key); an attempt already spared from the free week stays spared.
 */
export async function deleteAssignment(db: Db, groupId: number, assignmentId: number, leaderId: string): Promise<void> {
  await requireGroupRole(db, groupId, leaderId, "leader");
  const deleted = await db
    .delete(groupAssignment)
    .where(and(eq(groupAssignment.id, assignmentId), eq(groupAssignment.groupId, groupId)))
    .returning({ id: groupAssignment.id });
  if (!deleted.length) throw notFound(ASSIGNMENT_MESSAGES.notFound);
}
