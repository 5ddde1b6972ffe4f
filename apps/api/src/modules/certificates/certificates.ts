import { randomBytes } from "node:crypto";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  ACHIEVEMENT_LABELS,
  achievementOf,
  displayName,
  type Achievement,
  STREAK_MILESTONES,
  type Badge,
  type Certificate,
  type CertificateVerification,
  type MyRecognition,
  type Locale,
} from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { certificate, devotionalStreak, user } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { standingResult } from "../../db/competition-standing.ts";
import { say } from "../../i18n/server-messages.ts";

type CertificateRow = typeof certificate.$inferSelect;

/** 144 random bits as 24 base64url characters: unguessable, and short enough to type. */
export const newCertificateCode = () => randomBytes(18).toString("base64url");

const present = (row: CertificateRow): Certificate => ({
  code: row.code,
  kind: row.eventId ? "event" : "competition",
  title: row.title,
  achievement: row.achievement as Achievement,
  rank: row.rank,
  ofN: row.ofN,
  score: row.score,
  scoreUnit: row.scoreUnit === "percent" ? "percent" : "points",
  awardedOn: row.awardedOn,
  revoked: row.revokedAt !== null,
});

const REVOKED_REASON = "The result behind it no longer stands: voided by an administrator, or its entry refunded.";

/**
 * Certificates whose result no longer stands are revoked (docs/security.md 39–40): an event attempt
 * voided (or held for review), a competition result voided or its entry refunded. Checked whenever
 * certificates are listed, verified or downloaded, so a revocation shows the next time anyone looks.
 */
async function revokeFallen(db: Db, scope: SQL, now: Date): Promise<void> {
  await db.execute(sql`
    update certificate c set revoked_at = ${now.toISOString()}::timestamptz, revoked_reason = ${REVOKED_REASON}
    where c.revoked_at is null and ${scope} and (
      (c.event_id is not null and not exists (
        select 1 from attempt a where a.user_id = c.user_id and a.live_event_id = c.event_id
          and a.status in ('finished', 'expired') and a.held_reason is null))
      or (c.competition_id is not null and not exists (
        select 1 from attempt cr where cr.user_id = c.user_id and cr.competition_id = c.competition_id and ${standingResult("cr")})))`);
}

type Entitlement = {
  event_id: number | null;
  competition_id: number | null;
  title: string;
  rank: number;
  of_n: number;
  score: number;
  unit: string;
  awarded_on: string;
};

/**
 * What the member has earned, from stored final results only: every closed Saturday event they
 * finished (ranked as its board: score, then fewer seconds, then the earlier finish) and every
 * completed competition with their frozen rank. Certificates not issued yet are issued now, each
 * with its own code; asking again issues nothing new. Each is dated by the day of the site's zone
 * (APP_TIMEZONE) it was won on: an event's Saturday, a competition's close (a New York evening is
 * that evening's day, not the next UTC day).
 */
export async function myCertificates(db: Db, userId: string, now: Date, timeZone: string): Promise<Certificate[]> {
  const earned = rowsOf<Entitlement>(
    await db.execute(sql`
      select r.event_id, null::int as competition_id, 'Weekly Bible Challenge' as title, r.rank, r.of_n, r.score, 'points' as unit, r.event_date::text as awarded_on
      from (
        select a.live_event_id as event_id, a.user_id, a.score, e.event_date,
               rank() over (partition by a.live_event_id order by a.score desc, a.seconds_used, a.finished_at)::int as rank,
               count(*) over (partition by a.live_event_id)::int as of_n
        from attempt a join live_event e on e.id = a.live_event_id
        where a.status in ('finished', 'expired') and a.held_reason is null and e.closes_at <= ${now.toISOString()}::timestamptz
          and a.live_event_id in (select live_event_id from attempt where user_id = ${userId} and live_event_id is not null)
      ) r
      where r.user_id = ${userId}
      union all
      select null, c.id, c.title, s.rank, s.of_n, s.score, 'percent', coalesce((c.closed_at at time zone ${timeZone})::date, c.end_date)::text
      from (
        select cr.competition_id, cr.user_id, cr.score,
               rank() over (partition by cr.competition_id order by cr.score desc, cr.seconds_used, cr.finished_at)::int as rank,
               count(*) over (partition by cr.competition_id)::int as of_n
        from attempt cr
        where ${standingResult("cr")} and cr.competition_id in (select competition_id from attempt where user_id = ${userId} and competition_id is not null)
      ) s join competition c on c.id = s.competition_id
      where s.user_id = ${userId} and c.status = 'completed'`),
  );
  if (earned.length) {
    await db
      .insert(certificate)
      .values(
        earned.map((e) => ({
          code: newCertificateCode(),
          userId,
          eventId: e.event_id,
          competitionId: e.competition_id,
          achievement: achievementOf(e.rank),
          rank: e.rank,
          ofN: e.of_n,
          score: e.score,
          scoreUnit: e.unit,
          title: e.title,
          awardedOn: e.awarded_on,
        })),
      )
      .onConflictDoNothing();
  }
  await revokeFallen(db, sql`c.user_id = ${userId}`, now);
  const rows = await db.select().from(certificate).where(eq(certificate.userId, userId)).orderBy(desc(certificate.awardedOn), desc(certificate.id));
  return rows.map(present);
}

/** Podium finishes and reading-streak milestones (7, 30, 100 days), earned or still ahead. */
export async function myBadges(db: Db, userId: string, certificates: Certificate[], locale: Locale = "en"): Promise<Badge[]> {
  const [streak] = await db.select({ longest: devotionalStreak.longestStreak }).from(devotionalStreak).where(eq(devotionalStreak.userId, userId));
  const longest = streak?.longest ?? 0;
  const podium = certificates.filter((c) => c.achievement !== "participation" && !c.revoked);
  const wins = podium.filter((c) => c.achievement === "first").length;
  // In the member's language (docs/architecture.md §9).
  return [
    {
      id: "podium",
      label: say(locale, "badge.podium.label"),
      description: podium.length ? say(locale, "badge.podium.earned", { count: podium.length }) : say(locale, "badge.podium.ahead"),
      earned: podium.length > 0,
    },
    {
      id: "champion",
      label: say(locale, "badge.champion.label"),
      description: wins ? say(locale, "badge.champion.earned", { count: wins }) : say(locale, "badge.champion.ahead"),
      earned: wins > 0,
    },
    ...STREAK_MILESTONES.map((days) => ({
      id: `streak-${days}`,
      label: say(locale, "badge.streak.label", { days }),
      description: say(locale, "badge.streak.description", { days }),
      earned: longest >= days,
    })),
  ];
}

export async function myRecognition(db: Db, userId: string, now: Date, timeZone: string, locale: Locale = "en"): Promise<MyRecognition> {
  const certificates = await myCertificates(db, userId, now, timeZone);
  return { certificates, badges: await myBadges(db, userId, certificates, locale) };
}

/** The public check of a code: the holder's name, what and when; never the email. */
export async function verifyCertificate(db: Db, code: string, now: Date): Promise<CertificateVerification> {
  await revokeFallen(db, sql`c.code = ${code}`, now);
  const [row] = await db
    .select({ c: certificate, fullName: user.fullName, email: user.email })
    .from(certificate)
    .innerJoin(user, eq(user.id, certificate.userId))
    .where(eq(certificate.code, code));
  if (!row) throw notFound("No certificate has this code.");
  const c = present(row.c);
  return {
    kind: c.kind,
    title: c.title,
    achievement: c.achievement,
    rank: c.rank,
    ofN: c.ofN,
    score: c.score,
    scoreUnit: c.scoreUnit,
    awardedOn: c.awardedOn,
    revoked: c.revoked,
    name: displayName(row.fullName, row.email),
  };
}

/** The holder's own certificate, for its PDF; another member's code is a 404. */
export async function ownCertificate(db: Db, userId: string, code: string, now: Date): Promise<{ certificate: Certificate; name: string }> {
  await revokeFallen(db, sql`c.code = ${code} and c.user_id = ${userId}`, now);
  const [row] = await db
    .select({ c: certificate, fullName: user.fullName, email: user.email })
    .from(certificate)
    .innerJoin(user, eq(user.id, certificate.userId))
    .where(and(eq(certificate.code, code), eq(certificate.userId, userId)));
  if (!row) throw notFound("No certificate has this code.");
  if (row.c.revokedAt) throw conflict("CERTIFICATE_REVOKED", "This certificate has been revoked.");
  return { certificate: present(row.c), name: displayName(row.fullName, row.email) };
}

export const achievementLine = (c: Pick<Certificate, "achievement" | "rank" | "ofN">) =>
  c.achievement === "participation" ? `Took part, placing ${c.rank} of ${c.ofN}` : `${ACHIEVEMENT_LABELS[c.achievement]} of ${c.ofN}`;
