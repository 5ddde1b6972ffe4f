// Expand, then contract (docs/architecture.md §8): during a rolling deploy the previous release
// still runs against the new schema, so a migration only adds (tables, columns, indexes, a NOT
// NULL column with a default). What removes or reshapes what a release reads or writes — dropping
// a table or column, renaming one, changing a column's type, making a column NOT NULL — is a
// contract step: it comes in a later release than the one that stopped using it, and is named
// with its reason in apps/api/src/db/migrations/contract-steps.json, which a reviewer reads.

/** The statements of a migration that contract the schema, as written (drizzle-kit's breakpoints split them). */
export function contractSteps(sql) {
  const statements = sql
    .split(/--> statement-breakpoint|;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
  const contracting = [
    /\bDROP\s+(TABLE|VIEW|TYPE|SCHEMA)\b/i,
    /\bDROP\s+COLUMN\b/i,
    /\bRENAME\s+(COLUMN\b|TO\b)/i,
    /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i,
    /\bALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL\b/i,
  ];
  return statements.filter((statement) => contracting.some((rule) => rule.test(statement)));
}

/** The first migration the rule holds to; those before it were written before the rule. */
export const EXPAND_ONLY_FROM = 31;
