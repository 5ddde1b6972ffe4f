#!/usr/bin/env node
/**
 * Checks the Spanish bank against the Reina-Valera 1909 (content/rv1909.json.gz), by the rules the
 * English bank's checker applies against the KJV (a tool kept outside the repository, content/README.md),
 * with Spanish words: docs/architecture.md §9.
 *
 *   node scripts/check-questions-es.mjs content/es/questions          (a folder of *.json files)
 *   node scripts/check-questions-es.mjs content/es/questions --json   (machine-readable summary)
 *
 * A question is in the English bank's shape (content/README.md), its texts in Spanish; `book` is
 * the English slug and `reference` the English form ('John 3:16'), the texts' keys (decision 020;
 * pages show 'Juan 3:16'). Its id starts with 'es-'.
 *
 * Errors (exit 1): bad shape, an unknown book, a reference to a verse the RV1909 does not have, a
 * reference to another book than `book`, duplicate ids or questions. Warnings: the key shares no
 * word with the cited passage (±2 verses): many are fine (numbers, paraphrases), each deserves a
 * second look.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";

const rv = JSON.parse(gunzipSync(readFileSync(new URL("../content/rv1909.json.gz", import.meta.url))).toString("utf8"));
const BOOKS = Object.keys(rv); // the 66 English names, canon order
const slugOf = (name) => name.toLowerCase().replace(/ /g, "-");
const SLUGS = new Map(BOOKS.map((b) => [slugOf(b), b]));
// The bank's topics and kinds (QUESTION_TOPICS, QUESTION_KINDS in packages/domain/src/content.ts; content/es/es.test.ts holds the bank to the schema too).
const TOPICS = new Set(
  "characters events parables miracles geography prophecies teachings people places numbers law worship wisdom church creation kings prophets apostles women family".split(
    " ",
  ),
);
const DIFFICULTIES = new Set(["easy", "medium", "hard"]);
const KINDS = new Set(["recall", "speaker", "finish", "locate", "sequence", "reason", "connection", "number", "place"]);
const STOP = new Set(
  "el la los las un una unos unas lo al del de y e o u ni que en por para con sin sobre su sus se le les me te nos os mi mis tu tus él ella ellos ellas yo tú es era fue fué son ser ha han había como cuando donde quien quién qué cuál cuáles cómo dónde cuándo cuánto cuántos cuántas no sí pero mas más este esta estos estas ese esa aquel aquella á a todo todos toda todas uno dos tres".split(
    " ",
  ),
);
const NUMBERS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
];
const TENS = { 30: "treinta", 40: "cuarenta", 50: "cincuenta", 60: "sesenta", 70: "setenta", 80: "ochenta", 90: "noventa", 100: "cien", 1000: "mil" };

/** Accents folded away: the RV1909 writes 'á' for 'a' (the preposition) and 'fué'; a key may not. */
const fold = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

function parseRef(ref) {
  const m = /^(.+?)\s+(\d+)(?::(\d+)(?:-(?:(\d+):)?(\d+))?)?$/.exec(ref.trim());
  if (!m) return null;
  const found = BOOKS.find((b) => b.toLowerCase() === m[1].trim().toLowerCase());
  if (!found) return null;
  const c1 = +m[2];
  const v1 = m[3] ? +m[3] : 1;
  const c2 = m[4] ? +m[4] : c1;
  const v2 = m[5] ? +m[5] : m[3] ? v1 : Object.keys(rv[found][c1] || {}).length;
  return { book: found, c1, v1, c2, v2 };
}

function passage(r, pad) {
  const out = [];
  for (let c = r.c1; c <= r.c2; c++) {
    const ch = rv[r.book][c];
    if (!ch) return null;
    const last = Math.max(...Object.keys(ch).map(Number));
    const from = c === r.c1 ? r.v1 : 1;
    const to = c === r.c2 ? r.v2 : last;
    if (from < 1 || to > last || from > to) return null;
    for (let v = from; v <= to; v++) if (!ch[v]) return null;
    for (let v = Math.max(1, from - pad); v <= Math.min(last, to + pad); v++) if (ch[v]) out.push(ch[v]);
  }
  return out.join(" ");
}

const words = (s) =>
  fold(s)
    .replace(/[^a-z0-9ñ' ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w));
function supported(option, text) {
  const hay = ` ${fold(text).replace(/[^a-z0-9ñ' ]+/g, " ")} `;
  for (const w of words(option)) {
    const k = Number(w);
    const forms = /^\d+$/.test(w) ? [w, ...(k <= 20 ? [NUMBERS[k]] : TENS[k] ? [TENS[k]] : [])].map(fold) : [w, w.slice(0, Math.max(4, w.length - 2))];
    if (forms.some((f) => f.length >= 3 && hay.includes(` ${f}`))) return true;
  }
  return false;
}

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const dir = args.find((a) => !a.startsWith("--"));
if (!dir) {
  console.error("usage: check-questions-es.mjs <folder of *.json> [--json]");
  process.exit(2);
}
const files = statSync(dir).isDirectory()
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => join(dir, f))
  : [dir];

const errors = [];
const warnings = [];
const ids = new Set();
const texts = new Map();
const perBook = new Map(BOOKS.map((b) => [slugOf(b), 0]));
const perDifficulty = new Map();
let total = 0;
for (const file of files) {
  let list;
  try {
    list = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    errors.push(`${file}: not JSON (${e.message})`);
    continue;
  }
  if (!Array.isArray(list)) {
    errors.push(`${file}: not an array`);
    continue;
  }
  for (const q of list) {
    total++;
    const at = `${file}#${q?.id}`;
    const bad = (msg) => errors.push(`${at}: ${msg}`);
    if (!q || typeof q !== "object") {
      bad("not an object");
      continue;
    }
    if (typeof q.id !== "string" || !/^es(-[a-z0-9]+)+$/.test(q.id)) bad("id must be kebab-case and start with 'es-'");
    else if (ids.has(q.id)) bad("duplicate id");
    else ids.add(q.id);
    if (!SLUGS.has(q.book)) bad(`unknown book slug '${q.book}'`);
    else perBook.set(q.book, perBook.get(q.book) + 1);
    if (typeof q.question !== "string" || q.question.trim().length < 10) bad("question text missing or too short");
    else {
      const key = fold(q.question)
        .replace(/[^a-z0-9ñ]+/g, " ")
        .trim();
      if (texts.has(key)) bad(`same question as ${texts.get(key)}`);
      else texts.set(key, q.id);
    }
    if (!Array.isArray(q.options) || q.options.length !== 4 || q.options.some((o) => typeof o !== "string" || !o.trim()))
      bad("options must be 4 non-empty strings");
    else if (new Set(q.options.map((o) => fold(o.trim()))).size !== 4) bad("options must be distinct");
    if (!Number.isInteger(q.answer) || q.answer < 0 || q.answer > 3) bad("answer must be 0..3");
    if (!DIFFICULTIES.has(q.difficulty)) bad("difficulty must be easy|medium|hard");
    else perDifficulty.set(q.difficulty, (perDifficulty.get(q.difficulty) || 0) + 1);
    if (!Array.isArray(q.topics) || q.topics.length === 0) bad("topics must be a non-empty array");
    else for (const t of q.topics) if (!TOPICS.has(t)) bad(`unknown topic '${t}'`);
    if (q.kind !== undefined && !KINDS.has(q.kind)) bad(`unknown kind '${q.kind}'`);
    if (typeof q.explanation !== "string" || q.explanation.trim().length < 10) bad("explanation missing");
    const allowed = new Set(["id", "book", "reference", "references", "topics", "difficulty", "kind", "question", "options", "answer", "explanation"]);
    for (const field of Object.keys(q)) if (!allowed.has(field)) bad(`unknown field '${field}'`);
    const refs = [q.reference, ...(Array.isArray(q.references) ? q.references.slice(1) : [])];
    if (Array.isArray(q.references) && q.references[0] !== q.reference) bad("references must start with reference");
    const r = typeof q.reference === "string" ? parseRef(q.reference) : null;
    if (!r) {
      bad(`reference '${q.reference}' does not parse as 'Book C:V' with an English book name`);
      continue;
    }
    if (SLUGS.get(q.book) !== r.book) bad(`reference is in ${r.book}, book is '${q.book}'`);
    let cited = "";
    for (const ref of refs) {
      const parsed = typeof ref === "string" ? parseRef(ref) : null;
      const text = parsed ? passage(parsed, 0) : null;
      if (text === null) bad(`reference '${ref}' names a verse the Reina-Valera 1909 does not have`);
      else cited += ` ${passage(parsed, 2)}`;
    }
    if (cited && Array.isArray(q.options) && Number.isInteger(q.answer) && q.options[q.answer] && !supported(q.options[q.answer], cited))
      warnings.push(`${at}: correct option '${q.options[q.answer]}' shares no word with ${q.reference} (±2 verses)`);
  }
}
const booksCovered = [...perBook.values()].filter((n) => n > 0).length;
const summary = {
  files: files.length,
  questions: total,
  errors: errors.length,
  warnings: warnings.length,
  booksCovered,
  perBook: Object.fromEntries(perBook),
  perDifficulty: Object.fromEntries(perDifficulty),
};
if (asJson) console.log(JSON.stringify(summary));
else {
  for (const e of errors) console.log(`error   ${e}`);
  for (const w of warnings) console.log(`warning ${w}`);
  console.log(`\n${total} questions in ${files.length} files; ${booksCovered}/66 books covered; ${errors.length} errors; ${warnings.length} warnings`);
  console.log("per difficulty:", JSON.stringify(summary.perDifficulty));
}
process.exit(errors.length ? 1 : 0);
