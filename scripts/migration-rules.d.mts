/** The statements of a migration that contract the schema (scripts/migration-rules.mjs). */
export function contractSteps(sql: string): string[];
/** The first migration the expand-then-contract rule holds to. */
export const EXPAND_ONLY_FROM: number;
