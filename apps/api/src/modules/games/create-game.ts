import { randomInt, randomUUID } from "node:crypto";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { BOOKS, GAME_MESSAGES, GAME_QUESTIONS_MIN, optionOrder, shuffle, type CreateGame, type GameSource, type Hostable } from "@berean/domain";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { customQuiz, customQuizGroup, game, gameQuestion, groupAssignment, groupMember, memberGroup, question, quiz, user } from "../../db/schema.ts";
import { announce } from "../../lib/changes.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { bankQuestions, openNow, questionIdsOf, readAccess } from "../custom-quizzes/service.ts";
import { requireGroupRole } from "../groups/service.ts";
import { quizInSeason } from "../admin-quizzes/service.ts";
import { playerLimitOf } from "./game-store.ts";

/** Six digits drawn uniformly (crypto); the database's partial unique index keeps live PINs apart. */
export const randomPin = (): string => String(randomInt(1_000_000)).padStart(6, "0");

/** Tries at a free PIN before giving up (a million PINs; a collision is rare, ten in a row never happens). */
const PIN_TRIES = 10;

const isPinCollision = (error: unknown): boolean => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return code === "23505" && (constraint === undefined || constraint === "game_live_pin_unique");
};

/** A published quiz a game may be played from: active (a seasonal one in its season), and never the Saturday event's weekly quiz. */
const hostableQuiz = (): SQL => and(eq(quiz.status, "active"), eq(quiz.isWeekly, false), quizInSeason(new Date()))!;

/** Groups the member leads (owner or co-leader). */
const ledBy = (memberId: string): SQL =>
  sql`${groupAssignment.groupId} in (select gm.group_id from group_member gm where gm.user_id = ${memberId} and gm.role in ('owner', 'leader'))`;

/** What the host may start a game from ('Host a game'). */
export async function listHostable(db: Db, member: Member): Promise<Hostable> {
  const quizzes = await db
    .select({ id: quiz.id, title: quiz.title, category: sql<string>`coalesce(${quiz.category}, '')` })
    .from(quiz)
    .where(hostableQuiz())
    .orderBy(asc(quiz.title), asc(quiz.id));
  const customQuizzes = await db
    .select({
      id: customQuiz.id,
      title: customQuiz.title,
      // What a room would be asked (customCandidates' rule: open questions only), and what it would not.
      questionCount: sql<number>`(select count(*) from custom_quiz_question cq where cq.custom_quiz_id = ${customQuiz.id} and ${openNow(sql`cq.question_id`)})::int`,
      heldBack: sql<number>`(select count(*) from custom_quiz_question cq where cq.custom_quiz_id = ${customQuiz.id} and not ${openNow(sql`cq.question_id`)})::int`,
    })
    .from(customQuiz)
    .where(
      or(
        eq(customQuiz.ownerId, member.id),
        sql`exists (select 1 from ${customQuizGroup} cg join ${groupMember} gm on gm.group_id = cg.group_id where cg.custom_quiz_id = ${customQuiz.id} and gm.user_id = ${member.id})`,
      ),
    )
    .orderBy(asc(customQuiz.title), asc(customQuiz.id));
  const assignments = await db
    .select({
      id: groupAssignment.id,
      groupId: groupAssignment.groupId,
      groupName: memberGroup.name,
      title: sql<string>`coalesce(${quiz.title}, ${customQuiz.title}, '')`,
    })
    .from(groupAssignment)
    .innerJoin(memberGroup, eq(memberGroup.id, groupAssignment.groupId))
    .leftJoin(quiz, eq(quiz.id, groupAssignment.quizId))
    .leftJoin(customQuiz, eq(customQuiz.id, groupAssignment.customQuizId))
    .where(ledBy(member.id))
    .orderBy(asc(memberGroup.name), asc(groupAssignment.id));
  return { quizzes, customQuizzes, assignments, playerLimit: playerLimitOf(member.plan) };
}

/**
 * What 'a quiz' means as a game's source (docs/architecture.md §4 'Hosted games'): the open questions
 * of that quiz's books, never its own pool, whose keys are for those who have ended it (§4 'Sealed
 * and open'): a room shown them would carry them to the quiz's board. At the quiz's difficulty when
 * that is enough for the game, otherwise at any.
 */
async function quizCandidates(db: DbOrTx, quizId: number, wanted: number): Promise<{ title: string; ids: number[] }> {
  const [found] = await db
    .select({ title: quiz.title, difficulty: quiz.difficulty })
    .from(quiz)
    .where(and(eq(quiz.id, quizId), hostableQuiz()));
  if (!found) throw conflict("QUIZ_NOT_HOSTABLE", GAME_MESSAGES.quizNotHostable);
  const books = sql`(select distinct pooled.book from quiz_question qq join question pooled on pooled.id = qq.question_id where qq.quiz_id = ${quizId} and pooled.book is not null)`;
  const rows = await db
    .select({ id: question.id, difficulty: question.difficulty })
    .from(question)
    .where(and(sql`${question.book} in ${books}`, openNow(sql`${question.id}`)));
  const atLevel = rows.filter((r) => r.difficulty === found.difficulty);
  return { title: found.title, ids: (atLevel.length >= wanted ? atLevel : rows).map((r) => r.id) };
}

/**
 * A custom quiz's questions a room may be asked: those whose key the one rule lets reach a room's
 * phones (domain mayDisclose; a room is whoever has the PIN, a stranger to the rule), so the open
 * ones still open, never its owner's private questions, which stay with its groups.
 */
async function customCandidates(db: DbOrTx, customQuizId: number, ownerId: string): Promise<number[]> {
  const questions = await bankQuestions(db, await questionIdsOf(db, customQuizId), { ownerId, keyHolder: false });
  return questions.filter((q) => q.available && q.correctIndex !== null).map((q) => q.id);
}

/** The title of a draw: its books, or how many. */
function drawTitle(books: readonly string[]): string {
  const names = BOOKS.filter((b) => books.includes(b.slug)).map((b) => b.name);
  const listed = names.length <= 3 ? names.join(", ") : `${names.length} books`;
  return `Bible quiz: ${listed}`;
}

/** Where the questions come from, checked against what the host may use; the title and the ids to draw from. */
async function candidatesOf(
  db: DbOrTx,
  member: Member,
  source: GameSource,
  wanted: number,
): Promise<{ title: string; ids: number[]; quizId: number | null; customQuizId: number | null; assignmentId: number | null }> {
  const none = { quizId: null, customQuizId: null, assignmentId: null };
  switch (source.kind) {
    case "quiz": {
      const found = await quizCandidates(db, source.quizId, wanted);
      return { ...none, ...found, quizId: source.quizId };
    }
    case "custom": {
      const access = await readAccess(db, source.customQuizId, member.id);
      return { ...none, title: access.row.title, ids: await customCandidates(db, source.customQuizId, access.row.ownerId), customQuizId: source.customQuizId };
    }
    case "assignment": {
      const [a] = await db.select().from(groupAssignment).where(eq(groupAssignment.id, source.assignmentId));
      if (!a) throw notFound("Assignment not found.");
      await requireGroupRole(db, a.groupId, member.id, "leader");
      if (a.quizId !== null) {
        const found = await quizCandidates(db, a.quizId, wanted);
        return { ...found, quizId: a.quizId, customQuizId: null, assignmentId: a.id };
      }
      const [custom] = await db.select({ title: customQuiz.title, ownerId: customQuiz.ownerId }).from(customQuiz).where(eq(customQuiz.id, a.customQuizId!));
      const ids = custom ? await customCandidates(db, a.customQuizId!, custom.ownerId) : [];
      return { title: custom?.title ?? "", ids, quizId: null, customQuizId: a.customQuizId, assignmentId: a.id };
    }
    case "draw": {
      const rows = await db
        .select({ id: question.id })
        .from(question)
        .where(
          and(
            inArray(question.book, source.books),
            source.difficulty === "any" ? undefined : eq(question.difficulty, source.difficulty),
            openNow(sql`${question.id}`),
          ),
        );
      return { ...none, title: drawTitle(source.books), ids: rows.map((r) => r.id) };
    }
  }
}

export interface CreateGameDeps {
  appUrl: string;
  /** The PIN picker (tests force a collision with it). */
  pin?: () => string;
}

/**
 * Creates a game (docs/architecture.md §4 'Hosted games'): its questions drawn at random from the
 * source (fewer when it has fewer, refused below GAME_QUESTIONS_MIN), each with one option order
 * for the whole room, and a 6-digit PIN unique among games not ended (a collision draws again).
 */
export async function createGame(db: Db, member: Member, input: CreateGame, deps: CreateGameDeps, now: Date): Promise<string> {
  const pick = deps.pin ?? randomPin;
  return db.transaction(async (tx) => {
    const from = await candidatesOf(tx, member, input.source, input.questionCount);
    const ids = [...new Set(from.ids)];
    if (ids.length < GAME_QUESTIONS_MIN) throw conflict("NOT_ENOUGH_QUESTIONS", GAME_MESSAGES.notEnoughQuestions(ids.length, input.questionCount));
    const drawn = shuffle(ids, randomInt).slice(0, input.questionCount);
    const id = randomUUID();
    const sourceKind = input.source.kind;
    await insertWithPin(tx, pick, (pin) => ({
      id,
      hostId: member.id,
      pin,
      title: from.title.trim() || "Bible quiz",
      source: sourceKind,
      quizId: from.quizId,
      customQuizId: from.customQuizId,
      assignmentId: from.assignmentId,
      secondsPerQuestion: input.secondsPerQuestion,
      questionCount: drawn.length,
      status: "lobby",
      position: 0,
      lastActivityAt: now,
      createdAt: now,
    }));
    await tx.insert(gameQuestion).values(drawn.map((questionId, i) => ({ gameId: id, position: i + 1, questionId, optionOrder: optionOrder(randomInt) })));
    // Its questions leave the book pages while it runs: every instance drops the pages it keeps.
    await announce(tx, { topic: "games", detail: id }, { topic: "quizzes" });
    return id;
  });
}

/** Inserts the game under a fresh PIN, drawing again (in a savepoint) when a live game holds it. */
async function insertWithPin(tx: Tx, pick: () => string, values: (pin: string) => typeof game.$inferInsert): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await tx.transaction(async (sp) => {
        await sp.insert(game).values(values(pick()));
      });
      return;
    } catch (error) {
      if (!isPinCollision(error) || attempt >= PIN_TRIES) {
        if (isPinCollision(error)) throw new AppError(503, "NO_FREE_PIN", "No game PIN is free right now. Please try again.");
        throw error;
      }
    }
  }
}

/** The host's plan, read at join time (a host who upgrades lets more players in at once). */
export async function hostPlanOf(db: DbOrTx, hostId: string): Promise<string> {
  const [row] = await db.select({ plan: user.plan }).from(user).where(eq(user.id, hostId));
  return row?.plan ?? "free";
}
