import { describe, expect, it } from "vitest";
import { BOOK_CATEGORIES, BOOKS, bookSlug, booksInCategory, findBookBySlug } from "./books.ts";
import { isValidTimeZone } from "./account.ts";

describe("the 66 books", () => {
  it("are 39 Old and 27 New Testament books with unique slugs", () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS.filter((b) => b.testament === "old")).toHaveLength(39);
    expect(new Set(BOOKS.map((b) => b.slug)).size).toBe(66);
  });

  it("slugs are the lowercase name with spaces turned into hyphens", () => {
    expect(bookSlug("1 Samuel")).toBe("1-samuel");
    expect(bookSlug("Song of Solomon")).toBe("song-of-solomon");
    expect(findBookBySlug("3-john")?.name).toBe("3 John");
    expect(findBookBySlug("hezekiah")).toBeUndefined();
  });

  it("fall into the ten categories with the settled counts (Acts has its own)", () => {
    const counts = Object.fromEntries(BOOK_CATEGORIES.map((c) => [c, booksInCategory(c).length]));
    expect(counts).toEqual({
      Pentateuch: 5,
      "Historical Books": 12,
      "Wisdom Literature": 5,
      "Major Prophets": 5,
      "Minor Prophets": 12,
      Gospels: 4,
      Acts: 1,
      "Pauline Epistles": 13,
      "General Epistles": 8,
      Apocalyptic: 1,
    });
  });

  it("time zones are checked against the runtime's list", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
