import { describe, expect, it } from "vitest";
import { adventSunday, easterDate, inSeason, seasonsOn, seasonWindowAt, seasonWindows } from "./seasons.ts";

describe("easterDate", () => {
  it("finds the Gregorian Easter of known years", () => {
    expect(easterDate(2024)).toBe("2024-03-31");
    expect(easterDate(2025)).toBe("2025-04-20");
    expect(easterDate(2026)).toBe("2026-04-05");
    expect(easterDate(2027)).toBe("2027-03-28");
    // The latest and earliest dates Easter can fall on.
    expect(easterDate(2038)).toBe("2038-04-25");
    expect(easterDate(2285)).toBe("2285-03-22");
  });
  it("refuses years before the Gregorian calendar", () => {
    expect(() => easterDate(1500)).toThrow(RangeError);
  });
});

describe("adventSunday", () => {
  it("is the fourth Sunday before Christmas, 27 November to 3 December", () => {
    expect(adventSunday(2022)).toBe("2022-11-27"); // Christmas on a Sunday
    expect(adventSunday(2023)).toBe("2023-12-03"); // Christmas on a Monday
    expect(adventSunday(2025)).toBe("2025-11-30");
    expect(adventSunday(2026)).toBe("2026-11-29");
  });
});

describe("season windows", () => {
  it("runs Lent from Ash Wednesday to the Sunday after Easter, and Pentecost from Ascension to Trinity Sunday", () => {
    expect(seasonWindows(2026)).toEqual([
      { season: "lent", first: "2026-02-18", last: "2026-04-12" },
      { season: "pentecost", first: "2026-05-14", last: "2026-05-31" },
      { season: "advent", first: "2026-11-29", last: "2027-01-06" },
    ]);
  });
  it("decides by the UTC day, both ends included", () => {
    expect(seasonsOn(new Date("2026-02-17T23:59:59Z"))).toEqual([]);
    expect(seasonsOn(new Date("2026-02-18T00:00:00Z"))).toEqual(["lent"]);
    expect(seasonsOn(new Date("2026-04-12T23:59:59Z"))).toEqual(["lent"]);
    expect(seasonsOn(new Date("2026-04-13T00:00:00Z"))).toEqual([]);
    expect(seasonsOn(new Date("2026-05-31T12:00:00Z"))).toEqual(["pentecost"]);
    expect(seasonsOn(new Date("2026-06-01T00:00:00Z"))).toEqual([]);
  });
  it("carries Advent over New Year to Epiphany", () => {
    expect(seasonWindowAt("advent", new Date("2027-01-06T18:00:00Z"))).toEqual({ season: "advent", first: "2026-11-29", last: "2027-01-06" });
    expect(seasonWindowAt("advent", new Date("2027-01-07T00:00:00Z"))).toBeNull();
    expect(seasonsOn(new Date("2025-12-25T00:00:00Z"))).toEqual(["advent"]);
    expect(seasonsOn(new Date("2025-11-29T23:00:00Z"))).toEqual([]);
  });
  it("lets a quiz of no season be live whatever the day", () => {
    expect(inSeason(null, new Date("2026-08-01T00:00:00Z"))).toBe(true);
    expect(inSeason("advent", new Date("2026-08-01T00:00:00Z"))).toBe(false);
    expect(inSeason("advent", new Date("2026-12-01T00:00:00Z"))).toBe(true);
  });
});
