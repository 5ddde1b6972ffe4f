// Mirrors @berean/domain until that package exports them (DESIGN.md §4, SECURITY.md 1).
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** The 'Login Successful' / 'Registration Successful' overlays last this long (spec §9). */
export const SUCCESS_OVERLAY_MS = 2000;
