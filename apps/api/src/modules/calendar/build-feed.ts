import { and, eq, gte, ne, sql } from "drizzle-orm";
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { CALENDAR_NEXT_EVENTS, CALENDAR_PAST_EVENTS, EVENT_QUESTION_COUNT, liveEventWindow, type LiveEventWindow } from "@berean/domain";
import type { DbOrTx } from "../../db/client.ts";
import { competition, competitionEntry, customQuiz, groupAssignment, groupMember, memberGroup, quiz } from "../../db/schema.ts";

const WEEK_MS = 7 * 24 * 3600_000;
/** How often a subscribed calendar should fetch the feed again (RFC 7986 REFRESH-INTERVAL, and Outlook's X-PUBLISHED-TTL). */
const REFRESH = "PT1H";

/**
 * The Saturday events the feed holds: the last CALENDAR_PAST_EVENTS and the next
 * CALENDAR_NEXT_EVENTS (the one running now counts as next). Each comes from the domain's own
 * window, asked at about noon of its Saturday, so the hours are the site's 08:00–20:00 whichever
 * side of a daylight-saving change the week falls (a week from noon is noon ±1 h, still that Saturday).
 */
export function feedSaturdays(now: Date, timeZone: string): LiveEventWindow[] {
  const next = liveEventWindow(now, timeZone);
  const noon = next.opensAt.getTime() + 4 * 3600_000;
  const weeks = Array.from({ length: CALENDAR_PAST_EVENTS + CALENDAR_NEXT_EVENTS }, (_, i) => i - CALENDAR_PAST_EVENTS);
  return weeks.map((week) => liveEventWindow(new Date(noon + week * WEEK_MS), timeZone));
}

/** A yyyy-mm-dd calendar day as the ics package's all-day date. */
function day(isoDate: string, plusDays = 0): DateArray {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, m - 1, d + plusDays));
  return [moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate()];
}

const utc = (at: Date) => ({ start: at.getTime(), startInputType: "utc", startOutputType: "utc" }) as const;

/**
 * The member's feed as iCalendar text (docs/architecture.md §4 'Calendar feed'): the Saturday
 * events as UTC instants; the due days of their groups' dated assignments and the days of the
 * competitions they entered and paid for, as all-day events, from the oldest Saturday in the feed
 * on. Every event has a stable UID, so a calendar updates it in place, and a link to its page.
 * Nothing names the member: the feed says what is on, not who reads it.
 */
export async function buildFeed(db: DbOrTx, userId: string, options: { now: Date; timeZone: string; appUrl: string }): Promise<string> {
  const { now, timeZone, appUrl } = options;
  const saturdays = feedSaturdays(now, timeZone);
  const since = saturdays[0]!.eventDate;

  const assignments = await db
    .select({
      id: groupAssignment.id,
      groupId: groupAssignment.groupId,
      groupName: memberGroup.name,
      quizTitle: sql<string>`coalesce(${quiz.title}, ${customQuiz.title})`,
      note: groupAssignment.note,
      dueDate: groupAssignment.dueDate,
    })
    .from(groupMember)
    .innerJoin(groupAssignment, eq(groupAssignment.groupId, groupMember.groupId))
    .innerJoin(memberGroup, eq(memberGroup.id, groupMember.groupId))
    .leftJoin(quiz, eq(quiz.id, groupAssignment.quizId))
    .leftJoin(customQuiz, eq(customQuiz.id, groupAssignment.customQuizId))
    .where(and(eq(groupMember.userId, userId), gte(groupAssignment.dueDate, since)))
    .orderBy(groupAssignment.dueDate, groupAssignment.id);

  const competitions = await db
    .select({ id: competition.id, title: competition.title, startDate: competition.startDate, endDate: competition.endDate })
    .from(competitionEntry)
    .innerJoin(competition, eq(competition.id, competitionEntry.competitionId))
    .where(
      and(
        eq(competitionEntry.userId, userId),
        eq(competitionEntry.paymentStatus, "paid"),
        ne(competition.status, "cancelled"),
        gte(competition.endDate, since),
      ),
    )
    .orderBy(competition.startDate, competition.id);

  const events: EventAttributes[] = [
    ...saturdays.map(
      (w): EventAttributes => ({
        uid: `event-${w.eventDate}@berean`,
        title: "Saturday live event",
        description: `The weekly Bible quiz: ${EVENT_QUESTION_COUNT} questions, one try, a live leaderboard.`,
        ...utc(w.opensAt),
        end: w.closesAt.getTime(),
        endInputType: "utc",
        endOutputType: "utc",
        url: `${appUrl}${w.closesAt > now ? "/events/live" : "/events"}`,
        transp: "TRANSPARENT",
      }),
    ),
    ...assignments.flatMap((a): EventAttributes[] =>
      a.dueDate === null
        ? []
        : [
            {
              uid: `assignment-${a.id}@berean`,
              title: `Due: ${a.quizTitle} (${a.groupName})`,
              ...(a.note ? { description: a.note } : {}),
              start: day(a.dueDate),
              end: day(a.dueDate, 1),
              url: `${appUrl}/groups/${a.groupId}`,
              transp: "TRANSPARENT",
            },
          ],
    ),
    ...competitions.map(
      (c): EventAttributes => ({
        uid: `competition-${c.id}@berean`,
        title: `Competition: ${c.title}`,
        start: day(c.startDate),
        end: day(c.endDate, 1),
        url: `${appUrl}/competitions`,
        transp: "TRANSPARENT",
      }),
    ),
  ];

  const { error, value } = createEvents(events, { calName: "Berean", productId: "berean/calendar" });
  if (error || !value) throw error ?? new Error("the calendar feed could not be written");
  // The ics package writes X-PUBLISHED-TTL:PT1H; REFRESH-INTERVAL says the same to newer calendars.
  return value.replace(/X-PUBLISHED-TTL:[^\r\n]*/, `X-PUBLISHED-TTL:${REFRESH}\r\nREFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`);
}
