import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@berean/domain";
import { mergeCatalogues, type Messages } from "../../../web/src/i18n/scope.ts";
import { REPO_ROOT } from "../paths.ts";

/** The web app's sources, where each part keeps its messages (apps/web/src/**\/messages/<locale>.json). */
const WEB_SRC = join(REPO_ROOT, "apps/web/src");

const loaded = new Map<Locale, Messages>();

/**
 * The web app's messages in one language, for the pages the server renders: the same files and the
 * same scopes as the browser's catalogue chunks (apps/web/src/i18n/scope.ts). Read once.
 */
export function webMessages(locale: Locale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    const files: Record<string, Messages> = {};
    for (const path of readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" })) {
      if (path.replaceAll("\\", "/").endsWith(`/messages/${locale}.json`))
        files[join(WEB_SRC, path)] = JSON.parse(readFileSync(join(WEB_SRC, path), "utf8")) as Messages;
    }
    messages = mergeCatalogues(files);
    loaded.set(locale, messages);
  }
  return messages;
}
