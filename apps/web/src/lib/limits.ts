// Password limits live once, in the domain package (DESIGN.md §4, SECURITY.md 1).
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@berean/domain";

/** The 'Login Successful' / 'Registration Successful' overlays last this long (spec §9). */
export const SUCCESS_OVERLAY_MS = 2000;
