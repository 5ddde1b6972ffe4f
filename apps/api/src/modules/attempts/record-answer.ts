import { ANSWER_GRACE_SECONDS, ATTEMPT_REFUSALS, graceEnded, secondsRemaining, type RecordAnswer, type RecordAnswerResponse } from "@berean/domain";
import { runPrepared, type Db } from "../../db/client.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { endAttempt, lockOwnAttempt } from "./attempt-store.ts";
import { modeOf } from "./modes.ts";

/** What the statement found for one answer; no row when the attempt is not the member's. */
interface AnswerOutcome {
  n: number;
  status: string;
  mode: string;
  deadline_at: string | Date;
  asked: boolean;
  inserted: boolean;
  /**
   * Whether the answer the question already held when the statement began has this same option: a
   * repeat (an answer sent again after a dropped connection) is the same answer. Null when the
   * question held none.
   */
  repeated: boolean | null;
  /** Whether the answer is right (the stored one's judgement for a repeat): told only in a mode that reveals each answer. */
  correct: boolean | null;
  answered: number;
}

/**
 * Records a batch of answers, each on its own terms. $1 attempts, $2 members, $3 the places shown
 * (1-based), $4 the questions' places in their attempts (1-based), $5 the moments they came in, $6 grace seconds; at most one answer per
 * attempt (AnswerBatches keeps a second one for a later statement). Each answer's attempt must be its
 * member's own: an attempt is locked, read and written only for the member who sent the answer.
 * The attempts are locked in id order, so two batches that share attempts never wait on each other
 * in a circle.
 */
const RECORD_ANSWERS = `
  with given as (
    select * from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::timestamptz[])
      with ordinality as g(attempt_id, user_id, place, position, at, n)
  ), owned as (
    select a.id, a.user_id, a.status, a.mode, a.deadline_at from attempt a
    where a.id = any($1::int[]) and exists (select 1 from given g where g.attempt_id = a.id and g.user_id = a.user_id)
    order by a.id for update
  ), asked as (
    select g.n, aq.question_id, aq.option_order[g.place] as chosen, q.correct_index,
      held.chosen_index as held_chosen, held.is_correct as held_correct
    from given g
    join attempt_question aq on aq.attempt_id = g.attempt_id and aq.position = g.position - 1
    join question q on q.id = aq.question_id
    left join attempt_answer held on held.attempt_id = g.attempt_id and held.question_id = aq.question_id
  ), inserted as (
    insert into attempt_answer (attempt_id, question_id, chosen_index, is_correct, answered_at)
    select o.id, s.question_id, s.chosen, s.chosen = s.correct_index, g.at
    from given g
    join owned o on o.id = g.attempt_id and o.user_id = g.user_id
    join asked s on s.n = g.n
    where o.status = 'in_progress' and g.at <= o.deadline_at + make_interval(secs => $6::int)
    on conflict do nothing
    returning attempt_id
  )
  select g.n::int as n, o.status, o.mode, o.deadline_at,
    exists (select 1 from asked s where s.n = g.n) as asked,
    (select s.held_chosen = s.chosen from asked s where s.n = g.n) as repeated,
    (select coalesce(s.held_correct, s.chosen = s.correct_index) from asked s where s.n = g.n) as correct,
    exists (select 1 from inserted i where i.attempt_id = o.id) as inserted,
    (select count(*) from attempt_answer aa where aa.attempt_id = o.id)::int as answered
  from given g join owned o on o.id = g.attempt_id and o.user_id = g.user_id`;

interface Pending {
  attemptId: number;
  memberId: string;
  place: number;
  position: number;
  at: string;
  settle: (outcome: Promise<AnswerOutcome | undefined>) => void;
}

/** Statements of answers on their way to the database at once; the rest of the pool serves everything else. */
const STATEMENTS_AT_ONCE = 2;
/** The most answers one statement carries. */
const MOST_PER_STATEMENT = 100;

/**
 * Answers travel to the database together (group commit). While fewer than STATEMENTS_AT_ONCE
 * statements are under way an answer goes at once, alone, as it always did; when a hall of members
 * answers together, those that arrive meanwhile wait for the next free statement and share it:
 * one round trip, one transaction and one commit for many answers, instead of one each, which on a
 * shared machine is most of what an answer costs (docs/decisions/014). Each answer is still judged
 * alone (the statement's rules are per answer), and an attempt has one answer under way at a time:
 * the next starts once the last has committed, so each sees the ones before it, in their order
 * (and its count of answers includes them). Should a shared statement fail, each of its answers
 * is tried alone, so one answer's failure is never another's.
 */
class AnswerBatches {
  private readonly waiting: Pending[] = [];
  private underWay = 0;
  /** The attempts with an answer in a statement under way: their next answer waits for it. */
  private readonly attemptsUnderWay = new Set<number>();

  constructor(private readonly db: Db) {}

  record(answer: Omit<Pending, "settle">): Promise<AnswerOutcome | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...answer, settle: (outcome) => outcome.then(resolve, reject) });
      this.send();
    });
  }

  private send(): void {
    while (this.underWay < STATEMENTS_AT_ONCE && this.waiting.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) return; // every waiting answer follows one under way
      this.underWay += 1;
      void this.run(batch).finally(() => {
        for (const answer of batch) this.attemptsUnderWay.delete(answer.attemptId);
        this.underWay -= 1;
        this.send();
      });
    }
  }

  /**
   * The oldest waiting answers, at most one per attempt and none to an attempt whose previous
   * answer is still under way; the others keep their place in line.
   */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    let kept = 0;
    for (const answer of this.waiting) {
      if (batch.length < MOST_PER_STATEMENT && !this.attemptsUnderWay.has(answer.attemptId)) {
        this.attemptsUnderWay.add(answer.attemptId);
        batch.push(answer);
      } else {
        this.waiting[kept++] = answer;
      }
    }
    this.waiting.length = kept;
    return batch;
  }

  private async run(batch: Pending[]): Promise<void> {
    const outcomes = this.execute(batch);
    if (batch.length === 1) {
      const outcome = outcomes.then((rows) => rows.get(1));
      batch[0]!.settle(outcome);
      await outcome.catch(() => undefined);
      return;
    }
    try {
      const rows = await outcomes;
      batch.forEach((answer, i) => answer.settle(Promise.resolve(rows.get(i + 1))));
    } catch {
      await Promise.all(batch.map((answer) => this.run([answer])));
    }
  }

  private async execute(batch: Pending[]): Promise<Map<number, AnswerOutcome>> {
    const rows = await runPrepared<AnswerOutcome>(this.db, "record-answers", RECORD_ANSWERS, [
      batch.map((a) => a.attemptId),
      batch.map((a) => a.memberId),
      batch.map((a) => a.place),
      batch.map((a) => a.position),
      batch.map((a) => a.at),
      ANSWER_GRACE_SECONDS,
    ]);
    return new Map(rows.map((row) => [row.n, row]));
  }
}

const batchesOf = new WeakMap<Db, AnswerBatches>();

/**
 * An answer that met every rule yet was not stored while the question held nothing when its
 * statement began: another instance's answer to the question committed meanwhile (within one
 * instance an attempt's answers go one after another). A second statement sees that answer, and
 * so tells a repeat from another option.
 */
const lostRace = (row: AnswerOutcome, now: Date): boolean =>
  row.asked && !row.inserted && row.repeated === null && row.status === "in_progress" && !graceEnded(new Date(row.deadline_at), now);

/**
 * Stores one answer as it is given (a crash loses nothing; the answer is acknowledged only once
 * its statement has committed). One answer per question (primary key): the same option sent again
 * is the same answer (200, nothing changes), another option is refused. Only questions the attempt
 * asks, only the member's own running attempt, only until the deadline plus a small grace; the
 * response says whether the answer was right only in a mode that reveals each answer (modes.ts).
 *
 * The hot path of a quiz is one prepared statement (shared by the answers that arrive together,
 * AnswerBatches): it locks the member's attempt row (so answers to one attempt queue, docs/security.md
 * 21), maps the place the browser showed to the stored option, inserts the answer when every rule
 * holds, and counts the attempt's answers. Only a late answer takes the slow path, which ends the
 * attempt with what it holds.
 */
export async function recordAnswer(db: Db, memberId: string, attemptId: number, answer: RecordAnswer, now: Date): Promise<RecordAnswerResponse> {
  let batches = batchesOf.get(db);
  if (!batches) batchesOf.set(db, (batches = new AnswerBatches(db)));
  const given = { attemptId, memberId, place: answer.chosenIndex + 1, position: answer.position, at: now.toISOString() };
  let row = await batches.record(given);
  if (row && lostRace(row, now)) row = await batches.record(given);
  if (!row) throw notFound("Attempt not found.");
  if (row.status !== "in_progress") throw conflict("ATTEMPT_ENDED", ATTEMPT_REFUSALS.ATTEMPT_ENDED.message);
  const deadlineAt = new Date(row.deadline_at);
  if (graceEnded(deadlineAt, now)) {
    // Too late: the attempt ends here with what it holds, and the answer is refused.
    await db.transaction(async (tx) => {
      const locked = await lockOwnAttempt(tx, attemptId, memberId);
      if (locked.status === "in_progress") await endAttempt(tx, locked, { status: "expired", at: now });
    });
    throw conflict("DEADLINE_PASSED", ATTEMPT_REFUSALS.DEADLINE_PASSED.message);
  }
  if (!row.asked) throw new AppError(400, "QUESTION_NOT_IN_QUIZ", "This question is not part of the quiz.", { position: "Not a question of this quiz." });
  // The same answer sent again (docs/architecture.md §4 'Offline answers') is answered as the first
  // was; another option for an answered question is refused.
  if (!row.inserted && row.repeated !== true) throw conflict("ALREADY_ANSWERED", ATTEMPT_REFUSALS.ALREADY_ANSWERED.message);
  // The count was taken in the same statement as the insert, which it does not see yet (a repeat adds nothing).
  const recorded: RecordAnswerResponse = {
    recorded: true,
    answeredCount: row.answered + (row.inserted ? 1 : 0),
    secondsLeft: secondsRemaining(deadlineAt, now),
  };
  // A competition tells right or wrong after each answer (never which option was right).
  return modeOf(row.mode).revealsEachAnswer ? { ...recorded, correct: row.correct === true } : recorded;
}
