import { and, eq } from "drizzle-orm";
import { compareWords, MEMORY_STEPS, STUDY_MESSAGES, type MemoryStep, type MemoryStepResult } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { memoryProgress } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";
import { addVerseCard, verseCardDues } from "../review/service.ts";
import { countStudyDay } from "../streaks/service.ts";
import { presentVerse } from "./present-verse.ts";
import { requireMemoryVerse } from "./read-memory.ts";
import { memoryVerseText } from "./verse-list.ts";

/**
 * A step's attempt (docs/architecture.md §4 'Study'). 'read' always passes; 'fill', 'letters' and
 * 'whole' send the verse as the member completed it, checked word by word. A step may be tried once
 * every earlier one is passed, and an earlier one repeated at will; the verse keeps the highest step
 * passed. Passing the last makes it learnt and adds it to the review deck. Every attempt, passed or
 * not, is a study day for the streak.
 */
export async function recordMemoryStep(
  db: Db,
  member: Pick<Member, "id" | "timezone" | "locale">,
  slug: string,
  attempt: { step: MemoryStep; typed: string },
  now: Date,
): Promise<MemoryStepResult> {
  const verse = requireMemoryVerse(slug, member.locale);
  const text = memoryVerseText(verse.reference, verse.locale) ?? "";
  const stepNumber = MEMORY_STEPS.indexOf(attempt.step) + 1;
  const check = attempt.step === "read" ? { passed: true, diff: [] } : compareWords(text, attempt.typed);
  const mine = and(eq(memoryProgress.userId, member.id), eq(memoryProgress.verseRef, verse.reference));

  return db.transaction(async (tx) => {
    // The row is locked so that two steps sent at once cannot both read the old progress.
    await tx.insert(memoryProgress).values({ userId: member.id, verseRef: verse.reference }).onConflictDoNothing();
    const [row] = await tx.select({ stepsDone: memoryProgress.stepsDone, learntAt: memoryProgress.learntAt }).from(memoryProgress).where(mine).for("update");
    let progress = row!;
    if (stepNumber > progress.stepsDone + 1) throw conflict("STEP_OUT_OF_ORDER", STUDY_MESSAGES.stepOutOfOrder);

    if (check.passed && stepNumber > progress.stepsDone) {
      const learnt = stepNumber === MEMORY_STEPS.length;
      progress = { stepsDone: stepNumber, learntAt: learnt ? (progress.learntAt ?? now) : progress.learntAt };
      await tx
        .update(memoryProgress)
        .set({ ...progress, updatedAt: now })
        .where(mine);
      if (learnt) await addVerseCard(tx, member.id, verse.reference, now);
    }
    await countStudyDay(tx, member, now);

    const due = progress.learntAt ? (await verseCardDues(tx, member.id)).get(verse.reference) : undefined;
    return { passed: check.passed, diff: check.diff, verse: presentVerse(verse, progress, due) };
  });
}
