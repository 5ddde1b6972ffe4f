import type { ReactNode } from "react";
import en from "../i18n/catalogue.en";
import es from "../i18n/catalogue.es";
import { I18nProvider, type Locale } from "../i18n";

/** A component as the app draws it: inside the language's messages (English unless a test asks for Spanish). */
export function withIntl(ui: ReactNode, locale: Locale = "en"): ReactNode {
  return (
    <I18nProvider locale={locale} messages={locale === "es" ? es : en}>
      {ui}
    </I18nProvider>
  );
}
