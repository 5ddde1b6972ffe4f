/**
 * The boundaries `npm run lint` holds beyond oxlint's own rules (docs/architecture.md §3 'Layout'):
 * no import cycle between the API's features (apps/api/src/modules/<feature>), even one that runs
 * through their service.ts files, nor between the web app's (apps/web/src/features/<feature>),
 * even through their index.ts files; and each table written (insert, update or delete, through
 * drizzle or in raw SQL) only by the feature that owns it. oxlint's no-restricted-imports
 * (.oxlintrc.json) already stops a feature importing another's files other than its service.ts
 * (index.ts on the web) and its tables.ts.
 *
 * A table's owner is the feature whose folder defines it: modules/<feature>/tables.ts, or the
 * platform for apps/api/src/db/platform-tables.ts. db/schema.ts, which drizzle-kit and the db
 * client read, only gathers those files (`npm run features` writes it). A feature reaches another
 * through that feature's service.ts, never by writing its tables. Reading is not held to it: a
 * feature may join the shared reference tables (user, question, quiz) and read another's rows
 * where a query needs them, importing them from the schema or from the owner's tables.ts (which
 * is why an import of another feature's tables.ts is no edge in the cycle check), but every write
 * goes through the owner. Platform tables belong to the code under lib/ and db/ that every feature
 * calls (the audit log, counters, mail, secrets). Tests set up their rows directly, and db/seed.ts
 * loads the first content (questions, quizzes, the default flags) into an empty database before
 * any feature runs: neither is held to ownership. A feature's access-matrix.ts (its rows of the
 * authorization matrix) is test support too, held to nothing above, and no file of the app may import it.
 *
 * To see it bite: add `await db.delete(payment);` (with `payment` imported from the schema) to
 * modules/competitions/entries.ts, or `import "../billing/service.ts";` to
 * modules/auth/accounts.ts (billing imports auth: a cycle), or `import "../dashboard";` to
 * apps/web/src/features/billing/index.ts (dashboard imports billing), and run `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, dirname, sep } from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const apiSrc = join(root, "apps/api/src");
const modulesDir = join(apiSrc, "modules");
const webFeaturesDir = join(root, "apps/web/src/features");
const problems: string[] = [];
const PLATFORM = "platform";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" || entry.name === "migrations" ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a file of apps/api/src belongs to; platform code (lib, db, plugins, the entry points) otherwise. */
function areaOf(file: string): string {
  const inModules = relative(modulesDir, file);
  return inModules.startsWith("..") ? PLATFORM : inModules.split(sep)[0]!;
}

/**
 * Tests set up their rows directly; the seed loads the first content into an empty database, before any feature runs.
 * A feature's access-matrix.ts (its rows of the authorization matrix, gathered by test/authorization-matrix.ts) is test support.
 */
const isAccessMatrix = (file: string) => /^[^\\/]+[\\/]access-matrix\.ts$/.test(relative(modulesDir, file));
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || relative(apiSrc, file).startsWith(`test${sep}`) || isAccessMatrix(file);
const isSeed = (file: string) => /^db[\\/]seed(-cli)?\.ts$/.test(relative(apiSrc, file));

// ---------------------------------------------------------------- table ownership

/** Each file that defines tables, and whose they are: the platform's, then every feature's tables.ts. */
const tableFiles = [
  [join(apiSrc, "db/platform-tables.ts"), PLATFORM],
  ...readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(modulesDir, entry.name, "tables.ts")))
    .map((entry) => [join(modulesDir, entry.name, "tables.ts"), entry.name]),
] as const;

const tables = new Map<string, string>(); // export name → table name
const owners = new Map<string, string>(); // table name → the feature (or the platform) that defines it
const definedIn = new Map<string, string>(); // export name or table name → the file that defines it
for (const [file, owner] of tableFiles) {
  const where = relative(root, file);
  for (const [name, value] of Object.entries(await import(file))) {
    if (!is(value, PgTable)) continue;
    const table = getTableName(value);
    if (owners.has(table)) problems.push(`table ${table} is defined in two places: ${definedIn.get(table)} and ${where}`);
    else owners.set(table, owner);
    // db/schema.ts re-exports every tables.ts: a name exported twice would be left out of it.
    if (tables.has(name)) problems.push(`${name} is exported by both ${definedIn.get(name)} and ${where}: db/schema.ts can gather only one`);
    tables.set(name, table);
    definedIn.set(table, where);
    definedIn.set(name, where);
  }
}
const tableNames = new Set(owners.keys());
const isTableFile = new Set(tableFiles.map(([file]) => file));

/**
 * Local names of the tables in a file, imported from the schema or from a file that defines them
 * (`import { attempt as a } from "../../db/schema.ts"`, `from "./tables.ts"`, `from "../billing/tables.ts"`).
 */
function schemaImports(text: string): Map<string, string> {
  const local = new Map<string, string>();
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"\.{1,2}\/(?:[\w.-]+\/)*(?:schema|tables|platform-tables)\.ts"/g)) {
    for (const part of match[1]!.split(",")) {
      const [exported, alias] = part
        .replace(/\btype\s+/, "")
        .trim()
        .split(/\s+as\s+/);
      if (exported && tables.has(exported)) local.set((alias ?? exported).trim(), tables.get(exported)!);
    }
  }
  return local;
}

const WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;
const RAW_WRITE = /\b(insert\s+into|delete\s+from|update)\s+(?:"?([a-z_]+)"?|\$\{\s*([A-Za-z_$][\w$]*)\s*\})(?=[\s(]|$)/g;

for (const file of filesUnder(apiSrc)) {
  if (isTest(file) || isSeed(file)) continue;
  const area = areaOf(file);
  const text = readFileSync(file, "utf8");
  if (!isTableFile.has(file) && /\bpgTable\(/.test(text))
    problems.push(
      `${relative(root, file)} defines a table: tables live in the tables.ts of the feature that writes them (or db/platform-tables.ts), which db/schema.ts gathers`,
    );
  const local = schemaImports(text);
  const written = new Set<string>();
  for (const match of text.matchAll(WRITE)) if (local.has(match[2]!)) written.add(local.get(match[2]!)!);
  for (const match of text.matchAll(RAW_WRITE)) {
    const table = match[2] && tableNames.has(match[2]) ? match[2] : match[3] ? local.get(match[3]) : undefined;
    if (table) written.add(table);
  }
  for (const table of written) {
    const owner = owners.get(table);
    if (owner && owner !== area) problems.push(`${relative(root, file)} (${area}) writes ${table}, which ${owner} owns: ask ${owner}'s service.ts instead`);
  }
}

// ---------------------------------------------------------------- cycles between features

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*)"(\.{1,2}\/[^"]+)"/g;
type Graph = Map<string, Map<string, string>>; // feature → feature it imports → a file that does

/**
 * Which feature imports which, among the folders of `featuresDir` (code outside them is shared, and
 * so are the files `shared` names).
 */
function importGraph(featuresDir: string, shared: (file: string) => boolean): Graph {
  const featureOf = (file: string) => {
    const inFeatures = relative(featuresDir, file);
    return inFeatures.startsWith("..") ? PLATFORM : inFeatures.split(sep)[0]!;
  };
  const graph: Graph = new Map();
  for (const file of filesUnder(featuresDir)) {
    const from = featureOf(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1]!);
      const to = featureOf(target);
      if (to === PLATFORM || to === from || shared(target)) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, relative(root, file));
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of more than one feature is a cycle. */
function cycles(graph: Graph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** A feature's tables.ts is the schema, split by owner: read by any feature (two features' tables may point at each other), so no edge. */
const isTablesFile = (file: string) => /^[^\\/]+[\\/]tables\.ts$/.test(relative(modulesDir, file));

for (const [side, featuresDir, shared] of [
  ["API", modulesDir, isTablesFile],
  ["web", webFeaturesDir, () => false],
] as const) {
  const graph = importGraph(featuresDir, shared);
  for (const component of cycles(graph)) {
    const members = new Set(component);
    const edges = component.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => members.has(to)).map(([to, file]) => `  ${from} → ${to} (${file})`),
    );
    problems.push(`${side} features import one another in a cycle: ${component.join(", ")}\n${edges.join("\n")}`);
  }
}

// ---------------------------------------------------------------- test support stays out of the app

// A feature's access-matrix.ts belongs to the tests (it imports test/): no file of the app imports it.
for (const file of filesUnder(apiSrc)) {
  if (isTest(file)) continue;
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT))
    if (isAccessMatrix(resolve(dirname(file), match[1]!)))
      problems.push(`${relative(root, file)} imports ${match[1]}: a feature's access-matrix.ts is test support, for lib/access.test.ts only`);
}

if (problems.length > 0) {
  console.error(`Feature boundaries (scripts/check-boundaries.ts): ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join("\n")}`);
  process.exit(1);
}
const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).length;
console.log(
  `Feature boundaries hold: ${folders(modulesDir)} API features and ${folders(webFeaturesDir)} web features without an import cycle between them, and ${tableNames.size} tables each written only by its owner.`,
);
