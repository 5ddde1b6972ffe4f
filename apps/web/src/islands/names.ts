/** The islands of the public pages (see ./island.tsx); each name appears at most once on a page. */
export type IslandName = "menu" | "book-search" | "categories" | "faq" | "testimonials" | "live-event";
