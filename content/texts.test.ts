/**
 * The reading texts beside the King James text (docs/architecture.md §9), built from Debian's
 * SWORD modules by scripts/build-scripture-texts.mjs: the Reina-Valera 1909 (the Spanish bank's text
 * of record) and the World English Bible. Each must hold every book and chapter of the KJV file and
 * every verse but the ones named here, in plain text: a rebuild that loses verses, keeps markup or
 * runs two words together fails.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BOOKS } from "@berean/domain";

type Bible = Record<string, Record<string, Record<string, string>>>;
const read = (file: string): Bible => JSON.parse(gunzipSync(readFileSync(new URL(file, import.meta.url))).toString("utf8"));
const kjv = read("kjv.json.gz");

/**
 * The verses of the KJV's numbering a translation has no text at: the Reina-Valera module keeps
 * its own numbering inside the KJV's where they part (Job 38–41, where the Hebrew's chapters
 * break elsewhere; a verse joined to the one before it), and the WEB leaves out what its Greek
 * text lacks (its footnote says so) and prints Romans 16:25–27 after 14:23.
 */
const WITHOUT_TEXT: Record<string, string[]> = {
  "rv1909.json.gz": [
    "Numbers 12:16",
    "Numbers 29:40",
    "1 Samuel 23:29",
    "2 Samuel 20:26",
    "2 Chronicles 33:25",
    "Job 35:16",
    "Job 38:39",
    "Job 38:40",
    "Job 38:41",
    "Job 40:20",
    "Job 40:21",
    "Job 40:22",
    "Job 40:23",
    "Job 40:24",
    "Hosea 11:12",
    "Jonah 1:17",
    "Acts 19:41",
    "2 Corinthians 13:14",
  ],
  "web.json.gz": ["Luke 17:36", "Acts 8:37", "Acts 15:34", "Acts 24:7", "Romans 16:25", "Romans 16:26", "Romans 16:27"],
};

describe.each([
  {
    file: "rv1909.json.gz",
    genesis: "EN el principio crió Dios los cielos y la tierra.",
    john: "Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito, para que todo aquel que en él cree, no se pierda, mas tenga vida eterna.",
    // The module's words outside their markup with the space lost, and a pronoun joined to its verb.
    also: { "1 Kings 3:5": "Y aparecióse Jehová á Salomón en Gabaón una noche en sueños, y díjole Dios: Pide lo que quisieres que yo te dé." },
  },
  {
    file: "web.json.gz",
    genesis: "In the beginning, God created the heavens and the earth.",
    john: "For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.",
    // A footnote between two words, and a Psalm's title printed before its first verse, both left out.
    also: { "Psalms 1:2": "but his delight is in Yahweh’s law. On his law he meditates day and night.", "Psalms 3:1": "Yahweh, how my adversaries have increased! Many are those who rise up against me." },
  },
])("$file", ({ file, genesis, john, also }) => {
  const bible = read(file);

  it("has the 66 books with the KJV's chapters, and every verse but the known few", () => {
    expect(Object.keys(bible)).toEqual(BOOKS.map((b) => b.name));
    const without: string[] = [];
    for (const book of BOOKS) {
      const ours = bible[book.name] ?? {};
      expect(Object.keys(ours).length, book.name).toBe(book.chapters);
      for (const [chapter, verses] of Object.entries(kjv[book.name] ?? {})) {
        for (const verse of Object.keys(verses)) if (!ours[chapter]?.[verse]) without.push(`${book.name} ${chapter}:${verse}`);
        // No verse past the KJV's last: a shifted numbering would show here.
        expect(Object.keys(ours[chapter] ?? {}).every((v) => verses[v] !== undefined), `${book.name} ${chapter}`).toBe(true);
      }
    }
    expect(without).toEqual(WITHOUT_TEXT[file]);
  });

  it("is plain text: no markup, no doubled or missing spaces", () => {
    const bad: string[] = [];
    for (const [book, chapters] of Object.entries(bible))
      for (const [chapter, verses] of Object.entries(chapters))
        for (const [verse, text] of Object.entries(verses))
          if (/[<>]|\s{2}|^\s|\s$|\s[,.;:!?]|[a-záéíóúñ][A-Z][a-z]/.test(text)) bad.push(`${book} ${chapter}:${verse}: ${text}`);
    expect(bad).toEqual([]);
  });

  it("reads as the translation reads", () => {
    for (const [reference, text] of Object.entries({ "Genesis 1:1": genesis, "John 3:16": john, ...also })) {
      const [, book = "", chapter = "", verse = ""] = /^(.+) (\d+):(\d+)$/.exec(reference) ?? [];
      expect(bible[book]?.[chapter]?.[verse], reference).toBe(text);
    }
  });
});
