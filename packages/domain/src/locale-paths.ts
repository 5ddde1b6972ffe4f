import type { Locale } from "./book-names.ts";

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
