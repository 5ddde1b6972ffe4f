import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@berean/domain";
import { withLang } from "../../i18n/request-locale.ts";

/** Used when no web build is there (API-only runs and tests): the same slots as the built index.html. */
const BARE_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Berean</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export interface PageHead {
  title: string;
  description?: string;
  canonical?: string;
  /** Structured data (schema.org), written as application/ld+json. */
  jsonLd?: unknown;
  /** A preview image for link cards (Open Graph, Twitter's large card): docs/architecture.md §4 'Sharing'. */
  image?: { url: string; width: number; height: number; alt: string };
  /** The language it is written in (`<html lang>`); English when not said. */
  lang?: Locale;
  /** The same page in each language (`<link rel="alternate" hreflang>`), absolute URLs, with `x-default`. */
  alternates?: Array<{ hreflang: string; href: string }>;
  /** Data the SPA reads instead of fetching it again, under this element id (left out when the page runs the islands script). */
  data?: { id: string; value: unknown };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON inside a <script> element: a '<' could close the element, so none is left. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The islands script's file in the build (apps/web/vite.islands.config.ts), or null when it was not built. */
function islandsScript(webDist: string): string | null {
  const manifest = join(webDist, ".vite", "islands-manifest.json");
  if (!existsSync(manifest)) return null;
  const chunks = Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, { file: string; isEntry?: boolean }>);
  return chunks.find((chunk) => chunk.isEntry)?.file ?? null;
}

/** index.html with the app's script and its preloads replaced by the islands script (src/islands in apps/web). */
function withIslandsScript(template: string, file: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/\s*<\/head>/, () => `\n    <script type="module" crossorigin src="/${file}"></script>\n  </head>`);
}

export type PageScript = "app" | "islands";

/**
 * The built index.html of the served web app, with a page's head and markup put into its slots.
 * A page rendered for the islands script gets that script instead of the app (when it was built;
 * otherwise the app, which renders the same page from the data in head.data).
 */
export function loadPageTemplate(webDist: string): (head: PageHead, markup: string, script?: PageScript) => string {
  const file = join(webDist, "index.html");
  const appTemplate = existsSync(file) ? readFileSync(file, "utf8") : BARE_SHELL;
  const islands = existsSync(file) ? islandsScript(webDist) : null;
  const islandsTemplate = islands ? withIslandsScript(appTemplate, islands) : appTemplate;
  return (head, markup, script = "app") => {
    const template = script === "islands" ? islandsTemplate : appTemplate;
    const runsApp = template === appTemplate;
    const extra: string[] = [];
    for (const alternate of head.alternates ?? [])
      extra.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" />`);
    if (head.canonical) {
      extra.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
      extra.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
    }
    extra.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
    if (head.description) extra.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
    if (head.image) {
      extra.push(`<meta property="og:type" content="website" />`);
      extra.push(`<meta property="og:image" content="${escapeHtml(head.image.url)}" />`);
      extra.push(`<meta property="og:image:width" content="${head.image.width}" />`);
      extra.push(`<meta property="og:image:height" content="${head.image.height}" />`);
      extra.push(`<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}" />`);
      extra.push(`<meta name="twitter:card" content="summary_large_image" />`);
      extra.push(`<meta name="twitter:image" content="${escapeHtml(head.image.url)}" />`);
    }
    if (head.jsonLd) extra.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
    if (head.data && runsApp) extra.push(`<script type="application/json" id="${escapeHtml(head.data.id)}">${scriptJson(head.data.value)}</script>`);

    let html = withLang(template, head.lang ?? "en").replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
    html = html.replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, "");
    if (head.description) extra.unshift(`<meta name="description" content="${escapeHtml(head.description)}" />`);
    html = html.replace(/\s*<\/head>/, () => `\n    ${extra.join("\n    ")}\n  </head>`);
    return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  };
}
