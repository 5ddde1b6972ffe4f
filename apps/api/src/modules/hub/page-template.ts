import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

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
  /** Data the SPA reads instead of fetching it again, under this element id. */
  data?: { id: string; value: unknown };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON inside a <script> element: a '<' could close the element, so none is left. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The built index.html of the served web app, with a page's head and markup put into its slots. */
export function loadPageTemplate(webDist: string): (head: PageHead, markup: string) => string {
  const file = join(webDist, "index.html");
  const template = existsSync(file) ? readFileSync(file, "utf8") : BARE_SHELL;
  return (head, markup) => {
    const extra: string[] = [];
    if (head.canonical) {
      extra.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
      extra.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
    }
    extra.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
    if (head.description) extra.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
    if (head.jsonLd) extra.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
    if (head.data) extra.push(`<script type="application/json" id="${escapeHtml(head.data.id)}">${scriptJson(head.data.value)}</script>`);

    let html = template.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
    html = html.replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, "");
    if (head.description) extra.unshift(`<meta name="description" content="${escapeHtml(head.description)}" />`);
    html = html.replace(/\s*<\/head>/, () => `\n    ${extra.join("\n    ")}\n  </head>`);
    return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  };
}
