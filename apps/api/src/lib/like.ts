/** An ILIKE pattern that finds `text` anywhere, with its own % and _ taken literally (an admin's search box). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
