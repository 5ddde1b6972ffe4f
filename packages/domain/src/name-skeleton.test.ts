import { describe, expect, it } from "vitest";
import { CONFUSABLE_PROTOTYPES } from "./confusables.ts";
import { nameSkeleton } from "./name-skeleton.ts";

describe("the name skeleton (UTS #39)", () => {
  const same = (a: string, b: string) => nameSkeleton(a) === nameSkeleton(b);

  it("is blind to case, surrounding spaces and Unicode forms", () => {
    for (const other of ["deborah", "DEBORAH", "  Deborah  ", "DeBoRaH"]) expect(same("Deborah", other), other).toBe(true);
    expect(same("Zoë", "Zoe\u0308")).toBe(true);
  });

  it("takes Cyrillic and Greek letters for the Latin ones they pass for, in any case", () => {
    expect(same("Admin", "\u0410dmin")).toBe(true);
    expect(same("Ace", "\u0410\u0441\u0435")).toBe(true);
    expect(same("BOB", "\u0392\u039F\u0392")).toBe(true);
    expect(same("paypal", "\u0440\u0430\u0443\u0440\u0430l")).toBe(true);
  });

  it("takes 'rn' for 'm', and 'l', 'I' and '1' for one another, as confusables.txt does", () => {
    expect(same("Admin", "Adrnin")).toBe(true);
    expect(same("Admin", "ADMIN")).toBe(true);
    expect(same("Alice", "AIice")).toBe(true);
    expect(same("Paul", "PAU1")).toBe(true);
    expect(same("Bob0", "BobO")).toBe(true);
  });

  it("folds fullwidth and mathematical letters", () => {
    expect(same("Admin", "\uFF21dmin")).toBe(true);
    expect(same("Admin", "\u{1D400}\u{1D41D}\u{1D426}\u{1D422}\u{1D427}")).toBe(true);
  });

  it("keeps apart names that only share letters: accents, other letters, other scripts", () => {
    for (const [a, b] of [
      ["José", "Jose"],
      ["Ruth", "Rut"],
      ["Ruth", "Ruth 2"],
      ["Иван", "Ivan"],
      ["Anna", "Hanna"],
      ["日本", "日木"],
    ] as const)
      expect(same(a, b), `${a} / ${b}`).toBe(false);
  });

  it("is small enough to ship in the web bundle and holds the rows it is cited for", () => {
    expect(CONFUSABLE_PROTOTYPES.size).toBeLessThan(1_500);
    expect(CONFUSABLE_PROTOTYPES.get("\u0430")).toBe("a");
    expect(CONFUSABLE_PROTOTYPES.get("m")).toBe("rn");
    expect(CONFUSABLE_PROTOTYPES.get("1")).toBe("l");
  });
});
