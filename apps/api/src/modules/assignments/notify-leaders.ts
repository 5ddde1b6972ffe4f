import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client.ts";
import { actionMail, type Mailer } from "../../lib/mail.ts";
import { attemptEnded, attemptJoin } from "./store.ts";

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: { error(obj: object, message: string): void; info(obj: object, message: string): void };
}

/** How often the leaders' mails are looked for. */
export const LEADER_SWEEP_MS = 60_000;
/** A finish this long before the previous look is looked at again (a sweep that ran late or failed misses nothing). */
const SINCE_MARGIN_MS = 10 * 60_000;

type Claimed = { id: number; group_id: number; group_name: string; quiz_title: string };

/**
 * The leaders' one mail per assignment (docs/architecture.md §4 'Groups'): once every member it is
 * for (role 'member') has finished, or once its due instant passes, the owner and co-leaders are
 * told '{quiz} — {group}: 9 of 12 finished'. Each assignment is claimed by one conditional update
 * (leaders_notified_at set where it is null), so two instances, or two sweeps, never both send.
 *
 * 'Everyone finished' is looked for only among open assignments one of whose members ended their
 * attempt since `since` (each member's attempt read through its unique index); the due date through
 * the partial index on due_at. Returns how many were claimed.
 */
export async function notifyLeaders(deps: NotifyDeps, now: Date, since: Date): Promise<number> {
  const { db } = deps;
  const dueClaims = rowsOf<{ id: number }>(
    await db.execute(sql`
      update group_assignment set leaders_notified_at = ${now.toISOString()}::timestamptz
      where leaders_notified_at is null and due_at is not null and due_at <= ${now.toISOString()}::timestamptz
      returning id`),
  );
  const candidates = rowsOf<{ id: number }>(
    await db.execute(sql`
      select distinct ga.id
      from group_assignment ga
      join group_member m on m.group_id = ga.group_id and m.role = 'member'
      ${attemptJoin(sql`m.user_id`)}
      where ga.leaders_notified_at is null and ${attemptEnded} and coalesce(a.finished_at, c.finished_at) >= ${since.toISOString()}::timestamptz`),
  );
  const everyoneClaims: Array<{ id: number }> = [];
  for (const c of candidates) {
    // Every member finished (and there is at least one): claimed in the same statement that counts.
    const claimed = rowsOf<{ id: number }>(
      await db.execute(sql`
        update group_assignment set leaders_notified_at = ${now.toISOString()}::timestamptz
        where id = ${c.id} and leaders_notified_at is null and (
          select count(m.user_id) > 0 and count(*) filter (where not (${attemptEnded})) = 0
          from group_assignment ga
          join group_member m on m.group_id = ga.group_id and m.role = 'member'
          ${attemptJoin(sql`m.user_id`)}
          where ga.id = ${c.id})
        returning id`),
    );
    everyoneClaims.push(...claimed);
  }
  const ids = [...dueClaims, ...everyoneClaims].map((r) => r.id);
  for (const id of ids) {
    try {
      await mailLeaders(deps, id);
    } catch (error) {
      deps.log.error({ err: error, assignmentId: id }, "assignment leaders' mail failed");
    }
  }
  if (ids.length) deps.log.info({ event: "assignments.leaders_notified", count: ids.length }, "told leaders how their assignments went");
  return ids.length;
}

async function mailLeaders(deps: NotifyDeps, assignmentId: number): Promise<void> {
  const [a] = rowsOf<Claimed & { finished: number; members: number }>(
    await deps.db.execute(sql`
      select ga.id, ga.group_id, g.name as group_name, coalesce(q.title, cq.title) as quiz_title,
             (select (count(*) filter (where ${attemptEnded}))::int from group_member m ${attemptJoin(sql`m.user_id`)} where m.group_id = ga.group_id and m.role = 'member') as finished,
             (select count(*)::int from group_member m where m.group_id = ga.group_id and m.role = 'member') as members
      from group_assignment ga
      join member_group g on g.id = ga.group_id
      left join quiz q on q.id = ga.quiz_id
      left join custom_quiz cq on cq.id = ga.custom_quiz_id
      where ga.id = ${assignmentId}`),
  );
  if (!a) return;
  const leaders = rowsOf<{ email: string; full_name: string | null }>(
    await deps.db.execute(sql`
      select u.email, u.full_name from group_member m join "user" u on u.id = m.user_id
      where m.group_id = ${a.group_id} and m.role in ('owner', 'leader')`),
  );
  const tally = `${a.finished} of ${a.members} finished`;
  const url = `${deps.appUrl}/groups/${a.group_id}/assignments/${a.id}`;
  for (const leader of leaders) {
    try {
      await deps.mailer.send(
        actionMail({
          to: leader.email,
          subject: `${a.quiz_title} — ${a.group_name}: ${tally}`,
          greeting: `Hello ${leader.full_name?.trim() || "there"},`,
          body:
            a.finished === a.members
              ? `Everyone in ${a.group_name} has finished “${a.quiz_title}” (${tally}).`
              : `“${a.quiz_title}” is past its due date in ${a.group_name}: ${tally}.`,
          action: "See the results",
          url,
          footer: `You are receiving this because you lead ${a.group_name} on Berean. This is the only mail about this assignment.`,
        }),
      );
    } catch (error) {
      deps.log.error({ err: error }, "assignment mail to a leader failed");
    }
  }
}

/** Looks for leaders' mails every LEADER_SWEEP_MS; returns the stop, which waits for a look under way. */
export function startLeaderSweep(deps: NotifyDeps, everyMs = LEADER_SWEEP_MS): () => Promise<void> {
  let since = new Date(Date.now() - 24 * 3600_000);
  let current: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (current || stopped) return;
    const now = new Date();
    current = notifyLeaders(deps, now, since)
      .then(() => {
        since = new Date(now.getTime() - SINCE_MARGIN_MS);
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "assignment sweep failed"))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}
