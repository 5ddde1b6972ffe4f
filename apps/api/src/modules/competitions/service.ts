/**
 * Competitions as other features use them (docs/architecture.md §3 'Layout'): the entry billing
 * sells (registered where the app is built) and the door through which a member starts a
 * competition attempt. The attempts themselves are the attempt engine's (modules/attempts/service.ts).
 */
export { competitionEntrySale } from "./entries.ts";
export { readCompetitionAttempt, startCompetitionAttempt } from "./start-competition-attempt.ts";
