import { describe, expect, it } from "vitest";
import { BOOK_CATEGORIES, BOOKS, bookSlug, booksInCategory, findBookBySlug, matchBooks } from "./books.ts";
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

  it("the hub's search: names that start with the query first, then those containing it, digits without the space", () => {
    expect(matchBooks("sam").map((b) => b.slug)).toEqual(["1-samuel", "2-samuel"]);
    expect(matchBooks("1sam").map((b) => b.slug)).toEqual(["1-samuel"]);
    expect(matchBooks("  REV ").map((b) => b.slug)).toEqual(["revelation"]);
    expect(matchBooks("john")[0]!.slug).toBe("john");
    expect(matchBooks("john").map((b) => b.slug)).toContain("1-john");
    expect(matchBooks("")).toEqual([]);
    expect(matchBooks("e").length).toBe(8);
  });
});
