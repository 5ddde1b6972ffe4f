import { pageViewPathKind } from "@berean/domain";
import { apiPaths } from "../config/paths";

/**
 * Counts a view of a page (POST /api/page-views), except the admin area and paths that are not
 * pages of the app (the server refuses those too). Fire and forget: a lost count never bothers
 * the visitor. The app counts each page it shows (use-page-views.ts); the islands script counts
 * the server-rendered page it runs in.
 */
export function countPageView(pathname: string): void {
  if (pageViewPathKind(pathname) !== "tracked") return;
  void fetch(apiPaths.pageViews, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path: pathname }),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}
