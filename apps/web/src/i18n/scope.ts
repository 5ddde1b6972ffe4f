/**
 * Where a message lives says whose it is: `features/contact/messages/es.json` holds the contact
 * page's Spanish, and its key `title` is the message `contact.title`. A feature keeps its own
 * texts beside its code (nothing shared to edit); the browser (./catalogue.en.ts) and the server
 * (apps/api/src/i18n) gather them by this one rule.
 *
 *   features/contact/messages/en.json        → contact
 *   features/admin/questions/messages/en.json → admin.questions
 *   components/messages/en.json              → components
 *   app/layout/messages/en.json              → app.layout
 */
export function scopeOf(path: string): string {
  const match = /(?:^|\/)src\/(.+)\/messages\/[a-z]{2}\.json$/.exec(path.replaceAll("\\", "/")) ?? /^(?:\.\.\/)+(.+)\/messages\/[a-z]{2}\.json$/.exec(path);
  if (!match?.[1]) throw new Error(`Not a catalogue of messages: ${path}`);
  return match[1].replace(/^features\//, "").replaceAll("/", ".");
}

export type Messages = Record<string, string>;

/** The scope under which the shared rules' texts (packages/domain/src/messages) are kept: keyed by their English. */
export const SERVER_TEXT_SCOPE = "server";

/** The shared rules' texts in a language, as messages: `server.<English text>`. */
export function serverTextMessages(texts: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(texts).map(([english, text]) => [`${SERVER_TEXT_SCOPE}.${english}`, text]));
}

/** One language's catalogue from its files: each file's keys under its scope. */
export function mergeCatalogues(files: Record<string, Messages>): Messages {
  const messages: Messages = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const scope = scopeOf(path);
    for (const [key, text] of Object.entries(catalogue)) messages[`${scope}.${key}`] = text;
  }
  return messages;
}
