/**
 * GET /api/events/live, read by the landing page's event card (an island of the server-rendered
 * page) for the time zone the site keeps the event in; null when the server does not answer with
 * it. A plain fetch: a failure only leaves the card on the visitor's own Saturday.
 */
export function readLiveEventZone(): Promise<{ siteTimeZone: string } | null> {
  return fetch("/api/events/live", { headers: { accept: "application/json" } }).then((res) =>
    res.ok ? (res.json() as Promise<{ siteTimeZone: string }>) : null,
  );
}
