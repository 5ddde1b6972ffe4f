import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { GROUP_ROLES } from "./groups.ts";
import { RowId, RowIdParam } from "./ids.ts";
import { calendarDate, displayText } from "../text.ts";
import { localDate } from "../calendar.ts";

/**
 * A group's assignments (docs/architecture.md §4 'Groups'): a leader assigns a quiz with an optional
 * due day (in the group's zone) and a note; members take it as a normal attempt; the leaders see each
 * member's status and score (never their answers, never an email).
 */

export const ASSIGNMENT_NOTE_MAX = 500;

/**
 * Where a member stands on an assignment, read from their attempt at its quiz (a quiz is taken once
 * ever, so an attempt from before the assignment counts). 'finished_late': ended after the due
 * instant. An attempt the member left, or the server ended at its deadline, is finished; a held or
 * voided one is finished with its score hidden (`underReview`, `score` null).
 */
export const ASSIGNMENT_STATUSES = ["not_started", "in_progress", "finished", "finished_late"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  finished: "Finished",
  finished_late: "Finished late",
};

export const ASSIGNMENT_MESSAGES = {
  duplicate: "This quiz is already assigned to the group.",
  dueInPast: "The due date has passed: choose today or a later day.",
  quizNotAssignable: "Only a published quiz can be assigned.",
  notFound: "Assignment not found.",
  sourceRequired: "Choose a quiz to assign.",
  alreadyReminded: "The members who had not started were already reminded of this assignment.",
} as const;

export const AssignmentGroupParamsSchema = z.strictObject({ id: RowIdParam });
export const AssignmentParamsSchema = z.strictObject({ id: RowIdParam, assignmentId: RowIdParam });
export type AssignmentParams = z.infer<typeof AssignmentParamsSchema>;

/**
 * What a leader sends. Exactly one source: a published quiz (`quizId`) or, later, a custom quiz
 * shared with the group (`customQuizId`). `dueDate` is a day in the group's zone (the assignment is
 * due at its end); today or later.
 */
export const AssignmentCreateSchema = z
  .strictObject({
    quizId: RowId.optional(),
    customQuizId: RowId.optional(),
    dueDate: calendarDate("Enter the due date as YYYY-MM-DD.").nullable().optional(),
    note: displayText("The note", ASSIGNMENT_NOTE_MAX, { lines: true }).optional(),
  })
  .refine((body) => (body.quizId === undefined) !== (body.customQuizId === undefined), { message: ASSIGNMENT_MESSAGES.sourceRequired, path: ["quizId"] });
export type AssignmentCreate = z.infer<typeof AssignmentCreateSchema>;

export const AssignmentQuizSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  questionCount: z.number().int(),
  /** 'quiz' for a published quiz, 'custom' for a custom quiz shared with the group. */
  kind: z.enum(["quiz", "custom"]),
});
export type AssignmentQuiz = z.infer<typeof AssignmentQuizSchema>;

/** What an assignment is, wherever it is shown. */
const AssignmentSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  quiz: AssignmentQuizSchema,
  note: z.string(),
  /** The due day (YYYY-MM-DD, the group's zone) and the instant it ends; null without a due date. */
  dueDate: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** The leader who assigned it (their chosen name); null once they left Berean. */
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
});

/** Finished, of how many current members of role 'member': 'Finished 3 of 12 members'. */
const AssignmentCountsSchema = z.object({ finished: z.number().int(), members: z.number().int() });

/** One assignment as a member of its group sees it, with the caller's own status. */
export const GroupAssignmentSchema = AssignmentSchema.extend({
  myStatus: z.enum(ASSIGNMENT_STATUSES),
  /** The caller's score once finished; null before, or while their result is under review. */
  myScore: z.number().int().nullable(),
  /** The caller's attempt at the quiz (its result page once ended, resume while in progress). */
  myAttemptId: z.number().int().nullable(),
  /** For leaders: how many current members have finished, of how many; null for members. */
  counts: AssignmentCountsSchema.nullable(),
});
export type GroupAssignment = z.infer<typeof GroupAssignmentSchema>;

export const GroupAssignmentResponseSchema = z.object({ assignment: GroupAssignmentSchema });
export type GroupAssignmentResponse = z.infer<typeof GroupAssignmentResponseSchema>;

export const GroupAssignmentListSchema = z.object({
  /** Newest first. */
  assignments: z.array(GroupAssignmentSchema),
  /** Whether the caller leads the group (may assign, delete and see the leader's view). */
  canManage: z.boolean(),
});
export type GroupAssignmentList = z.infer<typeof GroupAssignmentListSchema>;

/** One current member in the leader's view: their chosen name only, never an email or an answer. */
export const AssignmentResultRowSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  /** Their role in the group: the counts are of role 'member' (the people the assignment is for); leaders are listed beside them, marked. */
  role: z.enum(GROUP_ROLES),
  status: z.enum(ASSIGNMENT_STATUSES),
  /** null until finished, and while the result is held for review or voided. */
  score: z.number().int().nullable(),
  /** Held for review or voided: finished, the score not shown ('Under review'). */
  underReview: z.boolean(),
  secondsUsed: z.number().int().nullable(),
  finishedAt: z.string().nullable(),
});
export type AssignmentResultRow = z.infer<typeof AssignmentResultRowSchema>;

export const AssignmentResultsSchema = z.object({
  assignment: AssignmentSchema.extend({ groupName: z.string() }),
  /** Every current member, by name, leaders included. */
  rows: z.array(AssignmentResultRowSchema),
  counts: AssignmentCountsSchema,
  /** When a leader mailed the members who had not started ('Remind those who have not started'): once per assignment; null before. */
  remindedAt: z.string().nullable(),
});
export type AssignmentResults = z.infer<typeof AssignmentResultsSchema>;

/**
 * The per-question breakdown appears once this many members have finished: with fewer, a share or
 * a count of choices would be one member's own answers, and a member's answers stay theirs
 * (docs/architecture.md §4 'Groups').
 */
export const INSIGHT_MIN_FINISHED = 3;

/** How the group's finished attempts answered one question: asked in how many, right in how many, and the wrong option chosen most (stored order). */
export const QuestionTallySchema = z.object({
  asked: z.number().int(),
  right: z.number().int(),
  topWrong: z.object({ optionIndex: z.number().int().min(0).max(3), count: z.number().int() }).nullable(),
});
export type QuestionTally = z.infer<typeof QuestionTallySchema>;

/**
 * One question of the assigned quiz, in the quiz's order. Its key and how the group answered it go
 * out only where the one rule allows (mayDisclose, docs/architecture.md §4 'Sealed and open'): an
 * open question shows everything; a question of a quiz's pool or of the sealed supply is `held`,
 * with nothing of it but its place.
 */
export const AssignmentQuestionInsightSchema = z.discriminatedUnion("held", [
  z.object({ held: z.literal(true), position: z.number().int() }),
  z.object({
    held: z.literal(false),
    position: z.number().int(),
    questionId: z.number().int(),
    text: z.string(),
    /** In the stored order; `correctIndex` and `topWrong.optionIndex` point into it. */
    options: z.array(z.string()),
    correctIndex: z.number().int().min(0).max(3),
    reference: z.string().nullable(),
    /** The KJV text of the reference, when the bundled text has it. */
    verseText: z.string().nullable(),
    /** null until INSIGHT_MIN_FINISHED members have finished. */
    tally: QuestionTallySchema.nullable(),
  }),
]);
export type AssignmentQuestionInsight = z.infer<typeof AssignmentQuestionInsightSchema>;

export const AssignmentInsightSchema = z.object({
  /** Finished attempts counted (members of role 'member'; a result held for review or voided is left out). */
  finished: z.number().int(),
  questions: z.array(AssignmentQuestionInsightSchema),
});
export type AssignmentInsight = z.infer<typeof AssignmentInsightSchema>;

/** What 'Remind those who have not started' did: how many members had not started, and how many of them were mailed (the rest turned such mails off). */
export const AssignmentRemindedSchema = z.object({ notStarted: z.number().int(), reminded: z.number().int(), remindedAt: z.string() });
export type AssignmentReminded = z.infer<typeof AssignmentRemindedSchema>;

/** A row's role as the leader's view and the CSV write it. */
export const ASSIGNMENT_ROLE_LABELS: Record<(typeof GROUP_ROLES)[number], string> = { owner: "Owner", leader: "Leader", member: "Member" };

/** The CSV's columns, in order. */
export const ASSIGNMENT_CSV_COLUMNS = ["Name", "Role", "Status", "Score", "Seconds used", "Finished at"] as const;

/** An assignment on the member's dashboard and in My Quizzes: open ones, and ones they recently finished. */
export const MyAssignmentSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  quiz: AssignmentQuizSchema,
  note: z.string(),
  dueDate: z.string().nullable(),
  dueAt: z.string().nullable(),
  myStatus: z.enum(ASSIGNMENT_STATUSES),
  myScore: z.number().int().nullable(),
  myAttemptId: z.number().int().nullable(),
  /** Ended within the last 7 days: shown as done rather than to do. */
  recentlyFinished: z.boolean(),
  /**
   * For a free member: starting this quiz does not spend the free plan's quiz of the week, because a
   * group of theirs whose owner is Pro assigned it (the rule a start applies). False for Pro members,
   * and for custom quizzes, which never spend the week.
   */
  freeWeekExempt: z.boolean(),
});
export type MyAssignment = z.infer<typeof MyAssignmentSchema>;

export const MyAssignmentListSchema = z.object({
  /** Open ones first (the nearest due date first, undated last), then the recently finished. */
  assignments: z.array(MyAssignmentSchema),
});
export type MyAssignmentList = z.infer<typeof MyAssignmentListSchema>;

/** On an assigned attempt's result: the group it was assigned by. */
export const AssignedBySchema = z.object({ groupId: z.number().int(), groupName: z.string() });
export type AssignedBy = z.infer<typeof AssignedBySchema>;

/** The instant a due day ends in the group's zone: the next day's 00:00 there (a daylight-saving change moves the instant, never the local midnight). */
export function assignmentDueAt(dueDate: string, timeZone: string): Date {
  const [y, m, d] = dueDate.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, 0, timeZone).getTime());
}

/** Whether a due day is still open: today or later in the group's zone. */
export function isDueDateOpen(dueDate: string, timeZone: string, now: Date): boolean {
  return dueDate >= localDate(now, timeZone);
}
