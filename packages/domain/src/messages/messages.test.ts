/**
 * The texts the server and the shared validation write in English (scripts/server-strings.mjs)
 * each have their Spanish here, keyed by the English: an error a Spanish reader meets is in Spanish
 * (apps/api/src/i18n/localize-errors.ts; in the browser, the validation of a form: apps/web/src/i18n).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverStrings } from "../../../../scripts/server-strings.mjs";

const spanish = JSON.parse(readFileSync(new URL("es.json", import.meta.url), "utf8")) as Record<string, string>;

describe("the server's texts in Spanish", () => {
  const english: string[] = serverStrings();

  it("has every English text's Spanish, and none left over from a text that is gone", () => {
    expect(english.filter((text) => !(text in spanish))).toEqual([]);
    expect(Object.keys(spanish).filter((text) => !english.includes(text))).toEqual([]);
  });

  it("keeps each text's placeholders, and translates it", () => {
    for (const [text, translation] of Object.entries(spanish)) {
      expect(translation.match(/\{\w+\}/g) ?? [], text).toEqual(text.match(/\{\w+\}/g) ?? []);
      if (/\s/.test(text)) expect(translation, text).not.toBe(text);
    }
  });
});
