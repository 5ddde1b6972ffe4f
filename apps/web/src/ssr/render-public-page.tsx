/**
 * Server rendering of the public pages that must read without JavaScript and paint before any
 * script has run: the landing page, the hub, the 66 book pages, the information pages (about,
 * features, FAQ, privacy, terms) and the 404 page. Always as a visitor sees them: the server
 * renders them only for requests without a session. The API imports this file (apps/api/src/modules/hub); the browser never does.
 * The SPA later renders the same components from the same data, so the page does not move.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, type ReactElement, type ReactNode } from "react";
import { parse } from "@formatjs/icu-messageformat-parser";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { isLocalizedPath, localePath, type BookPage, type LeaderboardResponse, type QuizListResponse, type SiteStats } from "@berean/domain";
import { NotFoundPage } from "../app/errors/not-found-page";
import { paths } from "../config/paths";
import { AboutPage } from "../features/info/about-page";
import { FaqPage } from "../features/info/faq-page";
import { FeaturesPage } from "../features/info/features-page";
import { PrivacyPage } from "../features/info/privacy-page";
import { TermsPage } from "../features/info/terms-page";
import { BookPageFrame } from "../features/hub/book-page";
import { HubPage } from "../features/hub/hub-page";
import { LandingPage } from "../features/landing/landing-page";
import { PublicFrame } from "../app/layout/public-layout";
import { I18nProvider, type Locale, type Messages } from "../i18n";
import { islandIdPrefix, ServerIslands, type RenderIsland } from "../islands/island";
import { ISLAND_MESSAGES_ID, ISLAND_SCOPES, type IslandName } from "../islands/names";
import { featuredQuizzes, featuredQuizzesQueryOptions } from "../features/hub/api/hub";
import { leaderboardQueryOptions } from "../features/leaderboard";
import { siteStatsQueryOptions } from "../lib/site-stats";

/** The language a page is rendered in, with its messages (the API reads them: apps/api/src/i18n). */
export interface PageLanguage {
  locale: Locale;
  messages: Messages;
}

/** Query results the page was rendered with, by query key: the browser's first render starts from them (main.tsx). */
export type SeededQueries = Array<[readonly unknown[], unknown]>;

/** Renders with the page's data already in the query cache, as a visitor (["me"] is null: the header shows Sign In / Sign Up). */
function withData(queries: SeededQueries, children: ReactNode): ReactNode {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(["me"], null);
  for (const [key, data] of queries) client.setQueryData(key, data);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export interface PublicPageData {
  stats: SiteStats;
  leaderboard: LeaderboardResponse;
  quizzes: QuizListResponse;
}

/** The landing page as a visitor sees it, and the data to hand to the browser. */
export function renderLandingMarkup(data: PublicPageData, location: string, lang: PageLanguage): { markup: string; queries: SeededQueries } {
  const queries: SeededQueries = [
    [siteStatsQueryOptions.queryKey, data.stats],
    [leaderboardQueryOptions("all").queryKey, data.leaderboard],
  ];
  return {
    markup: render(
      location,
      <PublicFrame>
        <LandingPage />
      </PublicFrame>,
      lang,
      queries,
    ),
    queries,
  };
}

/** The hub's home as a visitor sees it, and the data to hand to the browser. */
export function renderHubMarkup(data: PublicPageData, location: string, lang: PageLanguage): { markup: string; queries: SeededQueries } {
  const queries: SeededQueries = [
    [siteStatsQueryOptions.queryKey, data.stats],
    [featuredQuizzesQueryOptions.queryKey, featuredQuizzes(data.quizzes)],
  ];
  return {
    markup: render(
      location,
      <PublicFrame>
        <HubPage />
      </PublicFrame>,
      lang,
      queries,
    ),
    queries,
  };
}

/**
 * The page's markup with each island rendered as its own root (see src/islands/island.tsx): the
 * page renders with a marker in each island's element, then each island renders alone into it,
 * with the id prefix the browser hydrates it with.
 */
function render(location: string, children: ReactNode, lang: PageLanguage, queries: SeededQueries = []): string {
  const islands: Array<{ name: IslandName; element: ReactElement }> = [];
  const collect: RenderIsland = (name, element) => `<!--island:${islands.push({ name, element }) - 1}-->`;
  const inLanguage = (element: ReactNode) => (
    <I18nProvider locale={lang.locale} messages={lang.messages}>
      {element}
    </I18nProvider>
  );
  const page = renderToString(
    <StrictMode>
      <ServerIslands.Provider value={collect}>
        <StaticRouter location={location}>{inLanguage(withData(queries, children))}</StaticRouter>
      </ServerIslands.Provider>
    </StrictMode>,
  );
  const markup = page.replace(/<!--island:(\d+)-->/g, (_, index: string) => {
    const { name, element } = islands[Number(index)]!;
    return renderToString(<StaticRouter location={location}>{inLanguage(element)}</StaticRouter>, { identifierPrefix: islandIdPrefix(name) });
  });
  const localized = lang.locale === "en" ? markup : inLanguagePaths(markup, lang.locale);
  return islands.length === 0
    ? localized
    : localized +
        islandMessages(
          islands.map((island) => island.name),
          lang.messages,
        );
}

/**
 * A page in another language links to the public pages in that language: `/es/hub/john`, not
 * `/hub/john` (the components write one path; a page that exists in each language gets its prefix here).
 */
function inLanguagePaths(markup: string, locale: Locale): string {
  return markup.replace(/href="(\/[^"?#]*)([?#][^"]*)?"/g, (whole, path: string, rest = "") =>
    isLocalizedPath(path) ? `href="${localePath(path, locale)}${rest}"` : whole,
  );
}

/**
 * The messages the page's islands may show (their parts' scopes, ../islands/names.ts), written into
 * the page for the islands script: a public page loads no catalogue of its own.
 */
function islandMessages(names: IslandName[], messages: Messages): string {
  const scopes = [...new Set(names.flatMap((name) => ISLAND_SCOPES[name]))].map((scope) => `${scope}.`);
  // Parsed here (ICU syntax trees), so the islands script carries no message parser.
  const subset = Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => scopes.some((scope) => id.startsWith(scope)))
      .map(([id, message]) => [id, parse(message)]),
  );
  return `<script type="application/json" id="${ISLAND_MESSAGES_ID}">${JSON.stringify(subset).replace(/</g, "\\u003c")}</script>`;
}

/** The markup of a book page as a visitor sees it (visitors are who the server renders for). */
export function renderBookPageMarkup(page: BookPage, location: string, lang: PageLanguage): string {
  return render(location, <BookPageFrame page={page} />, lang);
}

/** The information pages, by path: plain content, no data. */
const INFO_PAGES = {
  [paths.about]: AboutPage,
  [paths.features]: FeaturesPage,
  [paths.faq]: FaqPage,
  [paths.privacy]: PrivacyPage,
  [paths.terms]: TermsPage,
} as const;
export type InfoPagePath = keyof typeof INFO_PAGES;
export const INFO_PAGE_PATHS = Object.keys(INFO_PAGES) as InfoPagePath[];

/** An information page (about, features, FAQ, privacy, terms) as a visitor sees it. */
export function renderInfoMarkup(path: InfoPagePath, lang: PageLanguage): string {
  const Page = INFO_PAGES[path];
  return render(
    path,
    <PublicFrame>
      <Page />
    </PublicFrame>,
    lang,
  );
}

export function renderNotFoundMarkup(location: string, lang: PageLanguage): string {
  return render(location, <NotFoundPage />, lang);
}
