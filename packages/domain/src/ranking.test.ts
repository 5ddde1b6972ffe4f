import { describe, expect, it } from "vitest";
import { compareEntries, displayName, formatDuration, relativeTime } from "./ranking.ts";

describe("leaderboard order", () => {
  const at = (iso: string) => new Date(iso);
  it("ranks by score, then fewer seconds, then the earlier finish", () => {
    const entries = [
      { id: "slow", score: 90, secondsUsed: 300, finishedAt: at("2026-11-01T10:00:00Z") },
      { id: "late", score: 90, secondsUsed: 200, finishedAt: at("2026-11-02T10:00:00Z") },
      { id: "top", score: 95, secondsUsed: 500, finishedAt: at("2026-11-03T10:00:00Z") },
      { id: "early", score: 90, secondsUsed: 200, finishedAt: at("2026-11-01T09:00:00Z") },
    ];
    expect(entries.sort(compareEntries).map((e) => e.id)).toEqual(["top", "early", "late", "slow"]);
  });
});

describe("names on boards", () => {
  it("fall back full name → email local part → 'Anonymous User'", () => {
    expect(displayName("Priscilla", "p@example.com")).toBe("Priscilla");
    expect(displayName("   ", "aquila@example.com")).toBe("aquila");
    expect(displayName(null, null)).toBe("Anonymous User");
    expect(displayName("", "")).toBe("Anonymous User");
  });
});

describe("relative time", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60000);
  it("says 'Just now' under a minute, then minutes, hours and days", () => {
    expect(relativeTime(ago(0.5), now)).toBe("Just now");
    expect(relativeTime(ago(1), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(60), now)).toBe("1 hour ago");
    expect(relativeTime(ago(1439), now)).toBe("23 hours ago");
    expect(relativeTime(ago(1440 * 3), now)).toBe("3 days ago");
  });

  it("durations read as minutes and seconds", () => {
    expect(formatDuration(425)).toBe("7m 05s");
    expect(formatDuration(0)).toBe("0m 00s");
  });
});

describe("relativeTime in Spanish", () => {
  it("by the language's own rules", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    expect(relativeTime(new Date("2026-11-30T11:59:40Z"), now, "es")).toBe("ahora");
    expect(relativeTime(new Date("2026-11-30T11:55:00Z"), now, "es")).toBe("hace 5 minutos");
    expect(relativeTime(new Date("2026-11-29T12:00:00Z"), now, "es")).toBe("ayer");
    expect(relativeTime(new Date("2026-11-30T11:55:00Z"), now)).toBe("5 minutes ago");
  });
});
