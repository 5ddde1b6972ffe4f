import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { dayOfYear, readingIndexFor, ReadingPlanEntrySchema, type Locale, type Reading, type ReadingPlanEntry } from "@berean/domain";
import { CONTENT_DIR } from "../../db/seed.ts";
import { passageVerses, translationFor } from "../../lib/scripture.ts";

/** Each language's plan (docs/architecture.md §9): the same passages, the reflections written in it. */
const FILES: Record<Locale, string> = { en: "reading-plan.json", es: "es/reading-plan.json" };
const plans = new Map<Locale, ReadingPlanEntry[]>();

/** A language's reading plan (content/reading-plan.json, content/es/reading-plan.json), read and validated once. */
export function readingPlan(locale: Locale = "en"): ReadingPlanEntry[] {
  let plan = plans.get(locale);
  if (!plan) {
    plan = z
      .array(ReadingPlanEntrySchema)
      .min(1)
      .parse(JSON.parse(readFileSync(join(CONTENT_DIR, FILES[locale]), "utf8")));
    plans.set(locale, plan);
  }
  return plan;
}

/** The longest day's reading: a whole chapter (Psalm 119 has 176 verses). */
const PLAN_MAX_VERSES = 176;

/** A plan entry's verses, looked up once per entry in the language's text (the KJV, the RV1909). */
const passages = new Map<string, Reading["verses"]>();

function passageOf(index: number, reference: string, locale: Locale): Reading["verses"] {
  const key = `${locale}|${index}`;
  let verses = passages.get(key);
  if (!verses) {
    const found = passageVerses(reference, PLAN_MAX_VERSES, translationFor(locale));
    // The plan is shipped content, checked by a test against the text; a bad entry is a bug, not a member's error.
    if (!found) throw new Error(`The reading plan cites a passage the ${translationFor(locale)} text does not have: ${reference}`);
    verses = found;
    passages.set(key, verses);
  }
  return verses;
}

/** Today's passage for a member: day N of the year in their time zone reads entry N mod the plan's length, with its text. */
export function readingFor(now: Date, timeZone: string, locale: Locale = "en"): Reading {
  const entries = readingPlan(locale);
  const index = readingIndexFor(dayOfYear(now, timeZone), entries.length);
  const entry = entries[index]!;
  return { index, ...entry, verses: passageOf(index, entry.reference, locale) };
}
