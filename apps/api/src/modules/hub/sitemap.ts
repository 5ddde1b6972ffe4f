import { BOOKS, bookPagePath, HUB_PATH, localePath, LOCALES } from "@berean/domain";
import { escapeHtml } from "./page-template.ts";

/**
 * The public pages crawlers should find: the landing page, the hub, the 66 book pages and the
 * information pages (`infoPaths`), in each language, each entry naming its other languages.
 */
export function sitemapXml(appUrl: string, infoPaths: readonly string[] = []): string {
  const paths = ["/", HUB_PATH, ...BOOKS.map((book) => bookPagePath(book.slug)), ...infoPaths];
  const entries = paths.flatMap((path) => {
    const links = LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(appUrl + localePath(path, locale))}"/>`).join(
      "",
    );
    return LOCALES.map((locale) => `  <url><loc>${escapeHtml(appUrl + localePath(path, locale))}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /dashboard", "Disallow: /api/", "Disallow: /dev/", "", `Sitemap: ${appUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
