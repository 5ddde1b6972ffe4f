/**
 * The attempt engine as other features use it (competitions, results, admin): one clock, one
 * answer path, one sweep, one resume and one finish for every mode (docs/decisions/017-one-attempt-engine.md).
 */
export {
  answeredCount,
  askQuestions,
  askedCount,
  clockOf,
  openAttempt,
  endAttempt,
  lockOwnAttempt,
  presentAttempt,
  recordOnBoards,
  shownIndex,
  shownOptions,
  type AttemptRow,
} from "./attempt-store.ts";
export { expireOverdueAttempts } from "./expire-attempts.ts";
export { regradeQuestion } from "./regrade-question.ts";
export { presentOutcome } from "./finish-attempt.ts";
export { ownScoreAt, scoreSealed } from "./sealed-score.ts";
export { FREE_WEEK_MODES, MODES, modeOf, RESULT_PAGE_MODES, SITE_BOARD_MODES, type ModePolicy } from "./modes.ts";
export { inEarlyAccess, periodKeyFor } from "./start-attempt.ts";
export { clearHold, voidResult } from "./judge-result.ts";
export { keepGameAttempts, type KeptGame } from "./keep-game-attempt.ts";
