import { sql, type SQL } from "drizzle-orm";
import { displayName, type ActivityKind, type ActivityQuery, type ActivityReport } from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/like.ts";

const RANGE_MS = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 } as const;

/**
 * Everything members and admins did, newest first, from where it is recorded: quiz starts and
 * ends (the attempts), payments (as the provider reported them), and the audit log (sign-ins and
 * every admin write). Nothing is copied into a second log, so nothing can disagree.
 */
const FEED = sql`
  select a.started_at as at, 'quiz_start' as kind, 'Quiz started' as action, a.user_id, q.title as quiz,
         null::int as score, null::int as seconds, null::text as detail
  from attempt a join quiz q on q.id = a.quiz_id
  union all
  select a.finished_at, 'quiz_finish',
         case a.status when 'finished' then 'Quiz finished' when 'expired' then 'Quiz finished (time up)' else 'Quiz abandoned' end,
         a.user_id, q.title, a.score, a.seconds_used, null
  from attempt a join quiz q on q.id = a.quiz_id
  where a.finished_at is not null
  union all
  select p.created_at, 'payment', 'Payment ' || p.status, p.user_id, null, null, null,
         p.description || ': ' || to_char(p.amount_cents / 100.0, 'FM999999990.00') || ' ' || upper(p.currency)
  from payment p
  union all
  select l.created_at,
         case when l.action = 'auth.sign_in' then 'sign_in' else 'admin' end,
         case when l.action = 'auth.sign_in' then 'Signed in' else l.action end,
         l.actor_id, null, null, null,
         case when l.action = 'auth.sign_in' then null else l.target_type || coalesce(' ' || l.target_id, '') end
  from audit_log l`;

interface FeedRow {
  at: Date | string;
  kind: ActivityKind;
  action: string;
  user_id: string | null;
  quiz: string | null;
  score: number | null;
  seconds: number | null;
  detail: string | null;
  full_name: string | null;
  email: string | null;
}

/** The feed searched and filtered, a page of `limit` at a time by date (newest first unless asked), with counters over all it keeps. */
export async function readActivity(
  db: Db,
  query: Omit<ActivityQuery, "order" | "page"> & Partial<Pick<ActivityQuery, "order" | "page">>,
  now: Date,
): Promise<ActivityReport> {
  const page = query.page ?? 1;
  const dir = query.order === "asc" ? sql`asc` : sql`desc`;
  const conditions: SQL[] = [sql`true`];
  if (query.range !== "all") conditions.push(sql`f.at >= ${new Date(now.getTime() - RANGE_MS[query.range]).toISOString()}::timestamptz`);
  if (query.kind !== "all") conditions.push(sql`f.kind = ${query.kind}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(u.full_name ilike ${pattern} or u.email ilike ${pattern} or f.quiz ilike ${pattern} or f.action ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const dayAgo = new Date(now.getTime() - RANGE_MS.day).toISOString();
  const [rows, counters] = await Promise.all([
    db.execute(sql`with feed as (${FEED})
      select f.*, u.full_name, u.email from feed f left join "user" u on u.id = f.user_id
      where ${where} order by f.at ${dir} limit ${query.limit} offset ${(page - 1) * query.limit}`),
    db.execute(sql`with feed as (${FEED})
      select count(*)::int as total, count(distinct f.user_id)::int as active_users,
             round(avg(f.score) filter (where f.kind = 'quiz_finish' and f.action <> 'Quiz abandoned'))::int as average_score,
             (count(*) filter (where f.at >= ${dayAgo}::timestamptz))::int as last_24h
      from feed f left join "user" u on u.id = f.user_id where ${where}`),
  ]);
  const [c] = rowsOf<{ total: number; active_users: number; average_score: number | null; last_24h: number }>(counters);
  return {
    counters: { total: c?.total ?? 0, activeUsers: c?.active_users ?? 0, averageScore: c?.average_score ?? null, last24h: c?.last_24h ?? 0 },
    activities: rowsOf<FeedRow>(rows).map((r) => ({
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      action: r.action,
      userName: r.user_id ? displayName(r.full_name, r.email) : null,
      userEmail: r.email,
      quiz: r.quiz,
      score: r.score,
      seconds: r.seconds,
      detail: r.detail,
    })),
    page,
    pageSize: query.limit,
  };
}
