import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { pageViewPathKind } from "@berean/domain";
import { apiPaths } from "../config/paths";

/**
 * Counts a view of each page the SPA shows (POST /api/page-views), except the admin area and
 * paths that are not pages of the app (the server refuses those too). Fire and forget: a lost
 * count never bothers the visitor.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastCounted = useRef<string | null>(null);
  useEffect(() => {
    if (pathname === lastCounted.current || pageViewPathKind(pathname) !== "tracked") return;
    lastCounted.current = pathname;
    void fetch(apiPaths.pageViews, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: pathname }),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => undefined);
  }, [pathname]);
}
