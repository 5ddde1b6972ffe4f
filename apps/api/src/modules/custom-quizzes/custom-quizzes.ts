import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  attemptSeconds,
  CUSTOM_QUIZ_MESSAGES,
  CUSTOM_QUIZZES_PER_MEMBER,
  type CustomQuizCreate,
  type CustomQuizDetail,
  type CustomQuizList,
  type CustomQuizSummary,
  type CustomQuizUpdate,
} from "@berean/domain";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { attempt, customQuiz, customQuizGroup, customQuizQuestion, groupMember, memberGroup, user } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { requireGroupRole } from "../groups/service.ts";
import { canBuild, readAccess, requireBuilder, requireOwn, type CustomQuizRow } from "./access.ts";
import { bankQuestions, requireAvailable } from "./bank.ts";

/** The quiz's questions in the order the sheet prints them. */
export async function questionIdsOf(db: DbOrTx, customQuizId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customQuizQuestion.questionId })
    .from(customQuizQuestion)
    .where(eq(customQuizQuestion.customQuizId, customQuizId))
    .orderBy(asc(customQuizQuestion.orderIndex));
  return rows.map((r) => r.id);
}

async function writeQuestions(tx: Tx, customQuizId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(customQuizQuestion).where(eq(customQuizQuestion.customQuizId, customQuizId));
  await tx.insert(customQuizQuestion).values(ids.map((questionId, orderIndex) => ({ customQuizId, questionId, orderIndex })));
}

/** Shares with exactly these groups, each one the owner leads now; an empty list makes it private. */
async function writeGroups(tx: Tx, customQuizId: number, ownerId: string, groupIds: readonly number[]): Promise<void> {
  for (const groupId of groupIds) await requireGroupRole(tx, groupId, ownerId, "leader");
  await tx.delete(customQuizGroup).where(eq(customQuizGroup.customQuizId, customQuizId));
  if (groupIds.length) await tx.insert(customQuizGroup).values(groupIds.map((groupId) => ({ customQuizId, groupId })));
}

export async function createCustomQuiz(db: Db, member: Member, input: Required<CustomQuizCreate>): Promise<{ id: number }> {
  await requireBuilder(db, member);
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, member.id)).for("update");
    const [owned] = await tx.select({ n: count() }).from(customQuiz).where(eq(customQuiz.ownerId, member.id));
    if ((owned?.n ?? 0) >= CUSTOM_QUIZZES_PER_MEMBER) throw conflict("TOO_MANY_CUSTOM_QUIZZES", CUSTOM_QUIZ_MESSAGES.tooMany);
    await requireAvailable(tx, input.questionIds, member.id);
    const [row] = await tx
      .insert(customQuiz)
      .values({ ownerId: member.id, title: input.title, description: input.description })
      .returning({ id: customQuiz.id });
    await writeQuestions(tx, row!.id, input.questionIds);
    await writeGroups(tx, row!.id, member.id, input.groupIds);
    return { id: row!.id };
  });
}

export async function updateCustomQuiz(db: Db, member: Member, customQuizId: number, input: CustomQuizUpdate): Promise<void> {
  await requireBuilder(db, member);
  await db.transaction(async (tx) => {
    await requireOwn(tx, customQuizId, member.id);
    if (input.questionIds) {
      // Questions kept from before may stay though they came into play since: they are left out when played or printed.
      const before = new Set(await questionIdsOf(tx, customQuizId));
      await requireAvailable(
        tx,
        input.questionIds.filter((id) => !before.has(id)),
        member.id,
      );
      await writeQuestions(tx, customQuizId, input.questionIds);
    }
    await tx
      .update(customQuiz)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedAt: new Date(),
      })
      .where(eq(customQuiz.id, customQuizId));
  });
}

export async function shareCustomQuiz(db: Db, member: Member, customQuizId: number, groupIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwn(tx, customQuizId, member.id);
    await writeGroups(tx, customQuizId, member.id, groupIds);
  });
}

/** Deletes the owner's quiz while nobody has taken it; taken, its results stay and it can only stop being shared. */
export async function deleteCustomQuiz(db: Db, member: Member, customQuizId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwn(tx, customQuizId, member.id);
    const [taken] = await tx.select({ id: attempt.id }).from(attempt).where(eq(attempt.customQuizId, customQuizId)).limit(1);
    if (taken) throw conflict("CUSTOM_QUIZ_TAKEN", CUSTOM_QUIZ_MESSAGES.hasAttempts);
    await tx.delete(customQuiz).where(eq(customQuiz.id, customQuizId));
  });
}

/** The owner's name as members of their groups see it: never an email. */
const ownerName = sql<string>`coalesce(nullif(trim(${user.fullName}), ''), 'A group leader')`;

async function summaries(
  db: DbOrTx,
  rows: Array<CustomQuizRow & { ownerName: string }>,
  memberId: string,
  onlyMyGroups: boolean,
): Promise<CustomQuizSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ id: customQuizQuestion.customQuizId, n: count() })
    .from(customQuizQuestion)
    .where(inArray(customQuizQuestion.customQuizId, ids))
    .groupBy(customQuizQuestion.customQuizId);
  const groups = await db
    .select({ quizId: customQuizGroup.customQuizId, id: memberGroup.id, name: memberGroup.name })
    .from(customQuizGroup)
    .innerJoin(memberGroup, eq(memberGroup.id, customQuizGroup.groupId))
    .where(
      and(
        inArray(customQuizGroup.customQuizId, ids),
        onlyMyGroups
          ? sql`exists (select 1 from ${groupMember} where ${groupMember.groupId} = ${memberGroup.id} and ${groupMember.userId} = ${memberId})`
          : undefined,
      ),
    )
    .orderBy(asc(memberGroup.name));
  const mine = await db
    .select({ quizId: attempt.customQuizId, attemptId: attempt.id, status: attempt.status, score: attempt.score })
    .from(attempt)
    .where(and(eq(attempt.userId, memberId), inArray(attempt.customQuizId, ids)));
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => {
    const my = mine.find((a) => a.quizId === r.id);
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      questionCount: countOf.get(r.id) ?? 0,
      ownerName: r.ownerName,
      mine: r.ownerId === memberId,
      groups: groups.filter((g) => g.quizId === r.id).map((g) => ({ id: g.id, name: g.name })),
      myAttempt: my ? { attemptId: my.attemptId, status: my.status, score: my.score } : null,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Mine, and those shared with a group I belong to (others' only), newest first. */
export async function listCustomQuizzes(db: Db, member: Member): Promise<CustomQuizList> {
  const columns = { row: customQuiz, ownerName };
  const own = await db
    .select(columns)
    .from(customQuiz)
    .innerJoin(user, eq(user.id, customQuiz.ownerId))
    .where(eq(customQuiz.ownerId, member.id))
    .orderBy(desc(customQuiz.updatedAt), desc(customQuiz.id));
  const shared = await db
    .select(columns)
    .from(customQuiz)
    .innerJoin(user, eq(user.id, customQuiz.ownerId))
    .where(
      and(
        sql`${customQuiz.ownerId} <> ${member.id}`,
        sql`exists (select 1 from ${customQuizGroup} cg join ${groupMember} gm on gm.group_id = cg.group_id where cg.custom_quiz_id = ${customQuiz.id} and gm.user_id = ${member.id})`,
      ),
    )
    .orderBy(desc(customQuiz.updatedAt), desc(customQuiz.id))
    .limit(200);
  const flat = (rows: typeof own) => rows.map((r) => ({ ...r.row, ownerName: r.ownerName }));
  return {
    canBuild: await canBuild(db, member),
    mine: await summaries(db, flat(own), member.id, false),
    shared: await summaries(db, flat(shared), member.id, true),
  };
}

/** One custom quiz; its questions and their answers only for those who may print its key. */
export async function readCustomQuiz(db: Db, member: Member, customQuizId: number): Promise<CustomQuizDetail> {
  const access = await readAccess(db, customQuizId, member.id);
  const [owner] = await db.select({ name: ownerName }).from(user).where(eq(user.id, access.row.ownerId));
  const [summary] = await summaries(db, [{ ...access.row, ownerName: owner?.name ?? "A group leader" }], member.id, !access.mine);
  const ids = await questionIdsOf(db, customQuizId);
  const all = await bankQuestions(db, ids, { ownerId: access.row.ownerId, keyHolder: access.keyHolder });
  const available = all.filter((q) => q.available).length;
  const questions = access.keyHolder ? all : [];
  return {
    ...summary!,
    canPrint: access.keyHolder,
    canTake: !access.keyHolder && access.shared,
    seconds: attemptSeconds("custom", available),
    questions,
  };
}
