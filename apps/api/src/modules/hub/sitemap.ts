import { BOOKS, bookPagePath, HUB_PATH } from "@berean/domain";
import { escapeHtml } from "./page-template.ts";

/** The public pages crawlers should find: the landing page, the hub, the 66 book pages and the information pages (`infoPaths`). */
export function sitemapXml(appUrl: string, infoPaths: readonly string[] = []): string {
  const urls = ["/", HUB_PATH, ...BOOKS.map((book) => bookPagePath(book.slug)), ...infoPaths];
  const entries = urls.map((path) => `  <url><loc>${escapeHtml(appUrl + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(appUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /dashboard", "Disallow: /api/", "Disallow: /dev/", "", `Sitemap: ${appUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
