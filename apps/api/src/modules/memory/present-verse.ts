import { MEMORY_STEPS, type MemoryList, type MemoryVerse } from "@berean/domain";
import { AppError } from "../../lib/errors.ts";
import { memoryVerseText, type ListedVerse } from "./verse-list.ts";

/** A member's progress with one verse, as memory_progress keeps it. */
export interface VerseProgress {
  stepsDone: number;
  learntAt: Date | null;
}

type VerseSummary = MemoryList["verses"][number];

/** A verse of the list with the member's progress; a learnt verse shows its card's next review. */
export function presentSummary(verse: ListedVerse, progress: VerseProgress | undefined, due: Date | undefined): VerseSummary {
  const learnt = progress?.learntAt != null;
  return {
    slug: verse.slug,
    reference: verse.reference,
    title: verse.title,
    stepsDone: Math.min(progress?.stepsDone ?? 0, MEMORY_STEPS.length),
    learnt,
    nextDueAt: learnt && due ? due.toISOString() : null,
  };
}

/** The verse to learn: its summary and its KJV text. */
export function presentVerse(verse: ListedVerse, progress: VerseProgress | undefined, due: Date | undefined): MemoryVerse {
  const text = memoryVerseText(verse.reference, verse.locale);
  // The list is shipped content, each verse found in the text by the content test: a miss is a bug.
  if (text === null) throw new AppError(500, "INTERNAL", `The memory verses cite a passage the KJV does not have: ${verse.reference}`);
  return { ...presentSummary(verse, progress, due), text };
}
