/**
 * Competitions as other features use them (docs/architecture.md §3 'Layout'): the entry billing
 * sells (registered where the app is built), a result's standing for boards and certificates, and
 * the results held for an admin's review.
 */
export { competitionEntrySale } from "./entries.ts";
export { decideHeldResult, listHeldResults } from "./held-results.ts";
export { expireCompetitionAttempts } from "./play.ts";
export { standingResult } from "./standing.ts";
