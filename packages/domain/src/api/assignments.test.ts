import { describe, expect, it } from "vitest";
import { AssignmentCreateSchema, assignmentDueAt, isDueDateOpen } from "./assignments.ts";

describe("an assignment's due day", () => {
  it("ends at the next midnight in the group's zone, across daylight-saving changes", () => {
    expect(assignmentDueAt("2026-11-25", "America/New_York").toISOString()).toBe("2026-11-26T05:00:00.000Z");
    // The night the clocks go forward in New York (2026-03-08): the day after still ends at local midnight.
    expect(assignmentDueAt("2026-03-07", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(assignmentDueAt("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(assignmentDueAt("2026-12-31", "Asia/Tokyo").toISOString()).toBe("2026-12-31T15:00:00.000Z");
  });

  it("is open while it is today or later in the group's zone", () => {
    const now = new Date("2026-11-25T16:00:00Z"); // already the 26th in Tokyo, still the 25th in New York
    expect(isDueDateOpen("2026-11-25", "Asia/Tokyo", now)).toBe(false);
    expect(isDueDateOpen("2026-11-26", "Asia/Tokyo", now)).toBe(true);
    expect(isDueDateOpen("2026-11-25", "America/New_York", now)).toBe(true);
  });
});

describe("what a leader sends", () => {
  it("names exactly one quiz", () => {
    expect(AssignmentCreateSchema.safeParse({ quizId: 1 }).success).toBe(true);
    expect(AssignmentCreateSchema.safeParse({ customQuizId: 1 }).success).toBe(true);
    expect(AssignmentCreateSchema.safeParse({}).success).toBe(false);
    expect(AssignmentCreateSchema.safeParse({ quizId: 1, customQuizId: 2 }).success).toBe(false);
    expect(AssignmentCreateSchema.safeParse({ quizId: 1, note: "x".repeat(501) }).success).toBe(false);
    expect(AssignmentCreateSchema.safeParse({ quizId: 1, dueDate: "2026-02-30" }).success).toBe(false);
  });
});
