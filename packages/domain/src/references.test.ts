import { describe, expect, it } from "vitest";
import { formatReference, parseReference } from "./references.ts";

describe("parseReference", () => {
  it("reads the forms the question bank cites", () => {
    expect(parseReference("Genesis 6:14")).toMatchObject({ book: { name: "Genesis" }, chapter: 6, verseFrom: 14, verseTo: 14 });
    expect(parseReference("2 Kings 2:11-12")).toMatchObject({ book: { name: "2 Kings" }, chapter: 2, verseFrom: 11, verseTo: 12 });
    expect(parseReference(" song of solomon 2:1 ")).toMatchObject({ book: { name: "Song of Solomon" } });
    expect(parseReference("Psalm 23:1")).toMatchObject({ book: { name: "Psalms" }, chapter: 23 });
    expect(formatReference(parseReference("acts 2:1–4")!)).toBe("Acts 2:1-4");
  });

  it("refuses unknown books, chapters beyond the book and malformed text", () => {
    expect(parseReference("Hezekiah 1:1")).toBeNull();
    expect(parseReference("Jude 2:1")).toBeNull();
    expect(parseReference("Genesis 51:1")).toBeNull();
    expect(parseReference("Genesis 6")).toBeNull();
    expect(parseReference("Genesis 6:14-12")).toBeNull();
    expect(parseReference("Genesis 1:1-40")).toBeNull();
    expect(parseReference("")).toBeNull();
  });

  it("a question cites at most 30 verses; a day's reading passes a whole chapter as its own limit", () => {
    expect(parseReference("Genesis 1:1-31")).toBeNull();
    expect(parseReference("Genesis 1:1-31", 176)).toMatchObject({ chapter: 1, verseFrom: 1, verseTo: 31 });
    expect(parseReference("Psalms 119:1-176", 176)).toMatchObject({ verseTo: 176 });
  });
});
