import { and, asc, eq, isNull } from "drizzle-orm";
import {
  findBookBySlug,
  findStudyPlan,
  localDate,
  PLAN_MESSAGES,
  passageChapters,
  passageReference,
  planStreak,
  type PlanFollow,
  type PlanPassage,
  type StudyPlan,
  type StudyPlanSummary,
} from "@berean/domain";
import type { Locale } from "@berean/domain";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { studyPlanDay, studyPlanFollow } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { chapterVerses, passageVerses } from "../../lib/scripture.ts";
import type { Member } from "../../lib/session.ts";
import { practiceQuestionCount } from "../practice/service.ts";
import { localText } from "../../i18n/localize-errors.ts";

export type FollowRow = typeof studyPlanFollow.$inferSelect;
type Reader = Pick<Member, "id" | "timezone"> & Partial<Pick<Member, "locale">>;

/** The plan a follow names; a slug no longer in the code is a follow of nothing (404). */
export function planOf(slug: string): StudyPlan {
  const plan = findStudyPlan(slug);
  if (!plan) throw notFound(PLAN_MESSAGES.planNotFound);
  return plan;
}

/** A plan as its list shows it, its title and what it covers in the reader's language (§9). */
export function summaryOf(plan: StudyPlan, locale: Locale = "en"): StudyPlanSummary {
  return {
    slug: plan.slug,
    title: localText(plan.title, locale),
    covers: localText(plan.covers, locale),
    totalDays: plan.days.length,
    firstReading: passageReference(plan.days[0]!),
    lastReading: passageReference(plan.days.at(-1)!),
  };
}

/** A day's passage in the KJV, chapter by chapter. Plans are code, checked by a test against the text: a gap is a bug. */
export function passageText(passage: PlanPassage): NonNullable<PlanFollow["reading"]> {
  const reference = passageReference(passage);
  const book = findBookBySlug(passage.book)!;
  const chapters = passageChapters(passage).map((chapter) => {
    const verses = passage.verses ? passageVerses(reference, 176) : chapterVerses(book.name, chapter);
    if (!verses?.length) throw new Error(`A study plan cites a passage the KJV does not have: ${reference}`);
    return { chapter, verses };
  });
  return { reference, chapters };
}

/** The member's open follow with its row locked, or null; `followId` narrows it to that follow (anyone else's is not found). */
export async function openFollowOf(tx: Tx, memberId: string, followId?: string): Promise<FollowRow | null> {
  const [row] = await tx
    .select()
    .from(studyPlanFollow)
    .where(and(eq(studyPlanFollow.userId, memberId), isNull(studyPlanFollow.endedAt), followId ? eq(studyPlanFollow.id, followId) : undefined))
    .for("update");
  return row ?? null;
}

/** As `openFollowOf` with an id: another member's follow, an ended one or none is 404. */
export async function ownFollow(tx: Tx, memberId: string, followId: string): Promise<FollowRow> {
  const row = await openFollowOf(tx, memberId, followId);
  if (!row) throw notFound(PLAN_MESSAGES.followNotFound);
  return row;
}

export interface FollowState {
  plan: StudyPlan;
  today: string;
  /** Days done, in order, with the local day each was done. */
  done: Array<{ day: number; doneOn: string }>;
  /** The day today's card shows (1-based). */
  day: number;
  doneToday: boolean;
  completed: boolean;
}

/**
 * Where a follow stands today: a day is marked done on a local day, one plan day a local day, in
 * order. Today's card shows the day done today, else the first not done; every day done is complete.
 */
export async function followState(db: DbOrTx, follow: FollowRow, reader: Reader, now: Date): Promise<FollowState> {
  const plan = planOf(follow.planSlug);
  const today = localDate(now, reader.timezone);
  const done = await db
    .select({ day: studyPlanDay.day, doneOn: studyPlanDay.doneOn })
    .from(studyPlanDay)
    .where(eq(studyPlanDay.followId, follow.id))
    .orderBy(asc(studyPlanDay.day));
  const doneTodayRow = done.find((d) => d.doneOn === today);
  const completed = done.length >= plan.days.length;
  const day = doneTodayRow?.day ?? Math.min(done.length + 1, plan.days.length);
  return { plan, today, done, day, doneToday: Boolean(doneTodayRow), completed };
}

/** The follow as the page shows it: today's passage with its text and practice, and the progress. */
export async function presentFollow(db: DbOrTx, follow: FollowRow, reader: Reader, now: Date): Promise<PlanFollow> {
  const state = await followState(db, follow, reader, now);
  const showsPassage = !state.completed || state.doneToday;
  const passage = state.plan.days[state.day - 1]!;
  const chapters = passageChapters(passage);
  return {
    id: follow.id,
    plan: summaryOf(state.plan, reader.locale),
    startedOn: follow.startedOn,
    today: state.today,
    day: state.day,
    daysDone: state.done.length,
    doneToday: state.doneToday,
    completed: state.completed,
    streak: planStreak(
      state.done.map((d) => d.doneOn),
      state.today,
    ),
    reading: showsPassage ? passageText(passage) : null,
    practice: showsPassage ? { book: passage.book, chapters, questions: await practiceQuestionCount(db, passage.book, chapters, now) } : null,
  };
}
