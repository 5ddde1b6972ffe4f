#!/usr/bin/env node
/**
 * Prints a passage of one of the texts, to write a question from (content/README.md):
 *
 *   node scripts/read-text.mjs rv1909 "Genesis 22"        a chapter of the Reina-Valera 1909
 *   node scripts/read-text.mjs web "John 3:16-18"         verses of the World English Bible
 *   node scripts/read-text.mjs kjv "Psalms 23:1"          the King James text
 *
 * Book names are the English ones, as references are kept (docs/decisions/020-languages.md).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const [text = "", reference = ""] = process.argv.slice(2);
if (!["kjv", "rv1909", "web"].includes(text) || !reference) {
  console.error('usage: read-text.mjs kjv|rv1909|web "Book C[:V[-V]]"');
  process.exit(2);
}
const bible = JSON.parse(gunzipSync(readFileSync(new URL(`../content/${text}.json.gz`, import.meta.url))).toString("utf8"));
const m = /^(.+?)\s+(\d+)(?::(\d+)(?:-(\d+))?)?$/.exec(reference.trim());
const book = m && Object.keys(bible).find((b) => b.toLowerCase() === m[1].toLowerCase());
const chapter = book && bible[book][m[2]];
if (!chapter) {
  console.error(`no such chapter: ${reference}`);
  process.exit(1);
}
const from = m[3] ? Number(m[3]) : 1;
const to = m[4] ? Number(m[4]) : m[3] ? from : Math.max(...Object.keys(chapter).map(Number));
for (let v = from; v <= to; v++) console.log(`${book} ${m[2]}:${v} ${chapter[v] ?? "(no text at this number)"}`);
