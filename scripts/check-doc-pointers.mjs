#!/usr/bin/env node
/**
 * Every pointer to the design stays inside the repository (run by `npm run lint`).
 *
 * Fails when a file of the tree names a design file that lives outside it (the old DESIGN or
 * SECURITY files, the folder beside the repository, or the first specification by number), and
 * when a pointer into docs/ names a section that does not exist: "docs/architecture.md §4 'X'"
 * needs a rule X under §4, "docs/security.md N" an item N, "docs/product.md part P §S" a section
 * S of part P. Point at docs/architecture.md, docs/security.md, docs/product.md or
 * docs/decisions/NNN-*.md instead.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const SELF = relative(ROOT, import.meta.filename);

const ROOTS = [
  "apps",
  "packages",
  "bench",
  "scripts",
  "e2e",
  "content",
  "docs",
  ".ci",
  "README.md",
  "package.json",
  "playwright.config.ts",
  "vitest.config.ts",
  "tsconfig.json",
  "tsconfig.base.json",
  ".oxlintrc.json",
];
const SKIP_DIRS = new Set(["node_modules", "dist", "data", "test-results", "playwright-report", "meta"]);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|d\.mts|sql|css|json|md|html|ya?ml|sh)$|(?:^|\/)run$/;

// Spelled in pieces so this file does not name what it forbids.
const OUTSIDE = [
  { pattern: new RegExp(`\\b${"DESIGN"}\\.md\\b`), fix: "docs/architecture.md §N ['rule']" },
  { pattern: new RegExp(`\\b${"SECURITY"}\\.md\\b`), fix: "docs/security.md N" },
  { pattern: new RegExp(`\\.\\./${"shared"}\\b`), fix: "a file inside the repository" },
  { pattern: new RegExp(`\\b${"spec"}(?: [12])? ?§|\\b${"spec"} [12]\\b|\\bthe ${"spec"}(?:'s)?\\b`, "i"), fix: "docs/product.md part N §M" },
];

/** Files of the tree to read, relative to the root. */
function* files(path) {
  const full = join(ROOT, path);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of readdirSync(full)) if (!SKIP_DIRS.has(name)) yield* files(join(path, name));
  } else if (TEXT_FILE.test(path) && path !== SELF) {
    yield path;
  }
}

/** The sections the documents have: §4's rule names, security items, product sections per part. */
function sections() {
  const architecture = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
  const rules = new Set([...architecture.matchAll(/^### (.+)$/gm)].map((m) => m[1].trim()));
  const chapters = new Set([...architecture.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1])));
  const security = readFileSync(join(ROOT, "docs/security.md"), "utf8");
  const items = new Set([...security.matchAll(/^\*\*(\d+)\.\*\*/gm)].map((m) => Number(m[1])));
  const product = readFileSync(join(ROOT, "docs/product.md"), "utf8");
  const parts = new Map();
  for (const [, part, body] of product.matchAll(/^# Part (\d+)\b[^\n]*\n([\s\S]*?)(?=^# Part |(?![\s\S]))/gm)) {
    parts.set(Number(part), new Set([...body.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1]))));
  }
  return { rules, chapters, items, parts };
}

/** What is wrong with the docs pointers of one line, if anything. */
function badPointers(line, known) {
  const problems = [];
  for (const m of line.matchAll(/docs\/architecture\.md §(\d+)(?: '([^']+)')?/g)) {
    if (!known.chapters.has(Number(m[1]))) problems.push(`docs/architecture.md has no §${m[1]}`);
    else if (m[2] && m[1] === "4" && !known.rules.has(m[2])) problems.push(`docs/architecture.md §4 has no rule '${m[2]}'`);
  }
  for (const m of line.matchAll(/docs\/security\.md (\d+(?:\s*[–-]\s*\d+)?(?:,\s*\d+(?:\s*[–-]\s*\d+)?)*)/g)) {
    for (const n of m[1]
      .split(/[^\d]+/)
      .filter(Boolean)
      .map(Number)) {
      if (!known.items.has(n)) problems.push(`docs/security.md has no item ${n}`);
    }
  }
  for (const m of line.matchAll(/docs\/product\.md part (\d+)(?: §(\d+))?/g)) {
    const part = known.parts.get(Number(m[1]));
    if (!part) problems.push(`docs/product.md has no part ${m[1]}`);
    else if (m[2] && !part.has(Number(m[2]))) problems.push(`docs/product.md part ${m[1]} has no §${m[2]}`);
  }
  return problems;
}

const known = sections();
const failures = [];
for (const root of ROOTS) {
  for (const path of files(root)) {
    const lines = readFileSync(join(ROOT, path), "utf8").split("\n");
    lines.forEach((line, i) => {
      for (const { pattern, fix } of OUTSIDE) {
        if (pattern.test(line)) failures.push(`${path}:${i + 1}: points outside the repository; use ${fix}\n    ${line.trim()}`);
      }
      for (const problem of badPointers(line, known)) failures.push(`${path}:${i + 1}: ${problem}\n    ${line.trim()}`);
    });
  }
}

if (failures.length > 0) {
  console.error(failures.join("\n"));
  console.error(`\n${failures.length} pointer(s) to fix: the design lives in docs/ (see docs/architecture.md, "How to change this document").`);
  process.exit(1);
}
console.log("Design pointers: all inside the repository and all to sections that exist.");
