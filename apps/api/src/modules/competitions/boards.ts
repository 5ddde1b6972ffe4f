import { createHash } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import {
  graceCutoff,
  awardPrizes,
  displayName,
  formatCents,
  localDate,
  PRIZE_SHARES,
  drawEntrantQuestions,
  poolCommitmentCanonical,
  questionSetCanonical,
  splitCents,
  type CompetitionBoard,
  type CompetitionReceipt,
  type CompetitionStatus,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import {
  attempt,
  attemptAnswer,
  attemptQuestion,
  competition,
  competitionAward,
  competitionEntry,
  competitionQuestion,
  question,
  user,
} from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { standingResult } from "../../db/competition-standing.ts";
import { revealQuestions, questionOptions } from "../questions/service.ts";
import { questionIdsOf, type CompetitionRow } from "./store.ts";
import { payoutOf } from "./prizes.ts";

/**
 * Receipts show every answer's key, so they open only when nobody can still answer (docs/security.md 38):
 * the competition completed, or its last day past and no attempt still within its deadline and
 * grace (an attempt started at 23:40 on the last day plays on past midnight).
 */
async function receiptsOpen(db: Db, row: CompetitionRow, now: Date, timeZone: string): Promise<boolean> {
  if (row.status === "completed") return true;
  if (row.status !== "active" || localDate(now, timeZone) <= row.endDate) return false;
  const [playing] = await db
    .select({ id: attempt.id })
    .from(attempt)
    .where(and(eq(attempt.competitionId, row.id), eq(attempt.status, "in_progress"), gt(attempt.deadlineAt, graceCutoff(now))))
    .limit(1);
  return !playing;
}

/**
 * The standing results, ranked and with their prizes (domain awardPrizes), read each time: once the
 * competition is completed nothing can change them but a result that stops standing (an entry
 * refunded afterwards), and then the places below it move up. The rank and prize frozen on each
 * result at completion stay as the record of what was awarded then, and are what is paid out: each
 * row's payout (prizes.ts) is its frozen prize on its way to the winner.
 */
async function standings(db: Db, row: CompetitionRow, timeZone: string) {
  const results = await db
    .select({
      id: attempt.id,
      userId: attempt.userId,
      score: attempt.score,
      timeTaken: attempt.secondsUsed,
      createdAt: attempt.finishedAt,
      fullName: user.fullName,
      email: user.email,
    })
    .from(attempt)
    .innerJoin(user, eq(user.id, attempt.userId))
    // Held, voided and refunded results never rank or win (modules/competitions/standing.ts).
    .where(and(eq(attempt.competitionId, row.id), standingResult()));
  const frozen = row.status === "completed";
  const lines = awardPrizes(
    row.prizePoolCents,
    results.map((r) => ({ id: String(r.id), score: r.score, secondsUsed: r.timeTaken, finishedAt: r.createdAt! })),
  );
  const byId = new Map(results.map((r) => [String(r.id), r]));
  const awards =
    frozen && results.length
      ? await db
          .select()
          .from(competitionAward)
          .where(
            inArray(
              competitionAward.attemptId,
              results.map((r) => r.id),
            ),
          )
      : [];
  const awardOf = new Map(awards.map((a) => [a.attemptId, a]));
  return lines.map((line) => {
    const r = byId.get(line.id)!;
    const award = awardOf.get(r.id);
    return { ...r, createdAt: r.createdAt!, rank: line.rank, prizeCents: line.prizeCents, frozen, payout: frozen ? payoutOf(award, true, timeZone) : null };
  });
}

/** /competition-leaderboard/{id}: rankings by score, then lower time, then the earlier finish; prizes and stats. */
export async function readCompetitionBoard(db: Db, member: Member, competitionId: number, now: Date, timeZone: string): Promise<CompetitionBoard> {
  const [row] = await db.select().from(competition).where(eq(competition.id, competitionId));
  if (!row) throw notFound("Competition not found.");
  const ranked = await standings(db, row, timeZone);
  const places = splitCents(row.prizePoolCents, PRIZE_SHARES);
  const n = ranked.length;
  // Sealed until nobody can answer: no score, rank or average of anyone's (docs/architecture.md §4 'Sealed and open').
  const final = row.status === "completed" || (await receiptsOpen(db, row, now, timeZone));
  return {
    competition: {
      id: row.id,
      title: row.title,
      description: row.description,
      startDate: row.startDate,
      endDate: row.endDate,
      status: row.status as CompetitionStatus,
      prizePoolCents: row.prizePoolCents,
      questionSetHash: row.status === "upcoming" ? null : row.questionSetHash,
    },
    prizes: PRIZE_SHARES.map((percent, i) => ({ place: i + 1, percent, cents: places[i]! })),
    rankings: final
      ? ranked.map((r) => ({
          rank: r.rank,
          name: displayName(r.fullName, r.email),
          score: r.score,
          timeTaken: r.timeTaken,
          prizeCents: r.prizeCents,
          isViewer: r.userId === member.id,
          payout: r.userId === member.id ? r.payout : null,
        }))
      : [],
    stats: {
      participants: n,
      averageScore: final ? (n ? Math.round(ranked.reduce((s, r) => s + r.score, 0) / n) : 0) : null,
      averageTime: final ? (n ? Math.round(ranked.reduce((s, r) => s + r.timeTaken, 0) / n) : 0) : null,
    },
    final,
    receiptAvailable: final && ranked.some((r) => r.userId === member.id),
  };
}

const HASH_METHOD = "SHA-256 (hex) of the UTF-8 text of the JSON array of [question id, question text] pairs, in the published order";
const POOL_HASH_METHOD =
  'SHA-256 (hex) of the UTF-8 text of the JSON object {"pool": [[question id, question text], …] in the pool\'s order, "salt": the salt}';
const DRAW_METHOD =
  "A Fisher–Yates shuffle of the pool's question ids (in the pool's order), driven by the generator that packages/domain seededRandomInt builds from the text berean-competition:<salt>:<entry>; the first questions-per-entrant of it, in that order, are the entrant's";

/**
 * After a competition ends, an entrant's receipt: every question with their answer, the right
 * one and the server's time of each answer; score, time and rank; the prize arithmetic; and the
 * question set's hash recomputed from the questions as they are now, beside the published one.
 */
export async function readReceipt(db: Db, member: Member, competitionId: number, now: Date, timeZone: string): Promise<CompetitionReceipt> {
  const [row] = await db.select().from(competition).where(eq(competition.id, competitionId));
  if (!row) throw notFound("Competition not found.");
  const ranked = await standings(db, row, timeZone);
  const mine = ranked.find((r) => r.userId === member.id);
  if (!mine) throw notFound("You have no result in this competition.");
  if (!(await receiptsOpen(db, row, now, timeZone)))
    throw conflict("RECEIPT_NOT_READY", "Receipts open when the competition has ended and every entrant has finished.");
  // Nobody can answer any more: its sealed questions are revealed, open from now on (docs/architecture.md §4 'Sealed and open').
  await revealQuestions(db, await questionIdsOf(db, competitionId), now);

  const pool = await db
    .select({ position: competitionQuestion.position, id: question.id, text: question.question, options: questionOptions, correctIndex: question.correctIndex })
    .from(competitionQuestion)
    .innerJoin(question, eq(question.id, competitionQuestion.questionId))
    .where(eq(competitionQuestion.competitionId, competitionId))
    .orderBy(asc(competitionQuestion.position));
  // The standing result is the member's attempt itself.
  const asked = await db
    .select({ questionId: attemptQuestion.questionId })
    .from(attemptQuestion)
    .where(eq(attemptQuestion.attemptId, mine.id))
    .orderBy(asc(attemptQuestion.position));
  const answers = await db
    .select({
      questionId: attemptAnswer.questionId,
      chosenIndex: attemptAnswer.chosenIndex,
      isCorrect: attemptAnswer.isCorrect,
      answeredAt: attemptAnswer.answeredAt,
    })
    .from(attemptAnswer)
    .where(eq(attemptAnswer.attemptId, mine.id));
  const answerOf = new Map(answers.map((a) => [a.questionId, a]));
  // A competition that draws per entrant commits to its pool and salt; one made before, to its set.
  const salt = row.poolSalt;
  const canonical = salt === null ? questionSetCanonical(pool) : poolCommitmentCanonical(pool, salt);
  const recomputed = createHash("sha256").update(canonical, "utf8").digest("hex");
  const draw = await entrantDraw(
    db,
    row,
    member.id,
    pool.map((q) => q.id),
    asked.map((q) => q.questionId),
  );
  // The questions this entrant was asked, in their order (everyone's whole set before draws).
  const byId = new Map(pool.map((q) => [q.id, q]));
  const listed = draw ? asked.map((a, i) => ({ ...byId.get(a.questionId)!, position: i })) : pool;
  const place = mine.rank;
  const percent = place <= PRIZE_SHARES.length ? (mine.prizeCents / Math.max(1, row.prizePoolCents)) * 100 : 0;
  const explanation =
    mine.prizeCents > 0
      ? `Place ${place} of ${ranked.length}: ${formatCents(mine.prizeCents)} of the ${formatCents(row.prizePoolCents)} pool (places 1–3 take 50 %, 30 % and 20 %; fewer than three finishers share the whole pool in that proportion; whole cents, adding up to the pool).`
      : `Place ${place} of ${ranked.length}: prizes go to places 1–3 (50 %, 30 % and 20 % of the ${formatCents(row.prizePoolCents)} pool).`;

  return {
    competition: { id: row.id, title: row.title, status: row.status as CompetitionStatus, startDate: row.startDate, endDate: row.endDate },
    member: { name: displayName(mine.fullName, mine.email) },
    questions: listed.map((q) => {
      const a = answerOf.get(q.id);
      return {
        position: q.position + 1,
        id: q.id,
        text: q.text,
        options: q.options,
        correctIndex: q.correctIndex,
        chosenIndex: a?.chosenIndex ?? null,
        correct: a?.isCorrect ?? false,
        answeredAt: a?.answeredAt.toISOString() ?? null,
      };
    }),
    result: {
      score: mine.score,
      correct: answers.filter((a) => a.isCorrect).length,
      timeTaken: mine.timeTaken,
      rank: place,
      of: ranked.length,
      finishedAt: mine.createdAt.toISOString(),
    },
    prize: {
      poolCents: row.prizePoolCents,
      percentOfPool: Math.round(percent * 100) / 100,
      cents: mine.prizeCents,
      frozen: mine.frozen,
      explanation,
      payout: mine.payout,
    },
    hash: {
      published: row.questionSetHash,
      recomputed,
      matches: row.questionSetHash === recomputed,
      canonical,
      method: salt === null ? HASH_METHOD : POOL_HASH_METHOD,
    },
    draw,
  };
}

/** The entrant's draw drawn again from the pool, the salt and their entry, beside the questions they were asked. */
async function entrantDraw(db: Db, row: CompetitionRow, memberId: string, poolIds: number[], askedIds: number[]): Promise<CompetitionReceipt["draw"]> {
  if (row.poolSalt === null || row.questionsPerEntrant === null) return null;
  const [entry] = await db
    .select({ id: competitionEntry.id })
    .from(competitionEntry)
    .where(and(eq(competitionEntry.competitionId, row.id), eq(competitionEntry.userId, memberId)));
  if (!entry) return null;
  const drawn = drawEntrantQuestions(poolIds, row.questionsPerEntrant, row.poolSalt, entry.id);
  return {
    salt: row.poolSalt,
    entryId: entry.id,
    questionsPerEntrant: row.questionsPerEntrant,
    poolIds,
    drawnIds: askedIds,
    matches: drawn.length === askedIds.length && drawn.every((id, i) => id === askedIds[i]),
    method: DRAW_METHOD,
  };
}
