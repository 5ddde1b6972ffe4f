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
  invisible: (what: string) => `${what} may not contain invisible characters.`,
  mixedAlphabets: (what: string) => `${what} may not mix letters of different alphabets in one word.`,
} as const;

/** Whether a string is well-formed UTF-16: no surrogate without its partner. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Whether text shows everything it holds: no control, format or private-use character (line breaks allowed with `lines`). */
export function isVisibleText(text: string, options: { lines?: boolean } = {}): boolean {
  return !(options.lines ? HIDDEN_IN_LINES : HIDDEN_IN_A_LINE).test(text);
}

/**
 * What a name shown to others may not hold besides (docs/security.md 68): a Default_Ignorable_Code_Point
 * (the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0,
 * variation selectors…), which displays as nothing or as a blank, and the blank Braille pattern
 * U+2800. The emoji presentation selectors U+FE0E and U+FE0F stay allowed right after an emoji
 * ('❤️' is U+2764 U+FE0F).
 */
const INVISIBLE_IN_A_NAME = /(?![\uFE0E\uFE0F])\p{Default_Ignorable_Code_Point}|(?<!\p{Emoji})[\uFE0E\uFE0F]|\u2800/u;

/** Whether a name holds a character that shows as nothing or as a blank (see INVISIBLE_IN_A_NAME). */
export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE_IN_A_NAME.test(text);
}

/**
 * The scripts recommended for identifiers (UTS #31 table 4), each a writing of its own but for Han,
 * written beside Hiragana and Katakana (Japanese), Hangul (Korean) and Bopomofo (Chinese): UTS #39's
 * augmented script sets. A letter of any other script counts as 'other'; Common and Inherited
 * characters (digits, punctuation, spaces, most combining marks) count as none.
 */
const RECOMMENDED_SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Georgian",
  "Hebrew",
  "Arabic",
  "Thaana",
  "Ethiopic",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Khmer",
  "Sinhala",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Bopomofo",
];
const WRITINGS_OF_SCRIPT: Record<string, readonly string[]> = {
  Han: ["Japanese", "Korean", "Chinese"],
  Hiragana: ["Japanese"],
  Katakana: ["Japanese"],
  Hangul: ["Korean"],
  Bopomofo: ["Chinese"],
};
/** One group per recommended script, then any other script's letter, mark or digit. */
const LETTER_SCRIPT = new RegExp(
  `${RECOMMENDED_SCRIPTS.map((name) => `(\\p{Script=${name}})`).join("|")}|(?![\\p{Script=Common}\\p{Script=Inherited}])[\\p{L}\\p{M}\\p{N}]`,
  "gu",
);

/** The writings each letter of a word may belong to. */
function writingsOf(word: string): Array<readonly string[]> {
  return [...word.matchAll(LETTER_SCRIPT)].map((match) => {
    const script = RECOMMENDED_SCRIPTS[match.findIndex((cell, index) => index > 0 && cell !== undefined) - 1];
    return script === undefined ? ["other"] : (WRITINGS_OF_SCRIPT[script] ?? [script]);
  });
}

/** The writings every letter shares: UTS #39's resolved script set; none when they mix. */
const sharedWritings = (letters: Array<readonly string[]>): string[] =>
  letters.reduce<string[]>((shared, writings) => shared.filter((w) => writings.includes(w)), letters[0] ? [...letters[0]] : ["any"]);

/**
 * Whether a word of a name mixes alphabets as a spoofer does ('Аdmin' with a Cyrillic А): UTS #39's
 * 'Moderately Restrictive' level, word by word so that 'Ivan Иван' stays a name. A word is of one
 * script, or Latin beside one other recommended script except Cyrillic and Greek, whose letters pass
 * for Latin ones ('Tシャツ' is a word; 'Аdmin', 'Аdmιn' and 'Ꭺdmin' with a Cherokee Ꭺ are not).
 */
export function mixesAlphabets(text: string): boolean {
  return text.split(/\s+/u).some((word) => {
    const letters = writingsOf(word);
    if (sharedWritings(letters).length > 0) return false;
    const besideLatin = sharedWritings(letters.filter((writings) => !writings.includes("Latin")));
    return besideLatin.length === 0 || besideLatin.some((w) => w === "Cyrillic" || w === "Greek" || w === "other");
  });
}

export interface DisplayTextOptions {
  /** A textarea's text: line breaks ("\n") allowed. */
  lines?: boolean;
  /** The message when the text is longer than `max` (by default '<what> is at most <max> characters.'). */
  tooLong?: string;
  /**
   * A name shown to others (a game's nickname, a group's name, a member's name on the boards and
   * certificates): also no invisible character and no word mixing alphabets (docs/security.md 68).
   */
  name?: boolean;
}

/**
 * A field of text people see, trimmed: `what` names it in the messages ('The question', 'Full
 * name'). Add `.min()` where the field is required.
 */
export function displayText(what: string, max: number, options: DisplayTextOptions = {}) {
  const text = z
    .string()
    .trim()
    .max(max, options.tooLong ?? TEXT_MESSAGES.tooLong(what, max))
    .refine(isWellFormedText, TEXT_MESSAGES.malformed(what))
    .refine((text) => !isWellFormedText(text) || isVisibleText(text, options), options.lines ? TEXT_MESSAGES.hidden(what) : TEXT_MESSAGES.hiddenInLine(what));
  if (!options.name) return text;
  // One message at a time: the name rules speak only once the text is well formed and visible.
  const shown = (name: string) => isWellFormedText(name) && isVisibleText(name, options);
  return text
    .refine((name) => !shown(name) || !hasInvisibleCharacter(name), TEXT_MESSAGES.invisible(what))
    .refine((name) => !shown(name) || hasInvisibleCharacter(name) || !mixesAlphabets(name), TEXT_MESSAGES.mixedAlphabets(what));
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
