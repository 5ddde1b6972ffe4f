/** Passwords: at least 8 characters (NIST SP 800-63B; replaces the 6 of docs/product.md part 1 §5), at most 128. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** A member quiz has 25 questions and runs 600 seconds on the server's clock. */
export const QUIZ_QUESTION_COUNT = 25;
export const QUIZ_SECONDS = 600;
/** A new quiz an admin opens in early access is Pro members' alone for this long (docs/architecture.md §4 'Pro upgrade'). */
export const EARLY_ACCESS_DAYS = 7;
/**
 * A quiz's pool holds at least twice the questions an attempt asks where the bank allows
 * (QUIZ_POOL_TARGET), so two accounts share about half their questions rather than all of them;
 * QUIZ_POOL_MAX bounds what an admin may put in one.
 */
export const QUIZ_POOL_TARGET = 2 * QUIZ_QUESTION_COUNT;
export const QUIZ_POOL_MAX = 60;
/** The most questions one attempt can ask (a competition's set is the largest). */
export const MAX_ATTEMPT_QUESTIONS = 100;

/** Answers arriving this long after the deadline are still accepted (network latency). */
export const ANSWER_GRACE_SECONDS = 5;

/** Verification and reset links stop working after an hour (docs/security.md 4). */
export const EMAIL_TOKEN_TTL_SECONDS = 60 * 60;

export const MAX_FULL_NAME_LENGTH = 100;

/** A JSON body nested deeper than this is refused before it is parsed (docs/security.md 41). */
export const MAX_JSON_DEPTH = 400;

/**
 * Failed sign-ins per account (docs/security.md 44), whatever the address: after this many in the
 * window, the account's sign-in is refused until the window has passed (an unknown email counts
 * alike, so the answer never tells whether an account exists).
 */
export const ACCOUNT_SIGN_IN_FAILURES = 5;
export const ACCOUNT_SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Reset mails, and verification mails, per recipient per hour, whoever asks (docs/security.md 44). */
export const MAILS_PER_RECIPIENT_PER_HOUR = 3;
/** Live-board streams open at once per signed-in member, and per address for visitors (docs/security.md 44). */
export const LIVE_STREAMS_PER_MEMBER = 4;
export const LIVE_STREAMS_PER_ADDRESS = 40;
