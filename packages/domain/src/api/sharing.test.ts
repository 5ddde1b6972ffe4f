import { describe, expect, it } from "vitest";
import { canShareResult, ordinal, SHARE_CODE, sharedResultHeadline, sharedResultPlace, sharedResultPlaceOnBoard } from "./sharing.ts";

describe("shared results", () => {
  it("places read 1st, 2nd, 3rd, 4th, and 11th to 13th whatever their last digit", () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "10th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
      "112th",
    ]);
  });

  it("a result headline names the person, the score and the quiz; the place names how many", () => {
    expect(sharedResultHeadline({ name: "Alice", score: 84, quizTitle: "Genesis Quiz" })).toBe("Alice scored 84 on the Genesis Quiz");
    expect(sharedResultPlace({ place: 3, of: 41 })).toBe("3rd of 41");
  });

  it("a shared place names its board: that Saturday's for an event, those who took it for a quiz", () => {
    expect(sharedResultPlaceOnBoard({ place: 1, of: 1, kind: "quiz" })).toBe("1st of 1 who took this quiz");
    expect(sharedResultPlaceOnBoard({ place: 2, of: 12, kind: "event" })).toBe("2nd of 12 on that Saturday's board");
  });

  it("a quiz or event result that ended and stands may be shared; held, left, voided, running, competition, custom and game results may not", () => {
    expect(canShareResult({ mode: "quiz", status: "finished", held: false })).toBe(true);
    expect(canShareResult({ mode: "event", status: "expired", held: false })).toBe(true);
    expect(canShareResult({ mode: "event", status: "finished", held: false, sealed: true })).toBe(false);
    expect(canShareResult({ mode: "quiz", status: "finished", held: true })).toBe(false);
    for (const status of ["abandoned", "voided", "in_progress"]) expect(canShareResult({ mode: "quiz", status, held: false })).toBe(false);
    for (const mode of ["competition", "custom", "game", "practice"]) expect(canShareResult({ mode, status: "finished", held: false })).toBe(false);
  });

  it("a share code is 10 characters of the invite alphabet: no look-alikes, no lower case", () => {
    expect(SHARE_CODE.test("23456789AB")).toBe(true);
    for (const code of ["23456789A", "23456789ABC", "O23456789A", "1234567892", "abcdefghjk"]) expect(SHARE_CODE.test(code)).toBe(false);
  });
});
