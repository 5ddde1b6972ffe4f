/** The English texts the server and the shared validation can show a person (./server-strings.mjs). */
export function serverStrings(): string[];
