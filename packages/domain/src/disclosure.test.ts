import { describe, expect, it } from "vitest";
import { accessAt, mayDisclose, QUESTION_ACCESS, STRANGER, type Disclosed, type Standing } from "./disclosure.ts";

const WHAT: Disclosed[] = ["key", "mark", "score"];
const as = (access: Standing["access"], viewer: Partial<Standing> = {}): Standing => ({ ...STRANGER, access, ...viewer });

describe("who may see a key", () => {
  it("an open question's key, marks and scores reach anyone", () => {
    for (const what of WHAT) expect(mayDisclose(what, as("open"))).toBe(true);
  });

  it("a pool question's key and marks reach only its own reviewer who ended every quiz holding it; its scores are the boards'", () => {
    expect(mayDisclose("key", as("pool", { own: true, endedItsQuizzes: true }))).toBe(true);
    expect(mayDisclose("mark", as("pool", { own: true, endedItsQuizzes: true }))).toBe(true);
    // A second quiz still to take holds the key back, even in the member's own review.
    expect(mayDisclose("key", as("pool", { own: true, endedItsQuizzes: false }))).toBe(false);
    // Another member who ended the quiz reads nothing through someone else's answers.
    expect(mayDisclose("key", as("pool", { own: false, endedItsQuizzes: true }))).toBe(false);
    expect(mayDisclose("score", as("pool"))).toBe(true);
  });

  it("a sealed question tells nobody its key; only the paying entrant hears their own mark and score", () => {
    for (const what of WHAT) expect(mayDisclose(what, as("sealed"))).toBe(false);
    expect(mayDisclose("key", as("sealed", { own: true, paidEntrant: true }))).toBe(false);
    expect(mayDisclose("mark", as("sealed", { own: true, paidEntrant: true }))).toBe(true);
    expect(mayDisclose("score", as("sealed", { own: true, paidEntrant: true }))).toBe(true);
    // An event's player (no paid entry) hears nothing until the close, of their own answers neither.
    expect(mayDisclose("score", as("sealed", { own: true }))).toBe(false);
    // Someone else's paid entry is not the viewer's.
    expect(mayDisclose("mark", as("sealed", { paidEntrant: true }))).toBe(false);
  });

  it("a leader's own question tells its key, marks and scores to those it belongs to, and to nobody else", () => {
    for (const what of WHAT) expect(mayDisclose(what, as("private", { holder: true }))).toBe(true);
    for (const what of WHAT) expect(mayDisclose(what, as("private"))).toBe(false);
    // Their own answer to it elsewhere is no way in: only the question's own holders.
    for (const what of WHAT) expect(mayDisclose(what, as("private", { own: true, endedItsQuizzes: true, paidEntrant: true }))).toBe(false);
  });

  it("an administrator sees everything", () => {
    for (const access of QUESTION_ACCESS) for (const what of WHAT) expect(mayDisclose(what, as(access, { admin: true }))).toBe(true);
  });

  it("a sealed question is sealed until its reveal, then open (or pool, once a quiz takes it); otherwise pool while a pool holds it", () => {
    const at = new Date("2026-11-28T20:00:00-05:00");
    const sealed = { sealed: true, pooled: false, authored: false };
    expect(accessAt({ ...sealed, revealsAt: null }, at)).toBe("sealed");
    expect(accessAt({ ...sealed, revealsAt: new Date(at.getTime() + 1) }, at)).toBe("sealed");
    expect(accessAt({ ...sealed, revealsAt: at }, at)).toBe("open");
    expect(accessAt({ ...sealed, pooled: true, revealsAt: at }, at)).toBe("pool");
    expect(accessAt({ sealed: false, pooled: true, revealsAt: null, authored: false }, at)).toBe("pool");
    expect(accessAt({ sealed: false, pooled: false, revealsAt: null, authored: false }, at)).toBe("open");
    // A leader's own question is private for good.
    expect(accessAt({ sealed: false, pooled: false, revealsAt: null, authored: true }, at)).toBe("private");
  });
});
