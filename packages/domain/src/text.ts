import { z } from "zod";

/**
 * The one rule for text that people see (docs/security.md 41 and 32): names, titles, descriptions,
 * questions, options, explanations, references, reasons and notes. It must be well-formed Unicode
 * (a lone UTF-16 surrogate cannot be stored as text or JSON: PostgreSQL refuses it), and it may not
 * hold characters a reader cannot see that change what the text around them shows: control
 * characters (Cc: NUL, escapes, line breaks where one line is expected), format characters (Cf:
 * bidi overrides such as U+202E, zero-width spaces and joiners, the soft hyphen), private-use
 * characters (Co) and the Unicode line and paragraph separators. Its length is bounded by each field.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const HIDDEN_IN_A_LINE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;
/** A text of several lines (a textarea) may break lines with "\n"; every other control character stays out. */
const HIDDEN_IN_LINES = /(?!\n)\p{Cc}|[\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;

export const TEXT_MESSAGES = {
  malformed: (what: string) => `${what} must be valid Unicode text.`,
  hidden: (what: string) => `${what} may not contain control, invisible formatting or private-use characters.`,
  hiddenInLine: (what: string) => `${what} must be one line, without control, invisible formatting or private-use characters.`,
  tooLong: (what: string, max: number) => `${what} is at most ${max.toLocaleString("en-US")} characters.`,
} as const;

/** Whether a string is well-formed UTF-16: no surrogate without its partner. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Whether text shows everything it holds: no control, format or private-use character (line breaks allowed with `lines`). */
export function isVisibleText(text: string, options: { lines?: boolean } = {}): boolean {
  return !(options.lines ? HIDDEN_IN_LINES : HIDDEN_IN_A_LINE).test(text);
}

export interface DisplayTextOptions {
  /** A textarea's text: line breaks ("\n") allowed. */
  lines?: boolean;
  /** The message when the text is longer than `max` (by default '<what> is at most <max> characters.'). */
  tooLong?: string;
}

/**
 * A field of text people see, trimmed: `what` names it in the messages ('The question', 'Full
 * name'). Add `.min()` where the field is required.
 */
export function displayText(what: string, max: number, options: DisplayTextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, options.tooLong ?? TEXT_MESSAGES.tooLong(what, max))
    .refine(isWellFormedText, TEXT_MESSAGES.malformed(what))
    .refine((text) => !isWellFormedText(text) || isVisibleText(text, options), options.lines ? TEXT_MESSAGES.hidden(what) : TEXT_MESSAGES.hiddenInLine(what));
}

/** Dates people enter (a competition's days) lie in these years: anything else is a typing slip. */
export const MIN_DATE_YEAR = 2000;
export const MAX_DATE_YEAR = 2100;

/** A calendar date `YYYY-MM-DD` from MIN_DATE_YEAR to MAX_DATE_YEAR. */
export function calendarDate(message: string) {
  return z.iso.date(message).refine((date) => {
    const year = Number(date.slice(0, 4));
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
  }, `Choose a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}.`);
}
