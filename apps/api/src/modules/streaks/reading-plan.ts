import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { dayOfYear, readingIndexFor, ReadingPlanEntrySchema, type Reading, type ReadingPlanEntry } from "@berean/domain";
import { CONTENT_DIR } from "../../db/seed.ts";

let plan: ReadingPlanEntry[] | undefined;

/** content/reading-plan.json, read and validated once. */
export function readingPlan(): ReadingPlanEntry[] {
  plan ??= z.array(ReadingPlanEntrySchema).min(1).parse(JSON.parse(readFileSync(join(CONTENT_DIR, "reading-plan.json"), "utf8")));
  return plan;
}

/** Today's passage for a member: day N of the year in their time zone reads entry N mod the plan's length. */
export function readingFor(now: Date, timeZone: string): Reading {
  const entries = readingPlan();
  const index = readingIndexFor(dayOfYear(now, timeZone), entries.length);
  return { index, ...entries[index]! };
}
