import { performance } from "node:perf_hooks";
import { and, eq, inArray, sql } from "drizzle-orm";
import { REMINDER_KINDS, type ReminderKind } from "@berean/domain";
import { rowsOf } from "../../db/client.ts";
import { attempt, liveEvent, mailPreference, user } from "../../db/schema.ts";
import type { Mailer } from "../../lib/mail.ts";
import { MAX_TRIES, type ReminderPayload } from "./queue-reminders.ts";
import { composeReminder, type MailDeps, type Recipient } from "./reminder-mails.ts";

/** A sender holds the rows it took this long; a sender that died lets them go when it ends. */
export const LEASE_MS = 2 * 60_000;
/**
 * Rows a sender takes at once, and the least pause after each batch: about 60 mails a second on a
 * calm server, 10,000 in under three minutes (docs/benchmarks.md, BENCH_MAIL).
 */
export const BATCH_SIZE = 50;
export const BATCH_PAUSE_MS = 500;
/**
 * After a batch that took T ms the sender waits at least PACE_FACTOR × T: the sender's statements
 * queue behind the answers', so a busy database lengthens T and the sender slows by itself, never
 * holding more than a quarter of the time.
 */
export const PACE_FACTOR = 3;
/** A failed send is tried again this much later times its tries so far (5, 10, 15, 20 minutes). */
const RETRY_MS = 5 * 60_000;

export interface SenderDeps extends MailDeps {
  mailer: Mailer;
}

export interface SendOptions {
  batchSize?: number;
  /** The least pause after a batch (PACE_FACTOR × the batch's time when longer); 0, none at all. */
  pauseMs?: number;
  /** Asked before each batch: true stops the sender once the batch under way is done. */
  stopped?: () => boolean;
  /** The clock (each batch reads it again); tests pass the test clock. */
  now?: () => Date;
}

interface TakenJob {
  id: number;
  kind: ReminderKind;
  user_id: string;
  payload: ReminderPayload;
  tries: number;
}

type Outcome = { sent: true } | { dropped: string } | { failed: string };

const iso = (at: Date) => at.toISOString();

/**
 * Takes up to `limit` due rows no other sender holds (`for update skip locked`, so two instances
 * never take the same row) and leases them, in one statement: one short transaction.
 */
async function takeBatch(deps: SenderDeps, now: Date, limit: number): Promise<TakenJob[]> {
  return rowsOf<TakenJob>(
    await deps.db.execute(sql`
      update mail_job set locked_until = ${iso(new Date(now.getTime() + LEASE_MS))}::timestamptz, tries = tries + 1
      where id in (
        select id from mail_job
        where sent_at is null and dropped_at is null and run_after <= ${iso(now)}::timestamptz
          and (locked_until is null or locked_until <= ${iso(now)}::timestamptz) and tries < ${MAX_TRIES}
        order by run_after, id
        limit ${limit}
        for update skip locked)
      returning id, kind, user_id, payload, tries`),
  );
}

interface RecipientRow extends Recipient {
  verified: boolean;
  banned: boolean | null;
  event_open: boolean | null;
  last_call: boolean | null;
  weekly_summary: boolean | null;
  assignments: boolean | null;
  study_plan: boolean | null;
}

/** The batch's members as they stand now: address, zone, and their preferences read again. */
async function readRecipients(deps: SenderDeps, jobs: readonly TakenJob[]): Promise<Map<string, RecipientRow>> {
  const rows = await deps.db
    .select({
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      timezone: user.timezone,
      verified: user.emailVerified,
      banned: user.banned,
      event_open: mailPreference.eventOpen,
      last_call: mailPreference.lastCall,
      weekly_summary: mailPreference.weeklySummary,
      assignments: mailPreference.assignments,
      study_plan: mailPreference.studyPlan,
    })
    .from(user)
    .leftJoin(mailPreference, eq(mailPreference.userId, user.id))
    .where(inArray(user.id, [...new Set(jobs.map((j) => j.user_id))]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Of the batch's event mails, the members who have taken that event since it was queued ("{day}:{member}"). */
async function readEventTakers(deps: SenderDeps, jobs: readonly TakenJob[]): Promise<Set<string>> {
  const eventJobs = jobs.filter((j) => j.kind === "event_open" || j.kind === "last_call");
  if (eventJobs.length === 0) return new Set();
  const rows = await deps.db
    .selectDistinct({ userId: attempt.userId, eventDate: liveEvent.eventDate })
    .from(attempt)
    .innerJoin(liveEvent, eq(liveEvent.id, attempt.liveEventId))
    .where(
      and(
        inArray(liveEvent.eventDate, [...new Set(eventJobs.map((j) => String(j.payload.eventDate)))]),
        inArray(attempt.userId, [...new Set(eventJobs.map((j) => j.user_id))]),
      ),
    );
  return new Set(rows.map((r) => `${r.eventDate}:${r.userId}`));
}

/**
 * Of the batch's 'Remind those who have not started' mails, the members who have started that
 * assignment since the leader pressed it ("started:{assignment}:{member}"): an attempt of its quiz
 * or custom quiz, as the assignment's list counts one (assignments/store.ts attemptJoin).
 */
async function readStarted(deps: SenderDeps, jobs: readonly TakenJob[]): Promise<Set<string>> {
  const nudges = jobs.filter((j) => j.kind === "assignment" && j.payload.reminder);
  if (nudges.length === 0) return new Set();
  const rows = rowsOf<{ assignment_id: number; user_id: string }>(
    await deps.db.execute(sql`
      select ga.id as assignment_id, t.user_id from group_assignment ga
      join attempt t on (t.quiz_id = ga.quiz_id and t.period_key = 'ever' and t.mode = 'quiz') or t.custom_quiz_id = ga.custom_quiz_id
      where ga.id in (${sql.join(
        [...new Set(nudges.map((j) => Number(j.payload.assignmentId)))].map((id) => sql`${id}`),
        sql`, `,
      )}) and t.user_id in (${sql.join(
        [...new Set(nudges.map((j) => j.user_id))].map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return new Set(rows.map((r) => `started:${r.assignment_id}:${r.user_id}`));
}

/** Of the batch's study plan mails, the members who have done a day of their plan on that local day since ("plan:{day}:{member}"). */
async function readStudyDone(deps: SenderDeps, jobs: readonly TakenJob[]): Promise<Set<string>> {
  const planJobs = jobs.filter((j) => j.kind === "study_plan");
  if (planJobs.length === 0) return new Set();
  const rows = rowsOf<{ user_id: string; done_on: string }>(
    await deps.db.execute(sql`
      select distinct f.user_id, d.done_on::text as done_on from study_plan_day d join study_plan_follow f on f.id = d.follow_id
      where f.user_id in (${sql.join(
        [...new Set(planJobs.map((j) => j.user_id))].map((id) => sql`${id}`),
        sql`, `,
      )}) and d.done_on in (${sql.join(
        [...new Set(planJobs.map((j) => String(j.payload.localDate)))].map((day) => sql`${day}::date`),
        sql`, `,
      )})`),
  );
  return new Set(rows.map((r) => `plan:${r.done_on}:${r.user_id}`));
}

const PREFERENCE_COLUMN = {
  event_open: "event_open",
  last_call: "last_call",
  weekly_summary: "weekly_summary",
  assignment: "assignments",
  study_plan: "study_plan",
} as const satisfies Record<ReminderKind, keyof RecipientRow>;

/** Why a mail is no longer to be sent now, or null when it is. */
function reasonToDrop(job: TakenJob, who: RecipientRow | undefined, alreadyDone: ReadonlySet<string>, now: Date): string | null {
  if (!who) return "the member is gone";
  if (!REMINDER_KINDS.includes(job.kind)) return "an unknown kind";
  if (who[PREFERENCE_COLUMN[job.kind]] !== true) return "the member turned this mail off";
  if (!who.verified || who.banned) return "the member's address may not be mailed";
  if (job.payload.expiresAt && now >= new Date(job.payload.expiresAt)) return "too late: its occasion has passed";
  if ((job.kind === "last_call" || job.kind === "event_open") && alreadyDone.has(`${String(job.payload.eventDate)}:${who.id}`))
    return "the member has taken the event";
  if (job.kind === "study_plan" && alreadyDone.has(`plan:${String(job.payload.localDate)}:${who.id}`)) return "the member has done today's passage";
  if (job.kind === "assignment" && job.payload.reminder && alreadyDone.has(`started:${String(job.payload.assignmentId)}:${who.id}`))
    return "the member has started the assignment";
  return null;
}

async function sendOne(deps: SenderDeps, job: TakenJob, who: RecipientRow | undefined, alreadyDone: ReadonlySet<string>, now: Date): Promise<Outcome> {
  const drop = reasonToDrop(job, who, alreadyDone, now);
  if (drop) return { dropped: drop };
  try {
    await deps.mailer.send(await composeReminder(deps, job.kind, who!, job.payload, now));
    return { sent: true };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

async function record(deps: SenderDeps, job: TakenJob, outcome: Outcome, now: Date): Promise<void> {
  const at = iso(now);
  if ("sent" in outcome) {
    await deps.db.execute(sql`update mail_job set sent_at = ${at}::timestamptz, locked_until = null where id = ${job.id}`);
  } else if ("dropped" in outcome || job.tries >= MAX_TRIES) {
    const error = "dropped" in outcome ? outcome.dropped : outcome.failed;
    await deps.db.execute(
      sql`update mail_job set dropped_at = ${at}::timestamptz, locked_until = null, last_error = ${error.slice(0, 500)} where id = ${job.id}`,
    );
  } else {
    const retryAt = iso(new Date(now.getTime() + RETRY_MS * job.tries));
    await deps.db.execute(
      sql`update mail_job set run_after = ${retryAt}::timestamptz, locked_until = null, last_error = ${outcome.failed.slice(0, 500)} where id = ${job.id}`,
    );
  }
}

export interface SendTally {
  sent: number;
  dropped: number;
  failed: number;
}

/**
 * Sends what is due, a batch at a time (docs/architecture.md §4 'Reminders'): take and lease a
 * batch, read its members' preferences (and, for the event's mails, attempts) again, then per row
 * send and mark it sent at once, so a sender that dies leaves only the row it was sending to be
 * sent again once its lease ends. Pauses after each batch (BATCH_PAUSE_MS, or PACE_FACTOR × the
 * batch's time when longer); stops when nothing is due or `stopped()` says so.
 */
export async function sendDueReminders(deps: SenderDeps, options: SendOptions = {}): Promise<SendTally> {
  const { batchSize = BATCH_SIZE, pauseMs = BATCH_PAUSE_MS, stopped = () => false, now = () => new Date() } = options;
  const tally: SendTally = { sent: 0, dropped: 0, failed: 0 };
  while (!stopped()) {
    const startedAt = performance.now();
    const jobs = await takeBatch(deps, now(), batchSize);
    if (jobs.length === 0) break;
    const recipients = await readRecipients(deps, jobs);
    const alreadyDone = new Set([...(await readEventTakers(deps, jobs)), ...(await readStudyDone(deps, jobs)), ...(await readStarted(deps, jobs))]);
    for (const job of jobs) {
      const at = now();
      const outcome = await sendOne(deps, job, recipients.get(job.user_id), alreadyDone, at);
      await record(deps, job, outcome, at);
      if ("sent" in outcome) tally.sent += 1;
      else if ("dropped" in outcome) tally.dropped += 1;
      else tally.failed += 1;
    }
    if (jobs.length < batchSize) break;
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(pauseMs, PACE_FACTOR * (performance.now() - startedAt))));
  }
  return tally;
}
