import { z } from "zod";
import { STUDY_PLANS } from "../study-plans.ts";

/**
 * Study plans (docs/architecture.md §4 'Study'): the plans a member may follow, and the one they
 * follow — today's passage with its KJV text, its practice questions and their progress.
 */

export const PLAN_MESSAGES = {
  planNotFound: "Study plan not found.",
  followNotFound: "You are not following this plan.",
  notToday: "Only today's reading can be marked done.",
  completed: "This plan is complete. Choose another plan to keep reading.",
} as const;

const PLAN_SLUGS = STUDY_PLANS.map((p) => p.slug) as [string, ...string[]];

export const StudyPlanSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  covers: z.string(),
  totalDays: z.number().int(),
  /** The first and last days' passages ('Matthew 1–3' … 'John 19–21'). */
  firstReading: z.string(),
  lastReading: z.string(),
});
export type StudyPlanSummary = z.infer<typeof StudyPlanSummarySchema>;

export const StudyPlanListSchema = z.object({ plans: z.array(StudyPlanSummarySchema) });
export type StudyPlanList = z.infer<typeof StudyPlanListSchema>;

/** GET /api/plans/:slug: a plan's days. */
export const StudyPlanSchema = StudyPlanSummarySchema.extend({
  days: z.array(z.object({ day: z.number().int(), reading: z.string() })),
});
export type StudyPlanDetail = z.infer<typeof StudyPlanSchema>;

export const StudyPlanParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, PLAN_MESSAGES.planNotFound) });
export const PlanFollowParams = z.object({ followId: z.uuid({ error: PLAN_MESSAGES.followNotFound }) });

/** POST /api/plan-follows: follow a plan (it replaces the one followed). */
export const StartPlanSchema = z.strictObject({ plan: z.enum(PLAN_SLUGS, { error: "Choose a plan from the list." }) });
export type StartPlan = z.infer<typeof StartPlanSchema>;

/** POST /api/plan-follows/:followId/done: the day the page shows (a second mark is harmless). */
export const MarkPlanDaySchema = z.strictObject({ day: z.number().int().min(1).max(366) });

export const PlanReadingSchema = z.object({
  reference: z.string(),
  /** The KJV text, chapter by chapter, verse by verse. */
  chapters: z.array(z.object({ chapter: z.number().int(), verses: z.array(z.object({ verse: z.number().int(), text: z.string() })) })),
});

export const PlanFollowSchema = z.object({
  id: z.string(),
  plan: StudyPlanSummarySchema,
  /** YYYY-MM-DD in the member's time zone. */
  startedOn: z.string(),
  today: z.string(),
  /** The day today's card shows (1-based): the first not done, or the one done today. */
  day: z.number().int(),
  daysDone: z.number().int(),
  doneToday: z.boolean(),
  completed: z.boolean(),
  /** Local days in a row on which a day of this plan was done. */
  streak: z.number().int(),
  /** Today's passage with its text; null once the plan is complete. */
  reading: PlanReadingSchema.nullable(),
  /** Practice on today's chapters: open questions only, drawn by practice itself (POST /api/practice with these). */
  practice: z.object({ book: z.string(), chapters: z.array(z.number().int()), questions: z.number().int() }).nullable(),
});
export type PlanFollow = z.infer<typeof PlanFollowSchema>;

export const CurrentPlanSchema = z.object({ follow: PlanFollowSchema.nullable() });
export type CurrentPlan = z.infer<typeof CurrentPlanSchema>;
