/** The islands of the public pages (see ./island.tsx); each name appears at most once on a page. */
export type IslandName = "menu" | "book-search" | "categories" | "faq" | "testimonials" | "live-event";

/**
 * The parts of the app whose messages each island may show (../i18n/scope.ts): the server writes
 * those, and only those, into a page for the islands script (element ISLAND_MESSAGES_ID).
 */
export const ISLAND_SCOPES: Record<IslandName, string[]> = {
  menu: ["app.layout", "components"],
  "book-search": ["hub", "components"],
  categories: ["hub", "components"],
  faq: ["landing", "components"],
  testimonials: ["landing", "components"],
  "live-event": ["landing", "components"],
};

export const ISLAND_MESSAGES_ID = "berean-island-messages";
