import { readingFloorSeconds } from "@berean/domain";

/**
 * How long a browser test waits before an answer it sends as a person would: just over the speed
 * rule's reading floor (domain review-hold), so a result that must stand is not held for review
 * as too fast. A competition's floor includes the 2 s its player shows each mark: through the API
 * that wait is the test's; in the player the reveal is already on screen, and the test reads for
 * the rest (`competitionReadingMs`).
 */
export const readingMs = (mode: "quiz" | "custom" | "competition" = "quiz") => Math.round((readingFloorSeconds(mode) + 0.2) * 1000);
/** In the competition player, after the reveal has moved on to the next question. */
export const competitionReadingMs = () => readingMs("quiz");
