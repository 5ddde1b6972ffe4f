import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import type { Locale } from "@berean/domain";
import en from "./messages/en.json" with { type: "json" };
import es from "./messages/es.json" with { type: "json" };

/** What the server itself writes (page descriptions, and in time its errors, mails and PDFs): one catalogue per language. */
const CATALOGUES: Record<Locale, Record<string, string>> = { en, es };
export type ServerMessageId = keyof typeof en;

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** The server's messages, plurals, dates and numbers in one language (FormatJS, as the web app's: decision 020). */
export function serverIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: "en", messages: CATALOGUES[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}

/** One of the server's messages in a language. */
export function say(locale: Locale, id: ServerMessageId, values?: Record<string, string | number>): string {
  return serverIntl(locale).formatMessage({ id }, values);
}
