import { isLocale, LOCALES, type Locale } from "@berean/domain";

export { isLocale, LOCALES, type Locale };

/** The visitor's choice of language, kept for the server: it names the page's language before any script runs. */
export const LOCALE_COOKIE = "berean-locale";

/** The language the server wrote the page in (`<html lang>`): the app starts in it. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return isLocale(lang) ? lang : "en";
}

/** Remembers the choice for the server's next page, for a year; a member's own is also kept with the account (Settings). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie, read by the server
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = locale;
}
