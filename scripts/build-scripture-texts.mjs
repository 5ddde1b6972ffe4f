#!/usr/bin/env node
/**
 * Builds the reading texts beside the King James text (docs/architecture.md §9 'Languages and
 * translations'): the Reina-Valera 1909 (`content/rv1909.json.gz`, the text of record of the
 * Spanish bank) and the World English Bible (`content/web.json.gz`, a modern English reading
 * text), in the shape of `content/kjv.json.gz`: { "Genesis": { "1": { "1": "…" } } }, keyed by the
 * English book names of packages/domain's BOOKS.
 *
 * Run by hand when the Debian packages change; its output is committed, so nothing at run time
 * needs them:
 *
 *   apt-get install -y diatheke sword-text-sparv sword-text-web
 *   node scripts/build-scripture-texts.mjs
 *
 * Both are public domain (the modules' DistributionLicense). From each module's OSIS: the word
 * markup (<w>) is dropped and its text kept; footnotes, headings and Psalm titles printed before a
 * verse are dropped (the KJV file has neither), a footnote standing between two words leaving the
 * space it took; the WEB's deuterocanonical books are not read. The Reina-Valera module follows
 * the KJV's versification, so every chapter has the KJV's verses; the WEB follows the NRSVA's,
 * which differs in a few chapters (printed at the end; content/texts.test.ts holds both).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";

const root = new URL("../", import.meta.url);
const kjv = JSON.parse(gunzipSync(readFileSync(new URL("content/kjv.json.gz", root))).toString("utf8"));
const BOOKS = Object.keys(kjv);

const MODULES = [
  { module: "spaRV1909eb", file: "content/rv1909.json.gz", name: "Reina-Valera 1909" },
  { module: "engWEB2015eb", file: "content/web.json.gz", name: "World English Bible" },
];

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * Unstressed pronouns a Spanish verb takes onto its end (díjole, sácalo, pagarla): the
 * Reina-Valera module leaves such a pronoun outside the verb's <w>, with no space, as it leaves
 * ordinary words outside with the space lost ("y<w>Jesús", "que</w>quisieres").
 */
const CLITICS = /^(?:(?:me|te|se|nos|os|lo|la|los|las|le|les)+)(?![a-záéíóúüñ])/i;

/** One verse's OSIS as plain text. */
export function plainVerse(osis) {
  return osis
    .replace(/<\/w><w\b/g, "</w> <w")
    .replace(/([^\s>(“¡¿])<w\b/g, "$1 <w")
    .replace(/<\/w>(?=[a-záéíóúüñ])/gi, (tag, offset, whole) => (CLITICS.test(whole.slice(offset + tag.length)) ? tag : `${tag} `))
    .replace(/<note\b[^>]*>[\s\S]*?<\/note>/g, " ")
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, " ")
    .replace(/<milestone\b[^>]*\/>/g, " ")
    .replace(/<\/?(?:l|lg|p|div)\b[^>]*>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .replace(/ ([,.;:!?)\]”’])/g, "$1")
    .replace(/([([“¡¿]) /g, "$1")
    .trim();
}

function readBook(module, book) {
  const out = execFileSync("diatheke", ["-b", module, "-o", "f", "-f", "osis", "-k", book], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const chapters = {};
  // The module names the book its own way ('I Samuel', 'Revelation of John'): as its first verse is labelled.
  const label = /^(.+?) 1:1: /.exec(out)?.[1];
  if (!label || /[.,;]/.test(label)) throw new Error(`${module}: no first verse for ${book}`);
  const marker = new RegExp(`^(.*?)${label} (\\d+):(\\d+): `);
  for (const line of out.split("\n")) {
    const m = marker.exec(line);
    if (!m) continue; // the module's name at the end, blank lines
    // What a line holds before its verse's marker is a heading printed before the verse (a Psalm's title in the WEB).
    const text = plainVerse(line.slice(m[0].length));
    if (!text) continue; // a verse the translation leaves out (the WEB's footnote says so) or joins to the one before it
    (chapters[m[2]] ??= {})[m[3]] = text;
  }
  return chapters;
}

for (const { module, file, name } of MODULES) {
  const bible = {};
  for (const book of BOOKS) bible[book] = readBook(module, book);
  writeFileSync(new URL(file, root), gzipSync(JSON.stringify(bible), { level: 9 }));
  let verses = 0;
  const differences = [];
  for (const book of BOOKS) {
    const chapters = new Set([...Object.keys(kjv[book]), ...Object.keys(bible[book])]);
    for (const c of chapters) {
      const ours = Object.keys(bible[book][c] ?? {}).length;
      const theirs = Object.keys(kjv[book][c] ?? {}).length;
      verses += ours;
      if (ours !== theirs) differences.push(`${book} ${c}: ${ours} (KJV ${theirs})`);
    }
  }
  console.log(`${name} → ${file}: ${verses} verses; chapters whose count differs from the KJV's: ${differences.length ? differences.join(", ") : "none"}`);
}
