/**
 * The Spanish bank (content/es/README.md): each question in the bank's schema with an 'es-' id, and
 * the checker against the Reina-Valera 1909 (scripts/check-questions-es.mjs) finding no error.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  BOOK_CATEGORIES,
  type ContentQuestion,
  ContentQuestionSchema,
  ContentQuizSchema,
  findBookBySlug,
  QUIZ_QUESTION_COUNT,
} from "@berean/domain";

const folder = fileURLToPath(new URL("questions/", import.meta.url));
const files = readdirSync(folder).filter((f) => f.endsWith(".json"));
const bank: ContentQuestion[] = files.flatMap((file) => (JSON.parse(readFileSync(`${folder}${file}`, "utf8")) as unknown[]).map((q) => ContentQuestionSchema.parse(q)));

/** Words that carry meaning, accents folded (the RV1909's 'á' and 'fué' match 'a' and 'fue'). */
const STOP = new Set(
  "el la los las un una unos unas lo al del de y e o u ni que en por para con sin sobre su sus se le les me te nos os mi mis tu tus es era fue son ser ha han habia como cuando donde quien que cual cuales cuanto cuantos cuantas no si pero mas este esta estos estas ese esa aquel aquella a todo todos toda todas segun dijo dice".split(" "),
);
const fold = (s: string) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const contentWords = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9n ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w));
const key = (q: ContentQuestion) => q.options[q.answer] ?? "";
const others = (q: ContentQuestion) => q.options.filter((_, i) => i !== q.answer);
const share = (n: number) => n / bank.length;
/** God named in an option: the key must never be the only one that does. */
const DIVINE = /\b(dios|jehova|senor|jesus|cristo|mesias|espiritu santo|espiritu de dios|hijo de dios|hijo del hombre|altisimo|angel de jehova)\b/;

describe("the Spanish bank", () => {
  it("holds questions in the bank's shape, each file one book's", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const questions = JSON.parse(readFileSync(`${folder}${file}`, "utf8")) as unknown[];
      expect(questions.length, file).toBeGreaterThan(0);
      for (const raw of questions) {
        const q = ContentQuestionSchema.parse(raw);
        expect(q.id, file).toMatch(/^es-/);
        expect(findBookBySlug(q.book)?.slug, q.id).toBe(file.replace(/\.json$/, ""));
      }
    }
  });

  it("gives nothing away: key lengths, God in the key, words of the stem (content/README.md 'No giveaways')", () => {
    const long = bank.filter((q) => others(q).every((o) => key(q).trim().length >= 1.5 * o.trim().length));
    const longest = bank.filter((q) => others(q).every((o) => key(q).trim().length > o.trim().length));
    expect(share(long.length), long.map((q) => q.id).join(", ")).toBeLessThanOrEqual(0.02);
    expect(share(longest.length)).toBeLessThanOrEqual(0.28);
    const godOnlyKey = bank.filter((q) => DIVINE.test(fold(key(q))) && !others(q).some((o) => DIVINE.test(fold(o))));
    expect(godOnlyKey.map((q) => q.id)).toEqual([]);
    const stemHoldsKey = bank.filter((q) => {
      const words = contentWords(key(q));
      const stem = new Set(contentWords(q.question));
      return words.length > 0 && words.every((w) => stem.has(w));
    });
    expect(stemHoldsKey.map((q) => q.id)).toEqual([]);
    const echoes = bank.filter((q) => {
      const stem = new Set(contentWords(q.question));
      const rest = new Set(others(q).flatMap(contentWords));
      return contentWords(key(q)).some((w) => w.length >= 3 && stem.has(w) && !rest.has(w));
    });
    expect(echoes.map((q) => q.id)).toEqual([]);
  });

  it("writes today's Spanish around the quotations, and closes every question it opens", () => {
    // The RV1909's 'á', 'fué' and 'dió' inside «…» only (and in a 'finish' question's options, which go on a quotation).
    const OLD_SPELLING = /(^|[\s¿¡("“])(á|dió|vió|fué|fuí)(?=[\s,.;:?!)"”]|$)/i;
    const outsideQuotes = (t: string) => t.replace(/«[^»]*»/g, "");
    const old = bank.filter((q) => [q.question, q.explanation, ...(q.kind === "finish" ? [] : q.options)].some((t) => OLD_SPELLING.test(outsideQuotes(t))));
    expect(old.map((q) => q.id)).toEqual([]);
    // A 'finish' question's quotation stops where its options go on, question mark and all.
    const unbalanced = bank.filter((q) => q.kind !== "finish" && (q.question.match(/¿/g) ?? []).length !== (q.question.match(/\?/g) ?? []).length);
    expect(unbalanced.map((q) => q.id)).toEqual([]);
  });

  it("asks at every level and of every kind in the English bank's shares", () => {
    const count = (f: (q: ContentQuestion) => boolean) => share(bank.filter(f).length);
    expect(count((q) => q.difficulty === "easy")).toBeGreaterThan(0.18);
    expect(count((q) => q.difficulty === "medium")).toBeGreaterThan(0.3);
    expect(count((q) => q.difficulty === "hard")).toBeGreaterThan(0.12);
    expect(count((q) => q.kind === "speaker")).toBeGreaterThanOrEqual(0.08);
    expect(count((q) => q.kind === "finish")).toBeGreaterThanOrEqual(0.08);
    expect(count((q) => q.kind === "locate")).toBeGreaterThanOrEqual(0.05);
    expect(count((q) => q.kind === "sequence" || q.kind === "reason")).toBeGreaterThanOrEqual(0.1);
    expect(count((q) => q.kind === "number")).toBeGreaterThanOrEqual(0.03);
    expect(count((q) => q.kind === "place")).toBeGreaterThanOrEqual(0.03);
  });

  it("checks against the Reina-Valera 1909 with no error", () => {
    const checker = fileURLToPath(new URL("../../scripts/check-questions-es.mjs", import.meta.url));
    const summary = JSON.parse(execFileSync(process.execPath, [checker, folder, "--json"], { encoding: "utf8" })) as { errors: number; questions: number };
    expect(summary.errors).toBe(0);
  });
});

describe("the Spanish quizzes (content/es/quizzes.json)", () => {
  const quizzes = (JSON.parse(readFileSync(fileURLToPath(new URL("quizzes.json", import.meta.url)), "utf8")) as unknown[]).map((q) => ContentQuizSchema.parse(q));
  const byId = new Map(bank.map((q) => [q.id, q]));

  it("the six featured books and one quiz for each group of books, Spanish titles, 'es-' ids", () => {
    expect(quizzes.filter((q) => q.featured).map((q) => q.book)).toEqual(["genesis", "matthew", "psalms", "acts", "revelation", "proverbs"]);
    // Acts and Revelation are groups of one book, each its own featured quiz.
    const groups = BOOK_CATEGORIES.filter((category) => category !== "Acts" && category !== "Apocalyptic");
    const grouped = quizzes.filter((q) => !q.featured);
    expect(grouped).toHaveLength(groups.length);
    for (const [i, category] of groups.entries()) {
      const books = new Set(grouped[i]!.questions.map((id) => findBookBySlug(byId.get(id)!.book)!.category));
      expect([...books], grouped[i]!.id).toEqual([category]);
    }
    for (const quiz of quizzes) {
      expect(quiz.id).toMatch(/^es-/);
      expect(quiz.title).toMatch(/^Cuestionario /);
    }
  });

  it("each pool holds at least a quiz's questions, all of the Spanish bank, each question in one pool only, and leaves every book open questions to show", () => {
    const seen = new Set<string>();
    for (const quiz of quizzes) {
      expect(quiz.questions.length, quiz.id).toBeGreaterThanOrEqual(QUIZ_QUESTION_COUNT);
      for (const id of quiz.questions) {
        expect(byId.has(id), `${quiz.id}: ${id}`).toBe(true);
        expect(seen.has(id), `${id} in two pools`).toBe(false);
        seen.add(id);
      }
      if (quiz.book) expect(quiz.questions.every((id) => byId.get(id)!.book === quiz.book)).toBe(true);
    }
    // A book page shows open questions only (docs/architecture.md §4 'Sealed and open'): a third stays open at least.
    for (const file of files) {
      const book = file.replace(/\.json$/, "");
      const all = bank.filter((q) => q.book === book);
      expect(all.filter((q) => !seen.has(q.id)).length / all.length, book).toBeGreaterThanOrEqual(1 / 3);
    }
  });
});

