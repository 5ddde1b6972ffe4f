import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { dayOfYear, readingIndexFor, ReadingPlanEntrySchema, type Reading, type ReadingPlanEntry } from "@berean/domain";
import { CONTENT_DIR } from "../../db/seed.ts";
import { passageVerses } from "../../lib/scripture.ts";

let plan: ReadingPlanEntry[] | undefined;

/** content/reading-plan.json, read and validated once. */
export function readingPlan(): ReadingPlanEntry[] {
  plan ??= z
    .array(ReadingPlanEntrySchema)
    .min(1)
    .parse(JSON.parse(readFileSync(join(CONTENT_DIR, "reading-plan.json"), "utf8")));
  return plan;
}

/** The longest day's reading: a whole chapter (Psalm 119 has 176 verses). */
const PLAN_MAX_VERSES = 176;

/** A plan entry's verses, looked up in the bundled KJV once per entry. */
const passages = new Map<number, Reading["verses"]>();

function passageOf(index: number, reference: string): Reading["verses"] {
  let verses = passages.get(index);
  if (!verses) {
    const found = passageVerses(reference, PLAN_MAX_VERSES);
    // The plan is shipped content, checked by a test against the text; a bad entry is a bug, not a member's error.
    if (!found) throw new Error(`The reading plan cites a passage the KJV does not have: ${reference}`);
    verses = found;
    passages.set(index, verses);
  }
  return verses;
}

/** Today's passage for a member: day N of the year in their time zone reads entry N mod the plan's length, with its text. */
export function readingFor(now: Date, timeZone: string): Reading {
  const entries = readingPlan();
  const index = readingIndexFor(dayOfYear(now, timeZone), entries.length);
  const entry = entries[index]!;
  return { index, ...entry, verses: passageOf(index, entry.reference) };
}
