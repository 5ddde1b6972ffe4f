/**
 * The modes' policies (time limit, per-answer reveal, score rule, who may start, boards, free week,
 * hold rule) live in packages/domain (attempt-modes.ts), one table read by this engine, the SQL
 * readers of attempts and the web's quiz player (docs/decisions/017-one-attempt-engine.md).
 */
export { FREE_WEEK_MODES, MODES, modeOf, RESULT_PAGE_MODES, SITE_BOARD_MODES, type ModePolicy, type Tally } from "@berean/domain";
