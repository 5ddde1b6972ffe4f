import type { Locale } from "./book-names.ts";
import { HUB_PATH } from "./api/hub.ts";

/** The information pages of the public site, rendered by the server in each language. */
export const INFO_PAGE_PATHS = ["/about", "/features", "/faq", "/privacy", "/terms"] as const;

/** Whether a path is one of the public pages that exist in each language (the landing page, the hub and its books, the information pages). */
export function isLocalizedPath(path: string): boolean {
  return path === "/" || path === HUB_PATH || path.startsWith(`${HUB_PATH}/`) || (INFO_PAGE_PATHS as readonly string[]).includes(path);
}

/**
 * The public pages in each language (docs/architecture.md §9): English at their paths (`/hub`),
 * Spanish under `/es` (`/es/hub`, `/es` for the landing page). Members' pages keep one path; the
 * member's language decides how they read.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language a public path is in, and the path without its prefix: `/es/hub/john` → es, `/hub/john`. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/es(\/.*)?$/.exec(path);
  return match ? { locale: "es", path: match[1] || "/" } : { locale: "en", path };
}
