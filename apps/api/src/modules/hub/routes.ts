import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  BookPageSchema,
  BookParamsSchema,
  categoryName,
  findBookBySlug,
  bookPagePath,
  HUB_PATH,
  isLocale,
  localePath,
  LOCALES,
  localReference,
  splitLocalePath,
  type Locale,
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
import { LANGUAGE_HEADERS, LOCALE_COOKIE, requestLocale } from "../../i18n/request-locale.ts";
import { say, type ServerMessageId } from "../../i18n/server-messages.ts";
import { webMessages } from "../../i18n/web-messages.ts";

/** Must match SERVER_BOOK_PAGE_ID in apps/web/src/features/hub/api/hub.ts: the SPA's first render reads it instead of fetching. */
const BOOK_PAGE_DATA_ID = "berean-book-page";
/** Must match SSR_QUERIES_ID in apps/web/src/main.tsx: the query data a server-rendered page was made with. */
const SSR_QUERIES_ID = "berean-ssr-queries";
/** The information pages the footer links to, with their descriptions' messages; the paths are those of apps/web/src/config/paths.ts. */
const INFO_PAGES = {
  "/about": "hub.about",
  "/features": "hub.features",
  "/faq": "hub.faq",
  "/privacy": "hub.privacy",
  "/terms": "hub.terms",
} as const satisfies Record<string, ServerMessageId>;

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
/** A public page's language and the web app's messages in it. */
const language = (locale: Locale) => ({ locale, messages: webMessages(locale) });

/** The book page's title and description in its language. */
const bookPageHead = (page: BookPage, locale: Locale) => {
  const book = findBookBySlug(page.book.slug)!;
  return {
    title: say(locale, "hub.bookTitle", { book: page.book.name }),
    description: say(locale, "hub.bookDescription", {
      count: page.questionCount,
      book: page.book.name,
      testament: book.testament,
      category: categoryName(book.category, locale),
      chapters: book.chapters,
    }),
  };
};

/** FAQPage structured data: each question with its answer, explanation and verse. */
function faqJsonLd(page: BookPage, url: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    name: bookPageHead(page, locale).title,
    url,
    mainEntity: page.questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: [
          q.options[q.answerIndex],
          q.explanation,
          q.references.length ? `(${q.references.map((reference) => localReference(reference, locale)).join("; ")}, ${say(locale, "hub.translation")})` : null,
        ]
          .filter(Boolean)
          .join(" "),
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
      // Which questions a book page shows depends on the quizzes (their questions stay off it); in
      // the member's language, or the visitor's.
      if (request.member) return (await readBookPage(deps.db, book.slug, request.member.locale))!;
      const locale = requestLocale(request.headers);
      return deps.reads.send(request, reply, { key: `hub-data:${book.slug}:${locale}`, topics: ["quizzes"], vary: LANGUAGE_HEADERS }, async () =>
        jsonOf(BookPageSchema, (await readBookPage(deps.db, book.slug, locale))!),
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

  /**
   * A public page in both languages (docs/architecture.md §9): English at `path`, Spanish at
   * `/es` + path, each naming the other (hreflang). `?lang=` is the language switcher's link: it
   * keeps the choice (a cookie) and sends the visitor to that language's page. A visitor who chose
   * Spanish, or whose browser asks for it and who has not chosen, is sent from an English page to
   * its Spanish one; a Spanish page is always Spanish.
   */
  const publicPage = (
    path: string,
    serve: (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply, locale: Locale) => Promise<unknown>,
  ) => {
    for (const locale of LOCALES) {
      app.get<{ Params: Record<string, string> }>(localePath(path, locale), { schema: { hide: true } }, async (request, reply) => {
        const url = new URL(request.url, "http://berean.local");
        const switchTo = url.searchParams.get("lang");
        if (isLocale(switchTo)) {
          url.searchParams.delete("lang");
          reply.header("set-cookie", `${LOCALE_COOKIE}=${switchTo}; Path=/; Max-Age=31536000; SameSite=Lax`);
          return reply.redirect(localePath(splitLocalePath(url.pathname).path, switchTo) + url.search, 303);
        }
        // Members read the app in their own language at any path: only visitors are sent on.
        if (locale === "en" && requestLocale(request.headers) !== "en" && !requestSession(request.raw, deps.secret)) {
          return reply.header("vary", LANGUAGE_HEADERS).redirect(localePath(url.pathname, requestLocale(request.headers)) + url.search, 302);
        }
        return serve(request, reply, locale);
      });
    }
  };
  /** The head's links to the page in each language (`pathOf` the path without its language). */
  const alternates = (pathOf: string) => [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: appUrl + localePath(pathOf, locale) })),
    { hreflang: "x-default", href: appUrl + pathOf },
  ];
  const notFoundPage = async (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    const renderer = await loadRenderer();
    const markup = renderer.renderNotFoundMarkup(request.url, language(locale)).replace(/<title>[\s\S]*?<\/title>/, "");
    return reply
      .status(404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(page({ title: say(locale, "hub.notFoundTitle"), lang: locale }, markup));
  };

  // The landing page and the hub's home, rendered for visitors with their data (kept in the shared
  // cache until a result or a quiz changes them). A browser with a session gets the app's shell:
  // members see their own version (the landing page sends them to their home).
  const publicData = async (locale: Locale) => {
    const now = new Date();
    const [stats, leaderboard, quizzes] = await Promise.all([
      readSiteStats(deps.db, locale),
      readLeaderboard(deps.db, "all", null, now),
      listQuizzes(deps.db, null, now, deps.config.appTimezone, locale),
    ]);
    return { stats, leaderboard, quizzes: { quizzes } };
  };
  const servePublicPage = (which: "landing" | "hub") => async (request: FastifyRequest, reply: FastifyReply, locale: Locale) => {
    if (!hasWebBuild || requestSession(request.raw, deps.secret)) return reply.callNotFound();
    const pathOf = which === "landing" ? "/" : HUB_PATH;
    return deps.reads.send(request, reply, { key: `page:${which}:${locale}`, topics: ["results", "quizzes"], type: "text/html; charset=utf-8" }, async () => {
      const renderer = await loadRenderer();
      const data = await publicData(locale);
      const rendered =
        which === "landing" ? renderer.renderLandingMarkup(data, request.url, language(locale)) : renderer.renderHubMarkup(data, request.url, language(locale));
      const { title, body } = takeTitle(rendered.markup, "Berean");
      const head = {
        title,
        lang: locale,
        description: say(locale, which === "landing" ? "hub.siteDescription" : "hub.hubDescription"),
        canonical: appUrl + localePath(pathOf, locale),
        alternates: alternates(pathOf),
        data: { id: SSR_QUERIES_ID, value: rendered.queries },
      };
      return page(head, body, "islands");
    });
  };
  publicPage("/", servePublicPage("landing"));
  // The hub's search before its script has run (a slow phone): `?q=` opens the first book it matches.
  const serveHub = servePublicPage("hub");
  publicPage(HUB_PATH, async (request, reply, locale) => {
    const q = (request.query as { q?: unknown }).q;
    const book = typeof q === "string" && q.length <= 40 ? matchBooks(q)[0] : undefined;
    if (book) return reply.redirect(localePath(bookPagePath(book.slug), locale), 303);
    return serveHub(request, reply, locale);
  });

  // The information pages: plain content, the same for every visitor; members get the app, which shows the same page in their session.
  for (const [path, description] of Object.entries(INFO_PAGES) as Array<[keyof typeof INFO_PAGES, ServerMessageId]>) {
    publicPage(path, async (request, reply, locale) => {
      if (!hasWebBuild || requestSession(request.raw, deps.secret)) return reply.callNotFound();
      return deps.reads.send(request, reply, { key: `page:${path}:${locale}`, topics: [], type: "text/html; charset=utf-8" }, async () => {
        const renderer = await loadRenderer();
        const { title, body } = takeTitle(renderer.renderInfoMarkup(path, language(locale)), "Berean");
        return page(
          { title, lang: locale, description: say(locale, description), canonical: appUrl + localePath(path, locale), alternates: alternates(path) },
          body,
          "islands",
        );
      });
    });
  }

  // Any slug reaches the handler (no 400 for a long one): a bad slug is the 404 page, as for any unknown path.
  publicPage(`${HUB_PATH}/:book`, async (request, reply, locale) => {
    const book = findBookBySlug(request.params.book ?? "");
    // Members get the app, which shows them their own version of the page.
    if (book && hasWebBuild && requestSession(request.raw, deps.secret)) return reply.callNotFound();
    if (!book) return notFoundPage(request, reply, locale);
    const renderer = await loadRenderer();
    return deps.reads.send(request, reply, { key: `hub-page:${book.slug}:${locale}`, topics: ["quizzes"], type: "text/html; charset=utf-8" }, async () => {
      const bookPage = (await readBookPage(deps.db, book.slug, locale))!;
      const pathOf = bookPagePath(bookPage.book.slug);
      const canonical = appUrl + localePath(pathOf, locale);
      const head = {
        ...bookPageHead(bookPage, locale),
        lang: locale,
        canonical,
        alternates: alternates(pathOf),
        jsonLd: faqJsonLd(bookPage, canonical, locale),
        data: { id: BOOK_PAGE_DATA_ID, value: bookPage },
      };
      return page(head, renderer.renderBookPageMarkup(bookPage, localePath(pathOf, locale), language(locale)), "islands");
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
