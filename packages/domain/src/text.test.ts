import { describe, expect, it } from "vitest";
import { calendarDate, displayText, isVisibleText, isWellFormedText } from "./text.ts";

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
    for (const text of ["evil\u202Etxt", "a\u200Bb", "a\u200Db", "\u2066x\u2069", "soft\u00ADhyphen", "b\uFEFFom", "nul\u0000", "bell\u0007", "esc\u001b[31m", "c1\u0085", "\uE000private", "line\u2028sep"]) {
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

describe("calendar dates", () => {
  const date = calendarDate("Use a date like 2026-12-05.");
  it("takes the years 2000 to 2100", () => {
    for (const text of ["2000-01-01", "2026-12-05", "2100-12-31"]) expect(date.safeParse(text).success, text).toBe(true);
  });
  it("refuses year 0000, 1999, 2101 and what is not a date", () => {
    for (const text of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31", "2026-02-30", "tomorrow"]) expect(date.safeParse(text).success, text).toBe(false);
    expect(date.safeParse("0000-01-01").error?.issues[0]?.message).toBe("Choose a date between 2000 and 2100.");
  });
});
