// Writes apps/api/src/features.generated.ts: every API feature (apps/api/src/modules/<name>/feature.ts),
// which the app registers at start (docs/architecture.md §3 'Layout'). A new feature adds its
// folder with a feature.ts and runs `npm run features`; `--check` (in lint) fails when the file is
// not what the folders say.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const src = new URL("../apps/api/src/", import.meta.url).pathname;
const target = join(src, "features.generated.ts");
const names = readdirSync(join(src, "modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(src, "modules", entry.name, "feature.ts")))
  .map((entry) => entry.name)
  .sort();
const ident = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const text = `// Written by \`npm run features\` (scripts/generate-features.mjs) from apps/api/src/modules/*/feature.ts: do not edit.
${names.map((name) => `import ${ident(name)} from "./modules/${name}/feature.ts";`).join("\n")}

/** Every feature of the API, in the order the app registers them. */
export const FEATURES = [${names.map(ident).join(", ")}];
`;
if (process.argv.includes("--check")) {
  if (!existsSync(target) || readFileSync(target, "utf8") !== text) {
    console.error("features: apps/api/src/features.generated.ts does not list the features apps/api/src/modules holds: run `npm run features`.");
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`features: ${names.length} written to apps/api/src/features.generated.ts`);
}
