import { useSyncExternalStore } from "react";
import { findBookBySlug, type Book } from "@berean/domain";

/** Recently Viewed books live in this browser only (docs/product.md part 2 §2 'Public home page'): newest first, at most 5. */
export const RECENTLY_VIEWED_KEY = "berean.recentlyViewedBooks";
export const RECENTLY_VIEWED_LIMIT = 5;

const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

function parse(raw: string): Book[] {
  try {
    const slugs: unknown = JSON.parse(raw);
    if (!Array.isArray(slugs)) return [];
    return slugs.flatMap((slug) => (typeof slug === "string" ? (findBookBySlug(slug) ?? []) : [])).slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Puts a book first in the list (moving it up if it was already there). */
export function rememberBook(slug: string): void {
  const slugs = [
    slug,
    ...parse(read())
      .map((book) => book.slug)
      .filter((s) => s !== slug),
  ].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(slugs));
  } catch {
    return; // storage full or disabled: the list is a convenience
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

let cachedRaw: string | null = null;
let cachedBooks: Book[] = [];
function getBooks(): Book[] {
  const raw = read();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedBooks = parse(raw);
  }
  return cachedBooks;
}

const noBooks: Book[] = [];

/** The Recently Viewed books; empty on the server (the list is only in the browser). */
export function useRecentlyViewed(): Book[] {
  return useSyncExternalStore(subscribe, getBooks, () => noBooks);
}
