/** A member's challenges to questions, as their result page shows them. */
export { myChallenges } from "./challenges.ts";
