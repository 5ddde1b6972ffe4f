/**
 * The islands script: the only JavaScript of a public page a visitor opens (see ./island.tsx).
 * It hydrates each `data-island` root the server rendered, with the props it was rendered with.
 * All islands are in this one small file and hydrate as it runs, before the page's load event:
 * a control is live by the time the page reports loaded.
 */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IntlProvider, type MessageFormatElement } from "react-intl";
import { CategoryCards } from "../features/hub/category-cards";
import { HubSearchBlock } from "../features/hub/book-search";
import { FaqAccordion } from "../features/landing/faq-accordion";
import { LiveEventCard } from "../features/landing/live-event-card";
import { TestimonialsCarousel } from "../features/landing/testimonials-carousel";
import { PublicMenu } from "../app/layout/public-menu";
import { apiPaths } from "../config/paths";
import { countPageView } from "../lib/count-page-view";
import { setFormatLocale } from "../lib/format";
import { islandIdPrefix } from "./island";
import { ISLAND_MESSAGES_ID, type IslandName } from "./names";

// oxlint-disable-next-line typescript/no-explicit-any -- each island's props are checked where the server renders it
const islands: Record<IslandName, ComponentType<any>> = {
  menu: PublicMenu,
  "book-search": HubSearchBlock,
  categories: CategoryCards,
  faq: FaqAccordion,
  testimonials: TestimonialsCarousel,
  "live-event": LiveEventCard,
};

// The messages the islands may show, in the page's language: the server wrote them beside the islands.
// Already parsed by the server (ICU syntax trees): this script carries no parser.
let messages: Record<string, MessageFormatElement[]> = {};
try {
  messages = JSON.parse(document.getElementById(ISLAND_MESSAGES_ID)?.textContent ?? "{}") as Record<string, MessageFormatElement[]>;
} catch {
  // Left as written: an island shows its messages' ids rather than break the page.
}
const locale = document.documentElement.lang || "en";
// Dates and numbers written outside messages (lib/format.ts) in the page's language, as the server wrote them.
setFormatLocale(locale);

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island as IslandName;
  const Component = islands[name];
  if (!Component) continue;
  let props: Record<string, unknown>;
  try {
    props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  } catch {
    continue; // props the server wrote are JSON; anything else leaves the island as plain HTML
  }
  hydrateRoot(
    element,
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <Component {...props} />
    </IntlProvider>,
    { identifierPrefix: islandIdPrefix(name) },
  );
}

countPageView(window.location.pathname);

// The server renders these pages for visitors only. Going back to one after signing in may show
// it from the back-forward cache, or from the HTTP cache (history navigations skip revalidation):
// if a session answers then, load the page again, and the server sends the app with the member's
// own header. Ordinary visits never ask.
function reloadIfSignedIn(): void {
  void fetch(apiPaths.me, { credentials: "same-origin" })
    .then((response) => {
      if (response.ok) window.location.reload();
    })
    .catch(() => undefined);
}
const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
if (navigation?.type === "back_forward") reloadIfSignedIn();
window.addEventListener("pageshow", (event) => {
  if (event.persisted) reloadIfSignedIn();
});
