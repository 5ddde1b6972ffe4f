// Password limits live once, in the domain package (docs/architecture.md §4 'Roles and plans', docs/security.md 1).
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@berean/domain";

/** The 'Login Successful' / 'Registration Successful' overlays last this long (docs/product.md part 1 §9). */
export const SUCCESS_OVERLAY_MS = 2000;
