import { useEffect, useRef } from "react";
import { isApiError } from "./api";
import { followFormatLocale } from "./format";
import en from "./messages/en.json";
import es from "./messages/es.json";

/**
 * What the quiz player and a hosted game's phone share to lose no answer to a dropped connection
 * (docs/architecture.md §4 'Offline answers'): which failures mean "not sent" rather than
 * "refused", how long an answer may go unanswered, and the retry that sends kept answers again.
 */

/** The words the player shows instead of an error while answers wait for the network, in the page's language (lib/messages). */
export let OFFLINE_MESSAGE: string = en.offline;
followFormatLocale((locale) => {
  OFFLINE_MESSAGE = (locale.startsWith("es") ? es : en).offline;
});

/** How long an answer may wait for its reply before it is kept and sent again later. */
export const ANSWER_TIMEOUT_MS = 8_000;

/** How often kept answers are tried again while any are waiting (besides the browser's 'online'). */
export const RETRY_MS = 3_000;

/** No retry before this instant: the server's last 429 asked for quiet until then (its Retry-After). */
let quietUntil = 0;

/**
 * The answer may not have reached the server, or the server could not judge it: no network
 * (status 0), a timeout, a 5xx, an answer that is not the API's (a proxy's page), or too many at
 * once. Sending it again is safe: the server takes a repeat as the same answer. Too many at once
 * (429) also holds every retry back for the Retry-After it names: a room behind one address that
 * went past its limit would otherwise keep it there by retrying every few seconds.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 429 && error.retryAfterSeconds) quietUntil = Math.max(quietUntil, Date.now() + error.retryAfterSeconds * 1000);
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.code === "BAD_RESPONSE";
}

/** `promise`, or a connection failure once `ms` pass without its reply (the request may still land: a repeat is harmless). */
export function withTimeout<T>(promise: Promise<T>, ms = ANSWER_TIMEOUT_MS): Promise<T> {
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(new Error("No reply in time")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => window.clearTimeout(timer));
}

/**
 * Runs `retry` when the browser says it is online again, and every RETRY_MS, while `active`; not
 * while a 429's Retry-After lasts.
 */
export function useRetryWhileWaiting(active: boolean, retry: () => void): void {
  const latest = useRef(retry);
  latest.current = retry;
  useEffect(() => {
    if (!active) return;
    const run = () => {
      if (Date.now() >= quietUntil) latest.current();
    };
    window.addEventListener("online", run);
    const timer = window.setInterval(run, RETRY_MS);
    return () => {
      window.removeEventListener("online", run);
      window.clearInterval(timer);
    };
  }, [active]);
}
