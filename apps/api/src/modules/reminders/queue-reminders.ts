import { sql, type SQL } from "drizzle-orm";
import { endOfLocalDay, liveEventWindow, localDate, STUDY_PLAN_REMINDER_HOUR, STUDY_PLANS, type ReminderKind } from "@berean/domain";
import { rowsOf, type DbOrTx } from "../../db/client.ts";

/** 'Last call' goes this long before the Saturday event closes (docs/architecture.md §4 'Reminders'). */
export const LAST_CALL_MS = 2 * 3600_000;
/** The weekly summary goes on Sunday from this hour, in the site's zone. */
export const WEEKLY_SUMMARY_HOUR = 18;

/** What a queued mail keeps of its occasion; `expiresAt` (ISO) is when it is no longer worth sending. */
export type ReminderPayload = Record<string, unknown> & { expiresAt?: string };

/** A member who may get a reminder of `preference`: turned on, a verified address, not banned. */
const optedIn = (preference: "event_open" | "last_call" | "weekly_summary" | "assignments"): SQL => sql`
  p.${sql.raw(preference)} and u.email_verified and u.banned is not true`;

/** The member has an attempt at the Saturday event of `eventDate` (started or finished: taken). */
export const tookEvent = (userId: SQL, eventDate: string): SQL => sql`
  exists (select 1 from attempt a join live_event e on e.id = a.live_event_id
          where e.event_date = ${eventDate}::date and a.user_id = ${userId})`;

/**
 * One statement queues a mail for every member `who` selects (`u`, their `user` row; `p`, their
 * `mail_preference`): the key makes it once per member and occasion however many instances and
 * sweeps run it. Members already queued are left out before the insert, not by the conflict alone,
 * so a sweep every 30 s does not spend a `mail_job` id on each of them each time.
 */
async function queue(db: DbOrTx, kind: ReminderKind, occasion: string, payload: ReminderPayload, runAfter: Date, who: SQL): Promise<number> {
  const prefix = `${kind}:${occasion}:`;
  const result = await db.execute(sql`
    insert into mail_job (key, kind, user_id, payload, run_after)
    select ${prefix} || u.id, ${kind}, u.id, ${JSON.stringify(payload)}::jsonb, ${runAfter.toISOString()}::timestamptz
    from mail_preference p join "user" u on u.id = p.user_id
    where ${who}
      and not exists (select 1 from mail_job j where j.key = ${prefix} || u.id)
    on conflict (key) do nothing
    returning id`);
  return rowsOf(result).length;
}

/**
 * The Saturday event's mails of `now` (site zone `timeZone`): 'The Saturday event is open' from the
 * open until the last call begins, then 'Last call' until the close, each only to a member who has
 * not taken this event. Between events, nothing.
 */
async function queueEventReminders(db: DbOrTx, timeZone: string, now: Date): Promise<number> {
  const window = liveEventWindow(now, timeZone);
  if (!window.live) return 0;
  const lastCallAt = new Date(window.closesAt.getTime() - LAST_CALL_MS);
  const payload = {
    eventDate: window.eventDate,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    expiresAt: window.closesAt.toISOString(),
  };
  if (now < lastCallAt)
    return queue(db, "event_open", window.eventDate, payload, now, sql`${optedIn("event_open")} and not ${tookEvent(sql`u.id`, window.eventDate)}`);
  return queue(db, "last_call", window.eventDate, payload, now, sql`${optedIn("last_call")} and not ${tookEvent(sql`u.id`, window.eventDate)}`);
}

/** The Sunday of `now` in the site's zone once the weekly summary's hour has come, and the end of that Sunday; else null. */
export function weeklySummaryDue(now: Date, timeZone: string): { week: string; expiresAt: Date } | null {
  const day = localDate(now, timeZone);
  const isSunday = new Date(`${day}T12:00:00Z`).getUTCDay() === 0;
  const hour = Number(new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone }).format(now));
  return isSunday && hour >= WEEKLY_SUMMARY_HOUR ? { week: day, expiresAt: endOfLocalDay(now, timeZone) } : null;
}

async function queueWeeklySummaries(db: DbOrTx, timeZone: string, now: Date): Promise<number> {
  const due = weeklySummaryDue(now, timeZone);
  if (!due) return 0;
  return queue(db, "weekly_summary", due.week, { week: due.week, expiresAt: due.expiresAt.toISOString() }, now, optedIn("weekly_summary"));
}

/**
 * The study plan's day (docs/architecture.md §4 'Study'), queued from STUDY_PLAN_REMINDER_HOUR of
 * each member's own evening: to a member following a plan they have not finished, who has not done
 * a day of it on their local today, once per member and local day. It expires at the end of their
 * day; a day done before it goes drops it (send-reminders.ts).
 */
async function queueStudyPlanReminders(db: DbOrTx, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const lengths = sql.join(
    STUDY_PLANS.map((plan) => sql`(${plan.slug}, ${plan.days.length}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into mail_job (key, kind, user_id, payload, run_after)
    select 'study_plan:' || today.day || ':' || u.id, 'study_plan', u.id,
      jsonb_build_object('planSlug', f.plan_slug, 'day', done.n + 1, 'localDate', today.day::text,
        'expiresAt', to_char(((today.day + 1)::timestamp at time zone u.timezone) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
      ${at}
    from mail_preference p
    join "user" u on u.id = p.user_id
    join study_plan_follow f on f.user_id = u.id and f.ended_at is null
    join (values ${lengths}) as plan(slug, days) on plan.slug = f.plan_slug
    cross join lateral (select (${at} at time zone u.timezone) as local_now) clock
    cross join lateral (select clock.local_now::date as day) today
    cross join lateral (select count(*)::int as n from study_plan_day d where d.follow_id = f.id) done
    where p.study_plan and u.email_verified and u.banned is not true
      and extract(hour from clock.local_now) >= ${STUDY_PLAN_REMINDER_HOUR}
      and done.n < plan.days
      and not exists (select 1 from study_plan_day d where d.follow_id = f.id and d.done_on = today.day)
      and not exists (select 1 from mail_job j where j.key = 'study_plan:' || today.day || ':' || u.id)
    on conflict (key) do nothing
    returning id`);
  return rowsOf(result).length;
}

/**
 * A sender that died holding rows (its lease ran out) takes a try each time: a row leased this many
 * times without an outcome is given up on, as a failed send is after as many tries.
 */
export const MAX_TRIES = 5;

async function dropAbandoned(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(sql`
    update mail_job set dropped_at = ${now.toISOString()}::timestamptz, locked_until = null,
      last_error = coalesce(last_error, 'its sender stopped before sending it, ' || tries || ' times')
    where sent_at is null and dropped_at is null and tries >= ${MAX_TRIES} and locked_until <= ${now.toISOString()}::timestamptz`);
}

/** Everything the clock has made due: the event's mails, the weekly summary, the study plans' days, and rows abandoned too often. Returns how many were queued. */
export async function queueDueReminders(db: DbOrTx, timeZone: string, now: Date): Promise<number> {
  await dropAbandoned(db, now);
  return (await queueEventReminders(db, timeZone, now)) + (await queueWeeklySummaries(db, timeZone, now)) + (await queueStudyPlanReminders(db, now));
}

export interface AssignmentReminder {
  assignmentId: number;
  groupId: number;
  groupName: string;
  quizTitle: string;
  /** The due day in the group's zone (yyyy-mm-dd), or null. */
  dueDate: string | null;
  note: string;
  assignerId: string;
  assignerName: string;
}

/** 'Assigned: {quiz} — {group}' queued for each member of the group but the assigner who turned 'Group assignments' on. */
export async function queueAssignmentReminders(db: DbOrTx, a: AssignmentReminder, now: Date): Promise<number> {
  const { assignerId, ...payload } = a;
  return queue(
    db,
    "assignment",
    String(a.assignmentId),
    payload,
    now,
    sql`${optedIn("assignments")} and u.id <> ${assignerId}
        and exists (select 1 from group_member m where m.group_id = ${a.groupId} and m.user_id = u.id)`,
  );
}

/**
 * A leader's 'Remind those who have not started' (docs/architecture.md §4 'Groups'): the assignment
 * mail again, as a reminder, to `memberIds` (the members who have not started it) who turned
 * 'Group assignments' on. Its own occasion, so it is queued once beside the first mail.
 */
export async function queueAssignmentNudges(db: DbOrTx, a: AssignmentReminder, memberIds: readonly string[], now: Date): Promise<number> {
  if (memberIds.length === 0) return 0;
  const { assignerId: _assigner, ...payload } = a;
  return queue(
    db,
    "assignment",
    `${a.assignmentId}:reminder`,
    { ...payload, reminder: true },
    now,
    sql`${optedIn("assignments")} and u.id in (${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
