// A migration, once committed, never changes (docs/architecture.md §2, the data row): a database
// that already ran it would never run the change. Each migration's SHA-256 is recorded in
// apps/api/src/db/migrations/checksums.json; lint fails when a recorded migration differs or is
// gone, or when a migration is not recorded. `npm run db:generate` records the new one
// (`--record` adds migrations not yet recorded and never rewrites one that is).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contractSteps, EXPAND_ONLY_FROM } from "./migration-rules.mjs";

const dir = new URL("../apps/api/src/db/migrations/", import.meta.url).pathname;
const lockPath = join(dir, "checksums.json");
const recorded = existsSync(lockPath) ? JSON.parse(readFileSync(lockPath, "utf8")) : {};
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".sql"))
  .sort();
const sha = (file) =>
  createHash("sha256")
    .update(readFileSync(join(dir, file)))
    .digest("hex");

if (process.argv.includes("--record")) {
  let added = 0;
  for (const file of files) {
    if (recorded[file]) continue;
    recorded[file] = sha(file);
    added++;
  }
  writeFileSync(lockPath, `${JSON.stringify(Object.fromEntries(Object.entries(recorded).sort()), null, 2)}\n`);
  console.log(`migrations: ${added} recorded`);
}

const problems = [];
// Expand, then contract (scripts/migration-rules.mjs): a contract step only with its reason.
const contractsPath = join(dir, "contract-steps.json");
const allowed = existsSync(contractsPath) ? JSON.parse(readFileSync(contractsPath, "utf8")) : {};
for (const file of files) {
  if (Number(file.slice(0, 4)) < EXPAND_ONLY_FROM || allowed[file]) continue;
  for (const statement of contractSteps(readFileSync(join(dir, file), "utf8")))
    problems.push(
      `${file} contracts the schema (${statement.split("\n")[0].slice(0, 80)}): the release before this one may still read it during a rolling deploy. Add only in this release; drop, rename or narrow in a later one, named with its reason in migrations/contract-steps.json.`,
    );
}
for (const file of files) {
  if (!recorded[file]) problems.push(`${file} is not recorded: run \`node scripts/check-migrations.mjs --record\` (npm run db:generate does).`);
  else if (recorded[file] !== sha(file))
    problems.push(`${file} changed after it was committed: a database that ran it will never run the change. Restore it and generate a new migration.`);
}
for (const file of Object.keys(recorded)) if (!files.includes(file)) problems.push(`${file} is recorded but gone: a committed migration is never removed.`);
if (problems.length) {
  console.error(problems.map((p) => `migrations: ${p}`).join("\n"));
  process.exit(1);
}
