/** The app in English and Spanish (docs/architecture.md §9, decision 020). */
export { loadMessages } from "./catalogues";
export { isLocale, LOCALE_COOKIE, LOCALES, pageLocale, rememberLocale, type Locale } from "./locale";
export { scoped, translator, useServerText, type Translate } from "./messages";
export { I18nProvider, useLocale } from "./provider";
export type { Messages } from "./scope";
