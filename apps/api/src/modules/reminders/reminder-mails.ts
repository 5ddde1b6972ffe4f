import { sql } from "drizzle-orm";
import {
  dateTimeFormat,
  EMPTY_STREAK,
  endOfLocalDay,
  findStudyPlan,
  liveEventHoursText,
  localDate,
  passageReference,
  streakAsOf,
  type ReminderKind,
  type Streak,
} from "@berean/domain";
import { rowsOf, type Db } from "../../db/client.ts";
import { actionMail, type MailMessage } from "../../lib/mail.ts";
import { readLeaderboard } from "../leaderboards/service.ts";
import { unsubscribeLinks } from "../mail-preferences/service.ts";
import type { ReminderPayload } from "./queue-reminders.ts";

export interface Recipient {
  id: string;
  email: string;
  fullName: string;
  timezone: string;
}

export interface MailDeps {
  db: Db;
  appUrl: string;
  secret: string;
  /** The site's zone (APP_TIMEZONE): the event's hours and the week are the site's. */
  timeZone: string;
}

type Body = { subject: string; body: string; action: string; path: string; footer: string };

const greetingOf = (r: Recipient) => `Hello ${r.fullName.trim() || "there"},`;
const timeIn = (at: Date, timeZone: string) => dateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone, timeZoneName: "short" }).format(at);
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** 'Wednesday, November 25, 2026' for a YYYY-MM-DD day, unshifted by any zone. */
const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function eventOpen(deps: MailDeps, r: Recipient, p: ReminderPayload): Body {
  const window = { opensAt: String(p.opensAt), closesAt: String(p.closesAt) };
  return {
    subject: "The Saturday event is open",
    body: `This week's Saturday event is open until ${timeIn(new Date(window.closesAt), r.timezone)}: 25 questions, one try, and a live board. ${liveEventHoursText(window, deps.timeZone, r.timezone, "en-US")}.`,
    action: "Take the Saturday event",
    path: "/events/live",
    footer: "You are receiving this because you turned on 'The Saturday event is open' in your Berean settings.",
  };
}

function lastCall(_deps: MailDeps, r: Recipient, p: ReminderPayload): Body {
  const closesAt = timeIn(new Date(String(p.closesAt)), r.timezone);
  return {
    subject: `Last call: the Saturday event closes at ${closesAt}`,
    body: `You have not taken this week's Saturday event yet. It closes at ${closesAt}, in two hours: there is still time for its 25 questions.`,
    action: "Take the Saturday event",
    path: "/events/live",
    footer: "You are receiving this because you turned on 'Last call' in your Berean settings.",
  };
}

/**
 * Read-only: the review deck's cards due by the end of the member's day, as the deck last stood
 * (the review feature adds a member's new misses when they open it; its service offers no count).
 */
async function reviewsDue(db: Db, r: Recipient, now: Date): Promise<number> {
  const [row] = rowsOf<{ due: number }>(
    await db.execute(
      sql`select count(*)::int as due from review_card where user_id = ${r.id} and due < ${endOfLocalDay(now, r.timezone).toISOString()}::timestamptz`,
    ),
  );
  return row?.due ?? 0;
}

/** Read-only: the devotional streak as of the member's today (a missed day shows 0, as the dashboard does). */
async function streakOf(db: Db, r: Recipient, now: Date): Promise<Streak> {
  const [row] = rowsOf<{ current_streak: number; longest_streak: number; total_days_read: number; last_read_date: string | null }>(
    await db.execute(sql`select current_streak, longest_streak, total_days_read, last_read_date::text from devotional_streak where user_id = ${r.id}`),
  );
  const stored = row
    ? { currentStreak: row.current_streak, longestStreak: row.longest_streak, totalDaysRead: row.total_days_read, lastReadDate: row.last_read_date }
    : EMPTY_STREAK;
  return streakAsOf(stored, localDate(now, r.timezone));
}

async function weeklySummary(deps: MailDeps, r: Recipient, _p: ReminderPayload, now: Date): Promise<Body> {
  const streak = await streakOf(deps.db, r, now);
  const board = await readLeaderboard(deps.db, "week", r.id, now);
  const due = await reviewsDue(deps.db, r, now);
  const streakLine =
    streak.currentStreak > 0
      ? `Your streak: ${plural(streak.currentStreak, "day", "days")} in a row.`
      : "Your streak: none running; a day's reading or study starts one.";
  const placeLine = board.me
    ? `This week's board: number ${board.me.rank.toLocaleString("en-US")} of ${plural(board.counters.activePlayers, "player", "players")}.`
    : "This week's board: you have no result on it yet.";
  const reviewLine = due > 0 ? `Reviews due: ${plural(due, "card", "cards")}.` : "Reviews due: none.";
  return {
    subject: "Your week on Berean",
    body: `${streakLine} ${placeLine} ${reviewLine}`,
    action: "Open your dashboard",
    path: "/dashboard",
    footer: "You are receiving this because you turned on 'Weekly summary' in your Berean settings.",
  };
}

function assignment(_deps: MailDeps, _r: Recipient, p: ReminderPayload): Body {
  const due = p.dueDate ? ` It is due by the end of ${formatDay(String(p.dueDate))}.` : "";
  const note = p.note ? ` Their note: “${String(p.note)}”` : "";
  const assigner = String(p.assignerName ?? "").trim() || "A leader";
  // A leader's 'Remind those who have not started': sent only to members with no attempt at it.
  if (p.reminder)
    return {
      subject: `Reminder: ${String(p.quizTitle)} — ${String(p.groupName)}`,
      body: `${assigner} reminds you that “${String(p.quizTitle)}” is waiting for you in ${String(p.groupName)}.${due}`,
      action: "Open your dashboard",
      path: "/dashboard",
      footer: `You are receiving this because you belong to ${String(p.groupName)} on Berean and turned on 'Group assignments' in your settings.`,
    };
  return {
    subject: `Assigned: ${String(p.quizTitle)} — ${String(p.groupName)}`,
    body: `${assigner} assigned “${String(p.quizTitle)}” to ${String(p.groupName)}.${due}${note}`,
    action: "Open your dashboard",
    path: "/dashboard",
    footer: `You are receiving this because you belong to ${String(p.groupName)} on Berean and turned on 'Group assignments' in your settings.`,
  };
}

/** The study plan's day: the passage it reads, in the member's evening while the day is not done. */
function studyPlan(_deps: MailDeps, _r: Recipient, p: ReminderPayload): Body {
  const plan = findStudyPlan(String(p.planSlug));
  const day = Number(p.day);
  const passage = plan?.days[day - 1];
  const reading = passage ? passageReference(passage) : "today's passage";
  return {
    subject: `Today's reading: ${reading}`,
    body: `Day ${day} of ${plan?.title ?? "your study plan"} is waiting: ${reading}, and a few questions on it to practise. A few minutes keeps your plan's streak.`,
    action: "Read today's passage",
    path: "/plans",
    footer: "You are receiving this because you turned on 'My study plan's day' in your Berean settings.",
  };
}

/**
 * The mail of one queued reminder (docs/architecture.md §4 'Reminders'): its own wording, then
 * the RFC 8058 headers and, under the footer, 'Unsubscribe' (this kind only) and 'Email preferences'.
 */
export async function composeReminder(deps: MailDeps, kind: ReminderKind, r: Recipient, payload: ReminderPayload, now: Date): Promise<MailMessage> {
  const body =
    kind === "event_open"
      ? eventOpen(deps, r, payload)
      : kind === "last_call"
        ? lastCall(deps, r, payload)
        : kind === "weekly_summary"
          ? await weeklySummary(deps, r, payload, now)
          : kind === "study_plan"
            ? studyPlan(deps, r, payload)
            : assignment(deps, r, payload);
  const links = unsubscribeLinks({ appUrl: deps.appUrl, secret: deps.secret, userId: r.id, kind });
  const mail = actionMail({
    to: r.email,
    subject: body.subject,
    greeting: greetingOf(r),
    body: body.body,
    action: body.action,
    url: `${deps.appUrl}${body.path}`,
    footer: body.footer,
    footerLinks: [
      { label: "Unsubscribe", url: links.pageUrl },
      { label: "Email preferences", url: links.preferencesUrl },
    ],
  });
  return { ...mail, headers: links.headers };
}
