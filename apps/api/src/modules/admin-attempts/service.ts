/** Held attempts: the admins' sidebar and dashboard say how many wait for a decision. */
export { countHeldAttempts } from "./held-attempts.ts";
