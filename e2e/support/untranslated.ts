import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

const WEB_SRC = join(import.meta.dirname, "../../apps/web/src");

function catalogues(locale: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const path of readdirSync(WEB_SRC, { recursive: true, encoding: "utf8" })) {
    if (!path.endsWith(`/messages/${locale}.json`)) continue;
    const scope = path
      .replace(/^features\//, "")
      .replace(`/messages/${locale}.json`, "")
      .replaceAll("/", ".");
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(join(WEB_SRC, path), "utf8")) as Record<string, string>))
      messages.set(`${scope}.${key}`, text);
  }
  return messages;
}

const english = catalogues("en");
const spanish = catalogues("es");
/** English messages a Spanish page must never show: whole sentences and labels of two words or more, without arguments. */
const ENGLISH_TEXTS = [...english.entries()]
  .filter(([id, text]) => spanish.get(id) !== text && !/[{}<]/.test(text) && /\S+\s+\S+/.test(text) && text.length >= 8)
  .map(([, text]) => text);
/** A message's id on the page means its message was missing: `quizzes.startQuiz`. */
const IDS = new Set(english.keys());
/** Words only English has, common enough that any English sentence holds one; a letter of any alphabet ends a word ('Areópago' holds no 'Are'). */
const ENGLISH_WORDS =
  /(?<!\p{L})(the|and|your|you|with|this|that|from|have|are|was|will|not|for|what|which|when|who|been|there|their|here|about|into|of)(?!\p{L})/giu;

/**
 * What a page in Spanish still shows in English: a message id (a message missing from the
 * catalogue), an English message of the app's catalogues, or a sentence with English words
 * (a text from outside the catalogues: the server, the domain, data). Text marked `lang="en"`
 * (an English verse quoted on purpose) and the brand are left aside.
 */
export async function untranslated(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const root = document.body.cloneNode(true) as HTMLElement;
    for (const element of root.querySelectorAll('[lang="en"], script, style, noscript, [hidden], [aria-hidden="true"]')) element.remove();
    return root.innerText;
  });
  const found: string[] = [];
  for (const id of IDS) if (text.includes(id)) found.push(`message id: ${id}`);
  for (const message of ENGLISH_TEXTS) if (text.includes(message)) found.push(`English message: ${message}`);
  for (const line of text.split("\n")) {
    const words = [...line.matchAll(ENGLISH_WORDS)];
    if (words.length < 2) continue;
    const at = words[0]!.index;
    found.push(`English words (${words.map((w) => w[0]).join(", ")}): …${line.slice(Math.max(0, at - 40), at + 80).trim()}…`);
  }
  return [...new Set(found)];
}
