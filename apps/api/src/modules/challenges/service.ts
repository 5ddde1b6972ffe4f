/** Challenges to questions' answer keys: a member's, as their result page shows them, and those a correction resolves. */
export { myChallenges, resolveAsCorrected } from "./challenges.ts";
