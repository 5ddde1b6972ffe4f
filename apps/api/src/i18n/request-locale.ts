import type { IncomingHttpHeaders } from "node:http";
import type { FastifyRequest } from "fastify";
import { parseCookie } from "cookie";
import Negotiator from "negotiator";
import { isLocale, LOCALES, type Locale } from "@berean/domain";

/** The visitor's choice of language (the switcher, Settings): the same name as the web app's (apps/web/src/i18n/locale.ts). */
export const LOCALE_COOKIE = "berean-locale";

/**
 * The language to answer a request in: the visitor's own choice (the cookie the switcher and
 * Settings set; a member's saved language sets it at sign-in), else the first of the browser's
 * languages Berean speaks (`Accept-Language`), else English.
 */
export function requestLocale(headers: IncomingHttpHeaders): Locale {
  const chosen = headers.cookie ? parseCookie(headers.cookie)[LOCALE_COOKIE] : undefined;
  if (isLocale(chosen)) return chosen;
  const preferred = new Negotiator({ headers }).language([...LOCALES]);
  return isLocale(preferred) ? preferred : "en";
}

/** The language to write for the request's reader: a member's own, else a visitor's (requestLocale). */
export function readerLocale(request: FastifyRequest): Locale {
  return request.member?.locale ?? requestLocale(request.headers);
}

/** What a response chosen by requestLocale depends on (its `Vary`). */
export const LANGUAGE_HEADERS = "Cookie, Accept-Language";

/** The page's `<html lang>` set to the language it is written in. */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[a-z-]*"/i, `<html lang="${locale}"`);
}
