import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { ContentPackSchema, findBookBySlug, PackNameSchema, type ContentQuestion, type PackImportResult } from "@berean/domain";
import type { Db, Tx } from "../../db/client.ts";
import { question } from "../../db/schema.ts";
import { badRequest } from "../../lib/errors.ts";
import { verseText } from "../../lib/scripture.ts";

/*
 * Sealed packs (docs/architecture.md §4 'Sealed and open', 'Running Berean'): the supply of the
 * Saturday event and of competitions, which the repository does not hold. A pack is the bank's own
 * JSON shape; an operator writes it, checks it against the KJV text, and imports it: through the
 * admins' upload (POST /api/admin/question-packs) or as a file in SEALED_PACKS_DIR, read at every
 * start. Its questions go in sealed, named by the pack. Importing again is safe: a question is
 * known by its id (content_key); one of the same pack takes the pack's new wording, one the bank
 * or another pack already holds is left alone and reported. Nothing already in the database is
 * ever sealed by an import: it may have been shown.
 */

const BATCH = 200;

/** The first problems of a pack's questions, as '#3 genesis-x: reason' lines; empty when all are sound. */
function problemsOf(questions: readonly ContentQuestion[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [i, q] of questions.entries()) {
    const at = `#${i + 1} ${q.id}`;
    if (seen.has(q.id)) problems.push(`${at}: the id appears twice in the pack`);
    seen.add(q.id);
    if (!findBookBySlug(q.book)) problems.push(`${at}: unknown book '${q.book}'`);
    for (const ref of [q.reference, ...(q.references ?? [])])
      if (verseText(ref) === null) problems.push(`${at}: '${ref}' is not a passage of the King James text`);
    if (new Set(q.options.map((o) => o.trim().toLowerCase())).size < 4) problems.push(`${at}: two options are the same`);
  }
  return problems;
}

/** Parses a pack's JSON text (the bank's shape), or throws a 400 naming what is wrong. */
export function parsePack(name: string, json: unknown): ContentQuestion[] {
  const named = PackNameSchema.safeParse(name);
  if (!named.success) throw badRequest(named.error.issues[0]!.message, { name: named.error.issues[0]!.message });
  const parsed = ContentPackSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = `Not a pack in the bank's shape: ${issue.path.length ? `question #${Number(issue.path[0]) + 1}, ${issue.path.slice(1).join(".") || "the question"}: ` : ""}${issue.message}`;
    throw badRequest(message, { file: message });
  }
  const problems = problemsOf(parsed.data);
  if (problems.length) {
    const message = `The pack has ${problems.length} problem${problems.length === 1 ? "" : "s"}: ${problems.slice(0, 5).join("; ")}${problems.length > 5 ? "; …" : ""}`;
    throw badRequest(message, { file: message });
  }
  return parsed.data;
}

/** A content question (the bank's files, a pack) as a row of the question table. */
export const questionRow = (q: ContentQuestion) => ({
  contentKey: q.id,
  question: q.question,
  optionA: q.options[0]!,
  optionB: q.options[1]!,
  optionC: q.options[2]!,
  optionD: q.options[3]!,
  correctIndex: q.answer,
  book: q.book,
  topics: q.topics,
  difficulty: q.difficulty,
  reference: q.reference,
  // The passages cited beyond `reference` (docs/architecture.md §5 'Content').
  furtherReferences: (q.references ?? []).filter((r) => r !== q.reference),
  explanation: q.explanation,
  locale: q.locale ?? "en",
});

/** What a question of the same content key takes from its new wording (on conflict). */
export const REWORDED = {
  question: sql`excluded.question`,
  optionA: sql`excluded.option_a`,
  optionB: sql`excluded.option_b`,
  optionC: sql`excluded.option_c`,
  optionD: sql`excluded.option_d`,
  correctIndex: sql`excluded.correct_index`,
  book: sql`excluded.book`,
  topics: sql`excluded.topics`,
  difficulty: sql`excluded.difficulty`,
  reference: sql`excluded.reference`,
  furtherReferences: sql`excluded.further_references`,
  explanation: sql`excluded.explanation`,
};

/** Imports a parsed pack in the caller's transaction: new questions sealed under `pack`, the pack's own ones reworded where their wording changed (`updated`), others left alone. */
export async function importPack(tx: Tx, pack: string, questions: readonly ContentQuestion[]): Promise<PackImportResult> {
  const existing = new Map<string, string | null>();
  const ids = questions.map((q) => q.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await tx
      .select({ key: question.contentKey, pack: question.pack })
      .from(question)
      .where(inArray(question.contentKey, ids.slice(i, i + 1000)));
    for (const r of rows) if (r.key) existing.set(r.key, r.pack);
  }
  const fresh = questions.filter((q) => !existing.has(q.id));
  const own = questions.filter((q) => existing.has(q.id) && existing.get(q.id) === pack);
  const elsewhere = questions.filter((q) => existing.has(q.id) && existing.get(q.id) !== pack).map((q) => q.id);
  for (let i = 0; i < fresh.length; i += BATCH)
    await tx.insert(question).values(fresh.slice(i, i + BATCH).map((q) => ({ ...questionRow(q), sealed: true, pack })));
  // Only a question whose wording changed is written: every instance imports SEALED_PACKS_DIR at
  // its start, and a rolling restart during the Saturday event should not rewrite the supply.
  let updated = 0;
  for (let i = 0; i < own.length; i += BATCH) {
    const rows = await tx
      .insert(question)
      .values(own.slice(i, i + BATCH).map(questionRow))
      .onConflictDoUpdate({
        target: question.contentKey,
        set: REWORDED,
        setWhere: sql`(${question.question}, ${question.optionA}, ${question.optionB}, ${question.optionC}, ${question.optionD}, ${question.correctIndex}, ${question.book}, ${question.topics}, ${question.difficulty}, ${question.reference}, ${question.furtherReferences}, ${question.explanation})
          is distinct from (excluded.question, excluded.option_a, excluded.option_b, excluded.option_c, excluded.option_d, excluded.correct_index, excluded.book, excluded.topics, excluded.difficulty, excluded.reference, excluded.further_references, excluded.explanation)`,
      })
      .returning({ id: question.id });
    updated += rows.length;
  }
  return { pack, added: fresh.length, updated, skipped: elsewhere };
}

/** Every `<pack>.json` of SEALED_PACKS_DIR, imported at start; what each added. */
export async function importPackDirectory(db: Db, dir: string): Promise<PackImportResult[]> {
  const results: PackImportResult[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const name = basename(file, ".json");
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      throw new Error(`${join(dir, file)}: not JSON (${(error as Error).message})`, { cause: error });
    }
    let parsed: ContentQuestion[];
    try {
      parsed = parsePack(name, json);
    } catch (error) {
      throw new Error(`${join(dir, file)}: ${(error as Error).message}`, { cause: error });
    }
    results.push(await db.transaction((tx) => importPack(tx, name, parsed)));
  }
  return results;
}
