import { describe, expect, it } from "vitest";
import { bookName, localReference } from "./book-names.ts";
import { BOOKS, findBookBySlug } from "./books.ts";

describe("book names by language", () => {
  it("names each of the 66 books once in Spanish, in canon order", () => {
    const names = BOOKS.map((b) => bookName(b, "es"));
    expect(new Set(names).size).toBe(66);
    expect(names.slice(0, 5)).toEqual(["Génesis", "Éxodo", "Levítico", "Números", "Deuteronomio"]);
    expect(names.slice(-4)).toEqual(["2 Juan", "3 Juan", "Judas", "Apocalipsis"]);
    expect(bookName(findBookBySlug("song-of-solomon")!, "es")).toBe("Cantares");
    expect(bookName(findBookBySlug("james")!, "es")).toBe("Santiago");
    expect(bookName(findBookBySlug("james")!, "en")).toBe("James");
  });

  it("writes a reference with the reader's book name, the longest name first ('1 John' is not 'John')", () => {
    expect(localReference("John 3:16", "es")).toBe("Juan 3:16");
    expect(localReference("1 John 4:8", "es")).toBe("1 Juan 4:8");
    expect(localReference("Song of Solomon 2:1-3", "es")).toBe("Cantares 2:1-3");
    expect(localReference("John 3:16", "en")).toBe("John 3:16");
    expect(localReference("Nowhere 1:1", "es")).toBe("Nowhere 1:1");
  });
});
