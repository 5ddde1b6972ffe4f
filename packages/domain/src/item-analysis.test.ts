import { describe, expect, it } from "vitest";
import { analyseItem } from "./item-analysis.ts";

const counts = (over: Partial<Parameters<typeof analyseItem>[0]>) => ({
  answered: 40,
  correct: 24,
  upperAsked: 10,
  upperCorrect: 9,
  lowerAsked: 10,
  lowerCorrect: 3,
  ...over,
});

describe("analyseItem", () => {
  it("gives percent correct and discrimination; a good question is not flagged", () => {
    expect(analyseItem(counts({}))).toEqual({ answered: 40, percentCorrect: 60, discrimination: 0.6, flagged: false });
  });

  it("flags a question strong players miss more than weak ones", () => {
    expect(analyseItem(counts({ upperCorrect: 2, lowerCorrect: 7 }))).toMatchObject({ discrimination: -0.5, flagged: true });
  });

  it("flags a question fewer than 20 % answer right", () => {
    expect(analyseItem(counts({ correct: 7 }))).toMatchObject({ percentCorrect: 18, flagged: true });
  });

  it("says nothing before enough answers and groups", () => {
    expect(analyseItem(counts({ answered: 9, correct: 0, upperCorrect: 0, lowerCorrect: 9 }))).toMatchObject({ flagged: false });
    expect(analyseItem(counts({ upperAsked: 4 }))).toMatchObject({ discrimination: null });
    expect(analyseItem({ answered: 0, correct: 0, upperAsked: 0, upperCorrect: 0, lowerAsked: 0, lowerCorrect: 0 })).toEqual({
      answered: 0,
      percentCorrect: null,
      discrimination: null,
      flagged: false,
    });
  });
});
