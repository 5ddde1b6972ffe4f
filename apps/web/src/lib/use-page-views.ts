import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { countPageView } from "./count-page-view";

/** Counts a view of each page the SPA shows, once per navigation (see count-page-view.ts). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const lastCounted = useRef<string | null>(null);
  useEffect(() => {
    if (pathname === lastCounted.current) return;
    lastCounted.current = pathname;
    countPageView(pathname);
  }, [pathname]);
}
