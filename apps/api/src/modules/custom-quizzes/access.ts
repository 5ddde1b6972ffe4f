import { and, eq, inArray, sql } from "drizzle-orm";
import { CUSTOM_QUIZ_MESSAGES } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { customQuiz, groupMember } from "../../db/schema.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";

/**
 * Who may do what with custom quizzes (docs/architecture.md §4 'Groups'), the one policy place:
 * - build (create, edit, share): a Pro member, an administrator, or a leader (owner or co-leader) of any group;
 * - read: its owner, and members of the groups it is shared with (anyone else: 404);
 * - print the sheet and the key, see its questions: its owner and the leaders of those groups;
 * - take it for a score: a member of those groups who cannot print its key.
 */
export async function canBuild(db: DbOrTx, member: Member): Promise<boolean> {
  if (member.plan === "pro" || member.role === "admin") return true;
  const led = await db
    .select({ groupId: groupMember.groupId })
    .from(groupMember)
    .where(and(eq(groupMember.userId, member.id), inArray(groupMember.role, ["owner", "leader"])))
    .limit(1);
  return led.length > 0;
}

/** 403 with the upgrade pitch for a member who may not build. */
export async function requireBuilder(db: DbOrTx, member: Member): Promise<void> {
  if (!(await canBuild(db, member))) throw forbidden(CUSTOM_QUIZ_MESSAGES.builderRequired, "PRO_REQUIRED");
}

export type CustomQuizRow = typeof customQuiz.$inferSelect;
export interface CustomQuizAccess {
  row: CustomQuizRow;
  mine: boolean;
  /** Shared with a group the member belongs to. */
  shared: boolean;
  /** May print the sheet and the key (and so never take it for a score). */
  keyHolder: boolean;
}

/** The custom quiz as this member may see it; 404 for anyone it is neither owned by nor shared with. */
export async function readAccess(db: DbOrTx, customQuizId: number, memberId: string, options: { lock?: boolean } = {}): Promise<CustomQuizAccess> {
  const query = db
    .select({
      row: customQuiz,
      shared: sql<boolean>`exists (select 1 from custom_quiz_group cg join group_member gm on gm.group_id = cg.group_id
        where cg.custom_quiz_id = ${customQuiz.id} and gm.user_id = ${memberId})`,
      leads: sql<boolean>`exists (select 1 from custom_quiz_group cg join group_member gm on gm.group_id = cg.group_id
        where cg.custom_quiz_id = ${customQuiz.id} and gm.user_id = ${memberId} and gm.role in ('owner', 'leader'))`,
    })
    .from(customQuiz)
    .where(and(eq(customQuiz.id, customQuizId)));
  const [found] = options.lock ? await query.for("update", { of: customQuiz }) : await query;
  if (!found) throw notFound(CUSTOM_QUIZ_MESSAGES.notFound);
  const mine = found.row.ownerId === memberId;
  if (!mine && !found.shared) throw notFound(CUSTOM_QUIZ_MESSAGES.notFound);
  return { row: found.row, mine, shared: found.shared, keyHolder: mine || found.leads };
}

/** The owner's own custom quiz (to edit, share or delete); 404 for anyone else's. */
export async function requireOwn(db: DbOrTx, customQuizId: number, memberId: string): Promise<CustomQuizRow> {
  const [row] = await db
    .select()
    .from(customQuiz)
    .where(and(eq(customQuiz.id, customQuizId), eq(customQuiz.ownerId, memberId)))
    .for("update");
  if (!row) throw notFound(CUSTOM_QUIZ_MESSAGES.notFound);
  return row;
}

/** Its sheet and key: the owner and the leaders of the groups it is shared with; a member of those groups is told why not. */
export async function requireKeyHolder(db: DbOrTx, customQuizId: number, memberId: string): Promise<CustomQuizAccess> {
  const access = await readAccess(db, customQuizId, memberId);
  if (!access.keyHolder) throw forbidden("Only the quiz's owner and the leaders of its groups can print it.", "CUSTOM_QUIZ_KEY_HOLDER_REQUIRED");
  return access;
}
