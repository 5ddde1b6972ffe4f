// Writes what the API's feature folders say, so no list of them is kept by hand (docs/architecture.md
// §3 'Layout'):
// - apps/api/src/features.generated.ts: every API feature (apps/api/src/modules/<name>/feature.ts),
//   which the app registers at start;
// - apps/api/src/db/schema.ts: the whole database, gathered from db/platform-tables.ts and every
//   feature's modules/<name>/tables.ts (the tables it owns), for drizzle-kit and the db client.
// A new feature adds its folder with a feature.ts (and a tables.ts if it has tables) and runs
// `npm run features`; `--check` (in lint) fails when a file is not what the folders say.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const src = new URL("../apps/api/src/", import.meta.url).pathname;
const folders = readdirSync(join(src, "modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const withFile = (file) => folders.filter((name) => existsSync(join(src, "modules", name, file)));
const ident = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

const features = withFile("feature.ts");
const featuresText = `// Written by \`npm run features\` (scripts/generate-features.mjs) from apps/api/src/modules/*/feature.ts: do not edit.
${features.map((name) => `import ${ident(name)} from "./modules/${name}/feature.ts";`).join("\n")}

/** Every feature of the API, in the order the app registers them. */
export const FEATURES = [${features.map(ident).join(", ")}];
`;

const owners = withFile("tables.ts");
const schemaText = `// Written by \`npm run features\` (scripts/generate-features.mjs) from apps/api/src/db/platform-tables.ts and
// apps/api/src/modules/*/tables.ts: do not edit. A table lives in the tables.ts of the feature that writes it.
/**
 * The whole database of Berean. Rules that races could break are carried by constraints in the
 * tables (unique, check, foreign keys), not only by service code. Migrations are generated from this
 * file with \`npm run db:generate\` and committed under ./migrations.
 */
export * from "./platform-tables.ts";
${owners.map((name) => `export * from "../modules/${name}/tables.ts";`).join("\n")}
`;

const outputs = [
  ["features.generated.ts", featuresText, `${features.length} features`, "does not list the features apps/api/src/modules holds"],
  ["db/schema.ts", schemaText, `the platform's tables and ${owners.length} features'`, "does not gather the tables.ts files apps/api/src/modules holds"],
];
if (process.argv.includes("--check")) {
  const stale = outputs.filter(([file, text]) => !existsSync(join(src, file)) || readFileSync(join(src, file), "utf8") !== text);
  for (const [file, , , problem] of stale) console.error(`features: apps/api/src/${file} ${problem}: run \`npm run features\`.`);
  if (stale.length > 0) process.exit(1);
} else {
  for (const [file, text, what] of outputs) {
    writeFileSync(join(src, file), text);
    console.log(`features: ${what} written to apps/api/src/${file}`);
  }
}
