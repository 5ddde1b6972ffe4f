/**
 * The Spanish bank (content/es/README.md): each question in the bank's schema with an 'es-' id, and
 * the checker against the Reina-Valera 1909 (scripts/check-questions-es.mjs) finding no error.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ContentQuestionSchema, findBookBySlug } from "@berean/domain";

const folder = fileURLToPath(new URL("questions/", import.meta.url));
const files = readdirSync(folder).filter((f) => f.endsWith(".json"));

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

  it("checks against the Reina-Valera 1909 with no error", () => {
    const checker = fileURLToPath(new URL("../../scripts/check-questions-es.mjs", import.meta.url));
    const summary = JSON.parse(execFileSync(process.execPath, [checker, folder, "--json"], { encoding: "utf8" })) as { errors: number; questions: number };
    expect(summary.errors).toBe(0);
  });
});
