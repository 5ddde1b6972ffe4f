import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, not, sql } from "drizzle-orm";
import {
  awardPrizes,
  graceCutoff,
  clashes,
  COMPETITION_SALT_BYTES,
  defaultQuestionsPerEntrant,
  poolCommitmentCanonical,
  questionSetCanonical,
  SAMPLE_PACK,
  type AdminCompetition,
  type ClashQuestion,
  type CompetitionInput,
  type CompetitionStatus,
  type QuestionPick,
} from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { attempt, competition, competitionAward, competitionEntry, competitionQuestion, question } from "../../db/schema.ts";
import { endAttempt, expireOverdueAttempts } from "../attempts/service.ts";
import { inSealedSupply, isSealed, revealQuestions, questionOptions } from "../questions/service.ts";
import { audit } from "../../lib/audit.ts";
import { announce } from "../../lib/changes.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import type { PaymentProvider } from "../billing/service.ts";
import { standingResult } from "../../db/competition-standing.ts";
import { entryCounts, questionIdsOf, type CompetitionRow, type EntryCounts } from "./store.ts";
import { containsPattern } from "../../lib/like.ts";

type Log = { warn(obj: object, msg: string): void };

function present(row: CompetitionRow, counts: EntryCounts, questionIds: number[]): AdminCompetition {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as CompetitionStatus,
    entryFeeCents: row.entryFeeCents,
    prizePoolCents: row.prizePoolCents,
    maxParticipants: row.maxParticipants,
    minParticipants: row.minParticipants,
    entries: counts.paid,
    seatsLeft: row.maxParticipants === null ? null : Math.max(0, row.maxParticipants - counts.paid),
    questionCount: row.questionsPerEntrant ?? questionIds.length,
    questionsPerEntrant: row.questionsPerEntrant,
    questionSetHash: row.questionSetHash,
    questionIds,
    pendingEntries: counts.pending,
    refundedEntries: counts.refunded,
    results: counts.results,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCompetitions(db: Db): Promise<AdminCompetition[]> {
  const rows = await db.select().from(competition).orderBy(desc(competition.createdAt), desc(competition.id));
  const counts = await entryCounts(
    db,
    rows.map((r) => r.id),
  );
  const sets = rows.length
    ? await db
        .select()
        .from(competitionQuestion)
        .where(
          inArray(
            competitionQuestion.competitionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(competitionQuestion.position))
    : [];
  return rows.map((row) =>
    present(
      row,
      counts.get(row.id)!,
      sets.filter((q) => q.competitionId === row.id).map((q) => q.questionId),
    ),
  );
}

async function readOne(db: Db | Tx, id: number): Promise<AdminCompetition> {
  const [row] = await db.select().from(competition).where(eq(competition.id, id));
  if (!row) throw notFound("Competition not found.");
  return present(row, (await entryCounts(db, [id])).get(id)!, await questionIdsOf(db, id));
}

/** What an admin is told when a chosen question is not sealed supply. */
const notSealed = (id: number) =>
  `Question ${id} is not in the sealed supply: a competition takes only sealed questions nobody has seen, in no other open competition or Saturday event (import them as a sealed pack).`;
/** What an admin is told when a paid competition would ask the repository's public sample. */
const sample = (id: number) =>
  `Question ${id} is from the public sample pack, whose answers anyone can read: a paid competition needs a sealed pack of your own.`;

/**
 * A competition's questions exist and are all unused sealed supply (docs/architecture.md §4 'Sealed
 * and open'): none in a quiz's pool, another open competition or a Saturday event, none whose key
 * anyone outside the administrators has seen. A set that shared one would hand its key to whoever
 * met it first (docs/security.md 38).
 */
async function checkQuestions(tx: Tx, ids: number[], competitionId?: number): Promise<void> {
  const found = await tx.select({ id: question.id }).from(question).where(inArray(question.id, ids));
  const known = new Set(found.map((q) => q.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`Question ${missing} does not exist.`, { questionIds: `Question ${missing} does not exist.` });
  const [busy] = await tx
    .select({ id: question.id })
    .from(question)
    .where(and(inArray(question.id, ids), not(inSealedSupply(sql`${question.id}`, { exceptCompetition: competitionId }))))
    .orderBy(asc(question.id))
    .limit(1);
  if (busy) throw badRequest(notSealed(busy.id), { questionIds: notSealed(busy.id) });
}

async function replaceQuestions(tx: Tx, competitionId: number, ids: number[]): Promise<void> {
  await tx.delete(competitionQuestion).where(eq(competitionQuestion.competitionId, competitionId));
  await tx.insert(competitionQuestion).values(ids.map((questionId, position) => ({ competitionId, position, questionId })));
}

export async function createCompetition(db: Db, actorId: string, input: CompetitionInput): Promise<AdminCompetition> {
  const id = await db.transaction(async (tx) => {
    await checkQuestions(tx, input.questionIds);
    const { questionIds, questionsPerEntrant, ...fields } = input;
    const perEntrant = questionsPerEntrant ?? defaultQuestionsPerEntrant(questionIds.length);
    const [row] = await tx
      .insert(competition)
      .values({ ...fields, questionsPerEntrant: perEntrant, status: "upcoming" })
      .returning();
    await replaceQuestions(tx, row!.id, questionIds);
    await audit(tx, { actorId, action: "competition.create", targetType: "competition", targetId: row!.id, after: input });
    // Its questions leave the public book pages at once.
    await announce(tx, { topic: "quizzes" });
    return row!.id;
  });
  return readOne(db, id);
}

/**
 * Edits a competition. Before it starts, everything; once active, the question set, the entry
 * fee and the start date are fixed (entrants paid for them; the set's hash is published), and
 * seats cannot drop below the entries paid; once completed or cancelled, nothing.
 */
export async function updateCompetition(db: Db, actorId: string, id: number, input: CompetitionInput): Promise<AdminCompetition> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(competition).where(eq(competition.id, id)).for("update");
    if (!row) throw notFound("Competition not found.");
    if (row.status === "completed" || row.status === "cancelled") throw conflict("COMPETITION_CLOSED", `A ${row.status} competition cannot be changed.`);
    const before = await readOne(tx, id);
    const { questionIds, questionsPerEntrant, ...fields } = input;
    let perEntrant = row.questionsPerEntrant;
    if (row.status === "active") {
      const sameSet = before.questionIds.length === questionIds.length && before.questionIds.every((q, i) => q === questionIds[i]);
      const sameDraw = questionsPerEntrant === undefined || questionsPerEntrant === row.questionsPerEntrant;
      if (!sameSet || !sameDraw || fields.entryFeeCents !== row.entryFeeCents || fields.startDate !== row.startDate) {
        throw conflict(
          "COMPETITION_ACTIVE",
          "The questions, the questions per entrant, the entry fee and the start date are fixed once the competition is active.",
        );
      }
      if (fields.maxParticipants !== null && fields.maxParticipants < before.entries) {
        throw badRequest(`${before.entries} members have already paid: keep at least that many seats.`, {
          maxParticipants: `At least ${before.entries} (the entries paid).`,
        });
      }
    } else {
      await checkQuestions(tx, questionIds, id);
      await replaceQuestions(tx, id, questionIds);
      perEntrant = questionsPerEntrant ?? defaultQuestionsPerEntrant(questionIds.length);
    }
    await tx
      .update(competition)
      .set({ ...fields, questionsPerEntrant: perEntrant })
      .where(eq(competition.id, id));
    await audit(tx, { actorId, action: "competition.update", targetType: "competition", targetId: id, before, after: input });
    await announce(tx, { topic: "quizzes" });
  });
  return readOne(db, id);
}

/** Deleting takes a competition nobody has paid for or played; otherwise it is cancelled (which refunds). */
export async function deleteCompetition(db: Db, actorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readOne(tx, id);
    if (before.entries > 0 || before.results > 0) {
      throw conflict("COMPETITION_HAS_ENTRIES", "Members have paid for or played this competition: cancel it instead, which refunds their entries.");
    }
    await tx.delete(competition).where(eq(competition.id, id));
    await audit(tx, { actorId, action: "competition.delete", targetType: "competition", targetId: id, before });
    await announce(tx, { topic: "quizzes" });
  });
}

/**
 * SHA-256 (hex) of what the competition publishes: its pool and the salt of the entrants' draws
 * (domain poolCommitmentCanonical), or, for a competition made before draws (no salt), the set
 * alone (domain questionSetCanonical).
 */
export async function questionSetHash(db: Db | Tx, competitionId: number, salt: string | null): Promise<string> {
  const rows = await db
    .select({ id: question.id, text: question.question })
    .from(competitionQuestion)
    .innerJoin(question, eq(question.id, competitionQuestion.questionId))
    .where(eq(competitionQuestion.competitionId, competitionId))
    .orderBy(asc(competitionQuestion.position));
  const canonical = salt === null ? questionSetCanonical(rows) : poolCommitmentCanonical(rows, salt);
  return createHash("sha256").update(canonical, "utf8").digest("hex");
}

const TRANSITIONS: Record<string, CompetitionStatus[]> = {
  upcoming: ["active", "cancelled"],
  active: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/**
 * Cancels inside the status change's transaction: entrants still playing end with the answers they
 * gave, and every paid entry becomes `refunded` in one update, which returns the payments to refund
 * at the provider after the commit. A second cancel finds no paid entry (and the status already
 * changed), so money moves once.
 */
async function cancelEntries(tx: Tx, id: number, now: Date): Promise<string[]> {
  // Entrants still playing end here with the answers they gave: a cancelled competition takes no more.
  const playing = await tx
    .select()
    .from(attempt)
    .where(and(eq(attempt.competitionId, id), eq(attempt.status, "in_progress")))
    .for("update");
  for (const open of playing) await endAttempt(tx, open, { status: "finished", at: now });
  const paid = await tx
    .update(competitionEntry)
    .set({ paymentStatus: "refunded", refundedAt: now })
    .where(and(eq(competitionEntry.competitionId, id), eq(competitionEntry.paymentStatus, "paid")))
    .returning({ intent: competitionEntry.paymentIntentId, amount: competitionEntry.amountCents });
  return paid.filter((e) => e.amount > 0 && e.intent).map((e) => e.intent!);
}

/**
 * upcoming → active: the question set is fixed and its hash published. active → completed: the
 * results are frozen with their ranks and prizes (each prize owed until its payout is recorded),
 * unless fewer entries were paid than the competition's minimum: then it is cancelled instead
 * (docs/architecture.md §4 'Competitions'). → cancelled: every paid entry is refunded through the
 * provider (status `refunded`). Competitions close only here: nothing completes one on a timer.
 */
export async function changeStatus(
  db: Db,
  provider: PaymentProvider,
  actorId: string,
  id: number,
  next: "active" | "completed" | "cancelled",
  log: Log,
  options: { production: boolean } = { production: false },
): Promise<AdminCompetition> {
  const now = new Date();
  const refunds = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(competition).where(eq(competition.id, id)).for("update");
    if (!row) throw notFound("Competition not found.");
    if (!TRANSITIONS[row.status]!.includes(next)) throw conflict("BAD_TRANSITION", `A ${row.status} competition cannot become ${next}.`);
    const changes: Partial<CompetitionRow> = { status: next };
    let owed: string[] = [];
    let outcome: CompetitionStatus = next;
    let reason: string | undefined;
    if (next === "active") {
      // An event may have drawn a question since the set was chosen: it must still be unused supply,
      // and, for a paid competition outside development, never the public sample pack.
      const refuseSample = options.production && row.entryFeeCents > 0;
      const [busy] = await tx
        .select({ id: competitionQuestion.questionId, pack: question.pack })
        .from(competitionQuestion)
        .innerJoin(question, eq(question.id, competitionQuestion.questionId))
        .where(
          and(eq(competitionQuestion.competitionId, id), not(inSealedSupply(sql`${competitionQuestion.questionId}`, { exceptCompetition: id, refuseSample }))),
        )
        .limit(1);
      if (busy)
        throw conflict(
          refuseSample && busy.pack === SAMPLE_PACK ? "SAMPLE_PACK" : "QUESTIONS_IN_PLAY",
          refuseSample && busy.pack === SAMPLE_PACK ? sample(busy.id) : notSealed(busy.id),
        );
      // The draws' salt is made now and kept secret until the receipts open: the published hash
      // commits to it and to the pool, and nobody can work out an entrant's questions before they play.
      const salt = row.questionsPerEntrant === null ? null : randomBytes(COMPETITION_SALT_BYTES).toString("hex");
      changes.poolSalt = salt;
      changes.questionSetHash = await questionSetHash(tx, id, salt);
      changes.activatedAt = now;
    }
    if (next === "completed") {
      // Prizes are frozen once, on results that can no longer change: nobody still answering, and
      // every held result cleared or voided by an admin first.
      const [playing] = await tx
        .select({ deadlineAt: attempt.deadlineAt })
        .from(attempt)
        .where(and(eq(attempt.competitionId, id), eq(attempt.status, "in_progress"), gt(attempt.deadlineAt, graceCutoff(now))))
        .orderBy(desc(attempt.deadlineAt))
        .limit(1);
      if (playing)
        throw conflict(
          "ENTRANTS_PLAYING",
          `An entrant is still playing until ${playing.deadlineAt.toISOString().slice(11, 16)} UTC: complete the competition after that.`,
        );
      // Attempts left past their deadline end now, with the answers they hold, before anything is ranked.
      await expireOverdueAttempts(tx, now, { competitionId: id, limit: 100_000 });
      const [held] = await tx
        .select({ n: count() })
        .from(attempt)
        .where(and(eq(attempt.competitionId, id), isNotNull(attempt.heldReason), inArray(attempt.status, ["finished", "expired"])));
      if (held && held.n > 0)
        throw conflict(
          "RESULTS_HELD",
          `${held.n} result${held.n === 1 ? " is" : "s are"} held for review: clear or void ${held.n === 1 ? "it" : "them"} at /admin/attempts first.`,
        );
      changes.closedAt = now;
      const [entries] = await tx
        .select({ n: count() })
        .from(competitionEntry)
        .where(and(eq(competitionEntry.competitionId, id), eq(competitionEntry.paymentStatus, "paid")));
      if (row.minParticipants !== null && (entries?.n ?? 0) < row.minParticipants) {
        // Short of its minimum: nobody wins a pool meant for more; everyone gets their fee back.
        outcome = "cancelled";
        changes.status = "cancelled";
        reason = `fewer than ${row.minParticipants} entrants`;
        owed = await cancelEntries(tx, id, now);
      } else {
        const results = await tx
          .select()
          .from(attempt)
          .where(and(eq(attempt.competitionId, id), standingResult()));
        const lines = awardPrizes(
          row.prizePoolCents,
          results.map((r) => ({ id: String(r.id), score: r.score, secondsUsed: r.secondsUsed, finishedAt: r.finishedAt! })),
        );
        if (lines.length) {
          await tx.insert(competitionAward).values(
            lines.map((line) => ({
              attemptId: Number(line.id),
              rank: line.rank,
              prizeCents: line.prizeCents,
              payoutStatus: line.prizeCents > 0 ? "owed" : null,
            })),
          );
        }
      }
    }
    if (next === "cancelled") {
      changes.closedAt = now;
      owed = await cancelEntries(tx, id, now);
    }
    await tx.update(competition).set(changes).where(eq(competition.id, id));
    // Closed (completed, or cancelled once anyone may have played it): its questions are open from now on.
    if (outcome === "completed" || (outcome === "cancelled" && row.status === "active")) await revealQuestions(tx, await questionIdsOf(tx, id), now);
    await audit(tx, {
      actorId,
      action: `competition.${outcome}`,
      targetType: "competition",
      targetId: id,
      before: { status: row.status },
      after: { status: outcome, refunds: owed.length, ...(reason ? { reason } : {}) },
    });
    await announce(tx, { topic: "quizzes" });
    await announce(tx, { topic: "results" });
    return owed;
  });
  for (const intent of refunds) {
    try {
      await provider.refund(intent);
    } catch (error) {
      log.warn(
        { event: "payment.refund_failed", paymentIntent: intent, err: error },
        "a cancelled competition's entry could not be refunded: refund it from the provider's dashboard",
      );
    }
  }
  return readOne(db, id);
}

/**
 * The bank searched for a form's hand-picked questions (text or reference), or the questions of
 * given ids: for a competition (`sealed`) the unused sealed supply, for a quiz's pool (`unsealed`)
 * anything but the sealed supply.
 */
export async function searchQuestions(db: Db, search: string, ids: number[], supply: "sealed" | "unsealed" = "sealed"): Promise<QuestionPick[]> {
  const columns = { id: question.id, text: question.question, reference: question.reference, difficulty: question.difficulty };
  if (ids.length) {
    const rows = await db.select(columns).from(question).where(inArray(question.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const pattern = containsPattern(search);
  const usable = supply === "sealed" ? inSealedSupply(sql`${question.id}`) : not(isSealed(sql`${question.id}`, new Date()));
  return db
    .select(columns)
    .from(question)
    .where(and(usable, search ? sql`(${question.question} ilike ${pattern} or ${question.reference} ilike ${pattern})` : undefined))
    .orderBy(asc(question.id))
    .limit(20);
}

/**
 * Questions for the form's 'Random' choice: unused sealed supply only (fewer than asked when it has
 * no more), never two of which one's stem gives the other's key away (domain stem-clash): each
 * entrant draws their own set from the pool, and one stem must not answer another's question.
 */
export async function drawQuestions(db: Db, count: number): Promise<number[]> {
  const free = await db
    .select({
      id: question.id,
      question: question.question,
      options: questionOptions,
      answer: question.correctIndex,
      reference: question.reference,
      further: question.furtherReferences,
    })
    .from(question)
    .where(inSealedSupply(sql`${question.id}`))
    .orderBy(sql`random()`)
    // Room for the few a clash passes over.
    .limit(count * 2);
  const picked: Array<{ id: number; text: ClashQuestion }> = [];
  for (const q of free) {
    if (picked.length === count) break;
    const text = {
      question: q.question,
      options: q.options,
      answer: q.answer,
      reference: q.reference,
      references: q.reference ? [q.reference, ...q.further] : [],
    };
    if (!picked.some((other) => clashes(text, other.text))) picked.push({ id: q.id, text });
  }
  return picked.map((q) => q.id);
}
