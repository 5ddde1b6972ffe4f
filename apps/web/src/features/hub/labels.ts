import { useIntl } from "react-intl";
import type { BookCategory, DIFFICULTIES } from "@berean/domain";
import { isLocale, type Locale } from "../../i18n";
import type { HubMessage } from "./messages";

/** The words for the ten categories of books (`BookCategory` stays the data's English: URLs, filters). */
export const CATEGORY_LABELS: Record<BookCategory, { name: HubMessage; about: HubMessage }> = {
  Pentateuch: { name: "categoryPentateuch", about: "aboutPentateuch" },
  "Historical Books": { name: "categoryHistoricalBooks", about: "aboutHistoricalBooks" },
  "Wisdom Literature": { name: "categoryWisdomLiterature", about: "aboutWisdomLiterature" },
  "Major Prophets": { name: "categoryMajorProphets", about: "aboutMajorProphets" },
  "Minor Prophets": { name: "categoryMinorProphets", about: "aboutMinorProphets" },
  Gospels: { name: "categoryGospels", about: "aboutGospels" },
  Acts: { name: "categoryActs", about: "aboutActs" },
  "Pauline Epistles": { name: "categoryPaulineEpistles", about: "aboutPaulineEpistles" },
  "General Epistles": { name: "categoryGeneralEpistles", about: "aboutGeneralEpistles" },
  Apocalyptic: { name: "categoryApocalyptic", about: "aboutApocalyptic" },
};

/** The hub's words for the stored difficulties (the English of HUB_DIFFICULTY_LABELS in @berean/domain). */
export const DIFFICULTY_LABELS: Record<(typeof DIFFICULTIES)[number], HubMessage> = {
  easy: "difficultyEasy",
  medium: "difficultyMedium",
  hard: "difficultyHard",
};

/**
 * The page's language, for books' names. Inside an island too: the islands script gives its roots
 * react-intl's provider only, without the app's useLocale (src/islands/main.tsx).
 */
export function usePageLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : "en";
}
