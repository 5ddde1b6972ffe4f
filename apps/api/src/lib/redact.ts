/**
 * One-time tokens of mailed links (password reset, email verification) never reach the log:
 * whoever reads the log could otherwise take over an account (docs/security.md 28). Nor does a
 * calendar feed's token, the only key to that member's feed (docs/architecture.md §4 'Calendar feed'),
 * nor a reminder's unsubscribe token, which names the member (docs/architecture.md §4 'Reminders').
 */
export function redactTokens(text: string): string {
  return text
    .replace(/(\/reset-password\/)[^/?#\s"]+/g, "$1[redacted]")
    .replace(/(\/calendar\/)[^/?#\s"]+/g, "$1[redacted]")
    .replace(/(\/unsubscribe\/)[^/?#\s"]+/g, "$1[redacted]")
    .replace(/([?&](?:token|code)=)[^&#\s"]+/gi, "$1[redacted]");
}

/** A request's path as the log shows it: no query string, no token in the path. */
export function logPath(url: string): string {
  return redactTokens(url.split("?")[0] ?? "/");
}
