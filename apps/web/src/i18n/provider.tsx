import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { setFormatLocale } from "../lib/format";
import { loadMessages } from "./catalogues";
import { rememberLocale, type Locale } from "./locale";
import type { Messages } from "./scope";

interface LocaleState {
  locale: Locale;
  /** Loads the language's messages, then redraws the app in it; remembered for the server's next page. */
  setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** The app in one language: its messages, and plurals, dates and numbers by its rules. */
export function I18nProvider({ locale: initialLocale, messages: initialMessages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const [{ locale, messages }, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const setLocale = useCallback(
    async (next: Locale) => {
      if (next === locale) return;
      const loaded = await loadMessages(next);
      rememberLocale(next);
      setState({ locale: next, messages: loaded });
    },
    [locale],
  );
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // Dates and numbers written outside messages (lib/format.ts) follow the language, before anything is drawn in it.
  setFormatLocale(locale);
  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={reportMissing}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

/** The page's language and the way to change it (the switcher, Settings). */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error("useLocale outside I18nProvider");
  return state;
}

/** A missing message shows its id on the page (and the Spanish tour's test fails on it); the console says which. */
function reportMissing(error: { code: string; message: string }) {
  if (error.code === "MISSING_TRANSLATION" && import.meta.env.MODE === "test") return;
  console.error(error.message);
}
