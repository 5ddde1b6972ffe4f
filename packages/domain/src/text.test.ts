import { describe, expect, it } from "vitest";
import { calendarDate, displayText, hasInvisibleCharacter, isVisibleText, isWellFormedText, mixesAlphabets } from "./text.ts";

describe("the display-text rule", () => {
  const title = displayText("The title", 20);
  const description = displayText("The description", 200, { lines: true });

  it("takes letters of every script, marks, punctuation, symbols and emoji", () => {
    for (const text of ["Acts 2:1–4", "Ἰησοῦς Χριστός", "בְּרֵאשִׁית", "Café “Berea” 👍", "Zoë's quiz ✝️"]) expect(title.safeParse(text).success, text).toBe(true);
  });

  it("refuses a lone surrogate, with its own message", () => {
    for (const text of ["\ud800", "a\udfffb", "\ud83d"]) {
      const result = title.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("The title must be valid Unicode text.");
    }
    expect(isWellFormedText("👍")).toBe(true);
  });

  it("refuses bidi overrides, zero-width and other format characters, control and private-use characters", () => {
    for (const text of [
      "evil\u202Etxt",
      "a\u200Bb",
      "a\u200Db",
      "\u2066x\u2069",
      "soft\u00ADhyphen",
      "b\uFEFFom",
      "nul\u0000",
      "bell\u0007",
      "esc\u001b[31m",
      "c1\u0085",
      "\uE000private",
      "line\u2028sep",
    ]) {
      const result = title.safeParse(text);
      expect(result.success, JSON.stringify(text)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/control, invisible formatting or private-use/);
    }
  });

  it("a one-line field refuses line breaks; a textarea's field takes \\n and nothing else", () => {
    expect(title.safeParse("two\nlines").success).toBe(false);
    expect(description.safeParse("two\nlines").success).toBe(true);
    expect(description.safeParse("carriage\rreturn").success).toBe(false);
    expect(description.safeParse("tab\there").success).toBe(false);
    expect(isVisibleText("a\nb", { lines: true })).toBe(true);
  });

  it("is bounded in length and trimmed", () => {
    expect(title.safeParse("x".repeat(21)).error?.issues[0]?.message).toBe("The title is at most 20 characters.");
    expect(title.parse("  Berea  ")).toBe("Berea");
    expect(displayText("The title", 2000).safeParse("x".repeat(2001)).error?.issues[0]?.message).toBe("The title is at most 2,000 characters.");
  });
});

describe("names shown to others (docs/security.md 68)", () => {
  const nickname = displayText("Nickname", 24, { name: true });
  const message = (text: string) => nickname.safeParse(text).error?.issues.map((issue) => issue.message);

  it("takes names in any one script, accents, digits, punctuation and emoji", () => {
    for (const text of [
      "Admin",
      "Zoë",
      "José-María O'Neil",
      "Ruth 2",
      "Иван",
      "Αλέξανδρος",
      "Ἰησοῦς",
      "בְּרֵאשִׁית",
      "محمد",
      "日本語テキスト",
      "한국어",
      "ᏣᎳᎩ",
      "Ivan Иван",
      "Tシャツ",
      "Ruth ❤️",
      "1️⃣ Ruth",
      "👍",
    ]) {
      expect(nickname.safeParse(text).success, text).toBe(true);
    }
  });

  it("refuses a Hangul filler, the combining grapheme joiner and other ignorable or blank characters", () => {
    for (const text of ["\u3164", "a\u034Fb", "\u115F", "x\u1160", "\uFFA0Ruth", "a\u2800b", "Ruth\uFE0F", "Ruth\u180Bx", "Khmer\u17B4"]) {
      expect(message(text), JSON.stringify(text)).toEqual(["Nickname may not contain invisible characters."]);
    }
    expect(hasInvisibleCharacter("❤\uFE0F")).toBe(false);
  });

  it("refuses a word that mixes Latin with Cyrillic, Greek or a script that passes for Latin", () => {
    for (const text of ["\u0410dmin", "Adm\u03B9n", "\u13AAdmin", "Мария-Anne", "Deborah \u0420aul"]) {
      expect(message(text), text).toEqual(["Nickname may not mix letters of different alphabets in one word."]);
    }
  });

  it("counts scripts word by word, and not digits, punctuation or combining marks", () => {
    expect(mixesAlphabets("Ivan Иван")).toBe(false);
    expect(mixesAlphabets("Иван2")).toBe(false);
    expect(mixesAlphabets("Ivan/Иван")).toBe(true);
    expect(mixesAlphabets("Пётр")).toBe(false);
  });

  it("gives one message at a time: a bidi override is told as before", () => {
    expect(message("Eve\u202Egnp")).toEqual(["Nickname must be one line, without control, invisible formatting or private-use characters."]);
  });

  it("leaves other texts as they were: a title may hold a variation selector or mixed alphabets", () => {
    const title = displayText("The title", 40);
    expect(title.safeParse("Ruth\uFE0F \u0410dmin").success).toBe(true);
  });
});

describe("calendar dates", () => {
  const date = calendarDate("Use a date like 2026-12-05.");
  it("takes the years 2000 to 2100", () => {
    for (const text of ["2000-01-01", "2026-12-05", "2100-12-31"]) expect(date.safeParse(text).success, text).toBe(true);
  });
  it("refuses year 0000, 1999, 2101 and what is not a date", () => {
    for (const text of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31", "2026-02-30", "tomorrow"])
      expect(date.safeParse(text).success, text).toBe(false);
    expect(date.safeParse("0000-01-01").error?.issues[0]?.message).toBe("Choose a date between 2000 and 2100.");
  });
});
