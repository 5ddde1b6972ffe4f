import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BookPageSchema,
  BookParamsSchema,
  bookPageDescription,
  findBookBySlug,
  bookPagePath,
  bookPageTitle,
  HUB_PATH,
  matchBooks,
  studySheetFileName,
  type BookPage,
} from "@berean/domain";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { jsonOf, type PublicCache } from "../../lib/public-cache.ts";
import { requestSession } from "../../lib/session-token.ts";
import { readLeaderboard } from "../leaderboards/service.ts";
import { listQuizzes } from "../quizzes/service.ts";
import { readSiteStats } from "../stats/service.ts";
import { loadPageTemplate } from "./page-template.ts";
import { readBookPage } from "./read-book-page.ts";
import { readStudySheet } from "./read-study-sheet.ts";
import { renderStudySheet } from "./study-sheet-pdf.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { webMessages } from "../../i18n/web-messages.ts";

/** Must match SERVER_BOOK_PAGE_ID in apps/web/src/features/hub/api/hub.ts: the SPA's first render reads it instead of fetching. */
const BOOK_PAGE_DATA_ID = "berean-book-page";
const NOT_FOUND_TITLE = "Oops! Page not found · Berean";
/** Must match SSR_QUERIES_ID in apps/web/src/main.tsx: the query data a server-rendered page was made with. */
const SSR_QUERIES_ID = "berean-ssr-queries";
const SITE_DESCRIPTION = "Berean: timed Bible quizzes, leaderboards and a public hub for all 66 books.";
const HUB_DESCRIPTION =
  "Bible questions and answers for all 66 books of the King James Bible, each answer with its verse; featured quizzes and the books by category.";
/** The information pages the footer links to, with their descriptions; the paths are those of apps/web/src/config/paths.ts. */
const INFO_PAGES = {
  "/about": "What Berean is: timed Bible quizzes for all ages, a free Bible hub for the 66 books, live events and leaderboards.",
  "/features": "Berean's features: timed quizzes with verse-cited answers, the free Bible hub, the Saturday live event, leaderboards, Pro and competitions.",
  "/faq": "Answers about Berean: plans, scores, the Saturday live event, the Bible hub and Pro.",
  "/privacy": "What Berean keeps about you, why, who else sees it, and how to have it deleted.",
  "/terms": "Berean's terms of use: fair play, Pro, paid competitions and their refunds.",
} as const;

/** The <title> React rendered into the markup, moved to the document's head. */
function takeTitle(markup: string, fallback: string): { title: string; body: string } {
  const match = /<title>([\s\S]*?)<\/title>/.exec(markup);
  const title = match
    ? match[1]!
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
    : fallback;
  return { title, body: match ? markup.replace(match[0], "") : markup };
}

// The React renderer (react-dom/server and the page components) loads on the first book page, not at startup.
const loadRenderer = () => import("../../../../web/src/ssr/render-public-page.tsx");
/** The language public pages are rendered in (the Spanish ones come with their own paths, §9). */
const english = () => ({ locale: "en" as const, messages: webMessages("en") });

/** FAQPage structured data: each question with its answer, explanation and verse. */
function faqJsonLd(page: BookPage, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    name: bookPageTitle(page.book.name),
    url,
    mainEntity: page.questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: [q.options[q.answerIndex], q.explanation, q.references.length ? `(${q.references.join("; ")}, KJV)` : null].filter(Boolean).join(" "),
      },
    })),
  };
}

/**
 * The hub's server side: book data for the SPA, the 66 book pages rendered into the HTML the
 * server sends (title, description, canonical link, JSON-LD, content), the sitemap and robots.txt.
 */
export async function hubRoutes(app: FastifyInstance, deps: { db: Db; config: Config; webDist: string; reads: PublicCache; secret: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const page = loadPageTemplate(deps.webDist);
  const hasWebBuild = existsSync(join(deps.webDist, "index.html"));
  const { appUrl } = deps.config;

  r.get(
    "/api/hub/books/:book",
    {
      schema: { tags: ["hub"], params: BookParamsSchema, response: { 200: BookPageSchema } },
      config: { access: "public", summary: "A book of the Bible on the public hub, with sample questions" },
    },
    async (request, reply) => {
      const book = findBookBySlug(request.params.book);
      if (!book) throw notFound("No such book.");
      // Which questions a book page shows depends on the quizzes (their questions stay off it).
      return deps.reads.send(request, reply, { key: `hub-data:${book.slug}`, topics: ["quizzes"] }, async () =>
        jsonOf(BookPageSchema, (await readBookPage(deps.db, book.slug))!),
      );
    },
  );

  // A book's study sheet (Pro: a free member is offered the upgrade, 403 PRO_REQUIRED): open questions
  // only, as the book page; made afresh each time, never kept in the shared cache.
  r.get(
    "/api/hub/books/:book/study-sheet.pdf",
    {
      schema: { tags: ["hub"], params: BookParamsSchema },
      config: {
        access: "pro",
        summary: "A book's printable study sheet: key verses, outline, questions and answer key (Pro)",
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const sheet = await readStudySheet(deps.db, request.params.book, new Date());
      if (!sheet) throw notFound("No such book.");
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${studySheetFileName(sheet.book.slug)}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(await renderStudySheet(sheet)));
    },
  );

  // The landing page and the hub's home, rendered for visitors with their data (kept in the shared
  // cache until a result or a quiz changes them). A browser with a session gets the app's shell:
  // members see their own version (the landing page sends them to their home).
  const publicData = async () => {
    const now = new Date();
    const [stats, leaderboard, quizzes] = await Promise.all([
      readSiteStats(deps.db),
      readLeaderboard(deps.db, "all", null, now),
      listQuizzes(deps.db, null, now, deps.config.appTimezone),
    ]);
    return { stats, leaderboard, quizzes: { quizzes } };
  };
  const servePublicPage = (which: "landing" | "hub") => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasWebBuild || requestSession(request.raw, deps.secret)) return reply.callNotFound();
    return deps.reads.send(request, reply, { key: `page:${which}`, topics: ["results", "quizzes"], type: "text/html; charset=utf-8" }, async () => {
      const renderer = await loadRenderer();
      const data = await publicData();
      const rendered =
        which === "landing" ? renderer.renderLandingMarkup(data, request.url, english()) : renderer.renderHubMarkup(data, request.url, english());
      const { title, body } = takeTitle(rendered.markup, "Berean");
      const head = {
        title,
        description: which === "landing" ? SITE_DESCRIPTION : HUB_DESCRIPTION,
        canonical: appUrl + (which === "landing" ? "/" : HUB_PATH),
        data: { id: SSR_QUERIES_ID, value: rendered.queries },
      };
      return page(head, body, "islands");
    });
  };
  app.get("/", { schema: { hide: true } }, servePublicPage("landing"));
  // The hub's search before its script has run (a slow phone): `?q=` opens the first book it matches.
  const serveHub = servePublicPage("hub");
  app.get(HUB_PATH, { schema: { hide: true } }, async (request, reply) => {
    const q = (request.query as { q?: unknown }).q;
    const book = typeof q === "string" && q.length <= 40 ? matchBooks(q)[0] : undefined;
    if (book) return reply.redirect(bookPagePath(book.slug), 303);
    return serveHub(request, reply);
  });

  // The information pages: plain content, the same for every visitor; members get the app, which shows the same page in their session.
  for (const [path, description] of Object.entries(INFO_PAGES) as Array<[keyof typeof INFO_PAGES, string]>) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      if (!hasWebBuild || requestSession(request.raw, deps.secret)) return reply.callNotFound();
      return deps.reads.send(request, reply, { key: `page:${path}`, topics: [], type: "text/html; charset=utf-8" }, async () => {
        const renderer = await loadRenderer();
        const { title, body } = takeTitle(renderer.renderInfoMarkup(path, english()), "Berean");
        return page({ title, description, canonical: appUrl + path }, body, "islands");
      });
    });
  }

  // Any slug reaches the handler (no 400 for a long one): a bad slug is the 404 page, as for any unknown path.
  app.get<{ Params: { book: string } }>(`${HUB_PATH}/:book`, { schema: { hide: true } }, async (request, reply) => {
    const book = findBookBySlug(request.params.book);
    // Members get the app, which shows them their own version of the page.
    if (book && hasWebBuild && requestSession(request.raw, deps.secret)) return reply.callNotFound();
    const renderer = await loadRenderer();
    if (!book) {
      const markup = renderer.renderNotFoundMarkup(request.url, english()).replace(/<title>[\s\S]*?<\/title>/, "");
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(page({ title: NOT_FOUND_TITLE }, markup));
    }
    return deps.reads.send(request, reply, { key: `hub-page:${book.slug}`, topics: ["quizzes"], type: "text/html; charset=utf-8" }, async () => {
      const bookPage = (await readBookPage(deps.db, book.slug))!;
      const canonical = appUrl + bookPagePath(bookPage.book.slug);
      const head = {
        title: bookPageTitle(bookPage.book.name),
        description: bookPageDescription(bookPage),
        canonical,
        jsonLd: faqJsonLd(bookPage, canonical),
        data: { id: BOOK_PAGE_DATA_ID, value: bookPage },
      };
      return page(head, renderer.renderBookPageMarkup(bookPage, bookPagePath(bookPage.book.slug), english()), "islands");
    });
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemapXml(appUrl, Object.keys(INFO_PAGES))),
  );
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt(appUrl)),
  );
}
