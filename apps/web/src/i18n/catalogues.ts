import type { Locale } from "./locale";
import type { Messages } from "./scope";

/** A language's messages, each its own chunk: a Spanish visitor never downloads the English (decision 020). */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("./catalogue.en"),
  es: () => import("./catalogue.es"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
}
