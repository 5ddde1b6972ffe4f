#!/usr/bin/env node
/**
 * The English texts the server and the shared validation can show a person: the sentences written
 * as string literals in packages/domain and apps/api (errors, refusals, validation messages), tests,
 * migrations and log lines aside. Each needs its Spanish in packages/domain/src/messages/es.json,
 * keyed by the English (packages/domain/src/messages/messages.test.ts holds the two together).
 * A text built at run time (a template with `${…}`) is not found here: write it as a message.
 *
 *   node scripts/server-strings.mjs        the list, as JSON
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCES = ["packages/domain/src", "apps/api/src"];
const SKIPPED_FOLDERS = new Set(["test", "migrations", "i18n", "messages"]);

/** A sentence in double quotes, starting with a capital and ending with its stop. */
const SENTENCE = /"([A-Z][^"\\\n]{3,}[.!?])"/g;
/** A validation or error message without a stop (`.min(1, "Name is required")`, `message: "…"`). */
const MESSAGE =
  /(?:\.(?:min|max|regex|refine|email|length|int|positive|nonnegative|url|uuid|superRefine)\([^"\n]*|message:\s*|error:\s*)"([A-Z][^"\\\n]{3,})"/g;
/** In the shared rules only: a text kept as a property's value (`title: "Weekly Limit Reached"`, a reminder's label). */
const PROPERTY = /^\s*(?:\w+|"[^"]+"):\s*"([A-Z][^"\\\n]{3,})",?$|\b(?:title|covers|label|summary|headline):\s*"([A-Z][^"\\\n]{3,})"/gm;
/** Files of the shared rules whose property values are names, not texts (book names, each language's own). */
const NAMES = /(?:^|\/)(?:book-names|books)\.ts$/;

/** Lines whose strings nobody reads on a page: logs, thrown programming errors, the OpenAPI's route summaries. */
const NOT_SHOWN = /log\.(info|warn|error|debug)|console\.|throw new Error|\bsummary:|\bdescription:\s*"/;
/** A table of labels written on one line (`export const ACHIEVEMENT_LABELS = { first: "1st place", … }`): each value. */
const LABELS_LINE = /^export const [A-Z_]+_LABELS\b.*$/gm;

export function serverStrings() {
  const found = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!SKIPPED_FOLDERS.has(name)) walk(path);
        continue;
      }
      if (!path.endsWith(".ts") || path.endsWith(".test.ts")) continue;
      const source = readFileSync(path, "utf8");
      for (const match of source.matchAll(SENTENCE)) {
        const line = source.slice(source.lastIndexOf("\n", match.index) + 1, source.indexOf("\n", match.index));
        if (!NOT_SHOWN.test(line)) found.add(match[1]);
      }
      for (const match of source.matchAll(MESSAGE)) found.add(match[1]);
      if (path.includes("packages/domain/") && !NAMES.test(path)) {
        for (const line of source.match(LABELS_LINE) ?? []) for (const value of line.matchAll(/\w+:\s*"([^"\\]{2,})"/g)) found.add(value[1]);
        for (const match of source.matchAll(PROPERTY)) {
          const line = source.slice(source.lastIndexOf("\n", match.index + 1) + 1, source.indexOf("\n", match.index + 1));
          if (!NOT_SHOWN.test(line)) found.add(match[1] ?? match[2]);
        }
      }
    }
  };
  for (const source of SOURCES) walk(join(ROOT, source));
  return [...found].sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(serverStrings(), null, 1));
