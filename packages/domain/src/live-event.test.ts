import { describe, expect, it } from "vitest";
import { drawEventQuestions, liveEventCountdown, liveEventHoursText, liveEventWindow, type EventCandidate } from "./live-event.ts";

const NY = "America/New_York";
// 2025-06-07 is a Saturday.
const at = (iso: string) => new Date(iso);

describe("liveEventCountdown", () => {
  it("says 'today' on a Saturday morning before the event starts", () => {
    expect(liveEventCountdown(at("2025-06-07T07:00:00-04:00"), NY)).toEqual({ daysUntil: 0, live: false, text: "today" });
  });
  it("is live between 8 AM and 8 PM on Saturday", () => {
    expect(liveEventCountdown(at("2025-06-07T19:59:00-04:00"), NY)).toMatchObject({ live: true, text: "today" });
  });
  it("moves to next Saturday once 8 PM has passed", () => {
    expect(liveEventCountdown(at("2025-06-07T20:00:00-04:00"), NY)).toEqual({ daysUntil: 7, live: false, text: "in 7 days" });
  });
  it("says 'tomorrow' on a Friday", () => {
    expect(liveEventCountdown(at("2025-06-06T23:30:00-04:00"), NY).text).toBe("tomorrow");
  });
  it("counts days from Sunday", () => {
    expect(liveEventCountdown(at("2025-06-08T10:00:00-04:00"), NY).text).toBe("in 6 days");
  });
  it("uses the visitor's time zone, not UTC", () => {
    // Saturday 01:00 UTC is still Friday evening in New York.
    expect(liveEventCountdown(at("2025-06-07T01:00:00Z"), NY).text).toBe("tomorrow");
    expect(liveEventCountdown(at("2025-06-07T01:00:00Z"), "UTC").text).toBe("today");
  });
});

describe("liveEventWindow", () => {
  it("opens Saturday 08:00 and closes 20:00 in the site's zone, as instants", () => {
    const w = liveEventWindow(at("2025-06-04T12:00:00Z"), NY);
    expect(w).toEqual({ eventDate: "2025-06-07", opensAt: at("2025-06-07T12:00:00Z"), closesAt: at("2025-06-08T00:00:00Z"), live: false });
    expect(liveEventWindow(at("2025-06-07T12:00:00Z"), NY).live).toBe(true);
    expect(liveEventWindow(at("2025-06-07T23:59:59Z"), NY)).toMatchObject({ eventDate: "2025-06-07", live: true });
  });

  it("moves to the next Saturday at 20:00, not at midnight", () => {
    expect(liveEventWindow(at("2025-06-08T00:00:00Z"), NY)).toMatchObject({ eventDate: "2025-06-14", live: false });
  });

  it("keeps the local hours across daylight-saving changes", () => {
    // New York springs forward on 2025-03-09 and falls back on 2025-11-02.
    expect(liveEventWindow(at("2025-03-08T20:00:00Z"), NY)).toMatchObject({ eventDate: "2025-03-08", opensAt: at("2025-03-08T13:00:00Z"), live: true });
    expect(liveEventWindow(at("2025-03-10T12:00:00Z"), NY)).toMatchObject({ eventDate: "2025-03-15", opensAt: at("2025-03-15T12:00:00Z") });
    expect(liveEventWindow(at("2025-11-03T12:00:00Z"), NY)).toMatchObject({ eventDate: "2025-11-08", opensAt: at("2025-11-08T13:00:00Z") });
    // London springs forward on 2025-03-30 (a Sunday).
    expect(liveEventWindow(at("2025-03-29T10:00:00Z"), "Europe/London")).toMatchObject({ opensAt: at("2025-03-29T08:00:00Z"), live: true });
    expect(liveEventWindow(at("2025-04-01T10:00:00Z"), "Europe/London")).toMatchObject({ eventDate: "2025-04-05", opensAt: at("2025-04-05T07:00:00Z") });
  });

  it("is the same Saturday everywhere for one instant, by the site's zone", () => {
    const instant = at("2025-06-07T03:00:00Z"); // Friday night in New York, Saturday in Tokyo
    expect(liveEventWindow(instant, NY).eventDate).toBe("2025-06-07");
    expect(liveEventWindow(instant, "Asia/Tokyo")).toMatchObject({ eventDate: "2025-06-07", live: true });
    expect(liveEventWindow(instant, "Pacific/Auckland").eventDate).toBe("2025-06-07");
  });
});

describe("drawEventQuestions", () => {
  const bank: EventCandidate[] = Array.from({ length: 600 }, (_, i) => ({
    id: i + 1,
    testament: i % 3 === 0 ? "new" : "old",
    difficulty: (["easy", "medium", "hard"] as const)[i % 5 === 0 ? 2 : i % 2]!,
  }));

  it("is repeatable from the seed and whatever order the bank comes in", () => {
    const a = drawEventQuestions(bank, "2026-11-28");
    expect(a).toHaveLength(25);
    expect(new Set(a).size).toBe(25);
    expect(drawEventQuestions(bank.toReversed(), "2026-11-28")).toEqual(a);
    expect(drawEventQuestions(bank, "2026-12-05")).not.toEqual(a);
  });

  it("balances testaments and difficulties as evenly as the bank allows", () => {
    const ids = new Set(drawEventQuestions(bank, "2026-11-28"));
    const picked = bank.filter((c) => ids.has(c.id));
    const count = (f: (c: EventCandidate) => boolean) => picked.filter(f).length;
    expect([count((c) => c.testament === "old"), count((c) => c.testament === "new")].sort()).toEqual([12, 13]);
    for (const t of ["old", "new"])
      for (const d of ["easy", "medium", "hard"]) expect(count((c) => c.testament === t && c.difficulty === d)).toBeGreaterThanOrEqual(4);
  });

  it("makes up a short group from the others and takes all of a small bank", () => {
    const noHardNew = bank.filter((c) => !(c.testament === "new" && c.difficulty === "hard"));
    expect(drawEventQuestions(noHardNew, "x")).toHaveLength(25);
    expect(drawEventQuestions(bank.slice(0, 10), "x")).toHaveLength(10);
  });

  it("never draws two questions of which one's stem gives the other's key away", () => {
    const loved = {
      question: "Whom did Jacob love more than all his children?",
      options: ["Joseph", "Reuben", "Judah", "Levi"],
      answer: 0,
      reference: "Genesis 37:3",
    };
    const hated = {
      question: "Why did Joseph's brothers hate him?",
      options: ["Their father loved him more than them", "He was the firstborn", "He was a shepherd", "He was rich"],
      answer: 0,
      reference: "Genesis 37:4",
    };
    const pair: EventCandidate[] = [
      { id: 1, testament: "old", difficulty: "easy", text: loved },
      { id: 2, testament: "old", difficulty: "easy", text: hated },
    ];
    // 'Joseph' in the second stem answers the first; either one is drawn, never both.
    for (const seed of ["a", "b", "c", "d"]) expect(drawEventQuestions(pair, seed, 2)).toHaveLength(1);
    // Without their texts both would be; a stem naming the key about another chapter clashes with nothing.
    expect(
      drawEventQuestions(
        pair.map(({ text: _text, ...c }) => c),
        "a",
        2,
      ),
    ).toHaveLength(2);
    expect(
      drawEventQuestions([pair[0]!, { id: 3, testament: "old", difficulty: "easy", text: { ...hated, reference: "Genesis 50:15" } }], "a", 2),
    ).toHaveLength(2);
  });

  it("over 12 weeks never repeats when the caller leaves out earlier events' questions", () => {
    const used = new Set<number>();
    for (let week = 0; week < 12; week += 1) {
      const ids = drawEventQuestions(
        bank.filter((c) => !used.has(c.id)),
        `week-${week}`,
      );
      expect(ids).toHaveLength(25);
      for (const id of ids) {
        expect(used.has(id)).toBe(false);
        used.add(id);
      }
    }
  });
});

describe("liveEventHoursText", () => {
  const window = liveEventWindow(at("2025-06-04T12:00:00Z"), NY);
  it("says the site's hours and the viewer's when they differ", () => {
    expect(liveEventHoursText(window, NY, "Europe/London", "en-US")).toBe("Saturdays 8:00 AM – 8:00 PM Eastern Time (1:00 PM – 1:00 AM your time)");
  });
  it("in Spanish, the words and the times by Spanish rules", () => {
    expect(liveEventHoursText(window, NY, "Europe/London", "es")).toBe("Sábados 8:00 – 20:00 hora oriental (13:00 – 1:00 tu hora)");
  });
  it("says the site's hours alone to a viewer in the site's zone", () => {
    expect(liveEventHoursText(window, NY, NY, "en-US")).toBe("Saturdays 8:00 AM – 8:00 PM Eastern Time");
  });
  it("names the viewer's day when the event does not fall on their Saturday", () => {
    expect(liveEventHoursText(window, NY, "Asia/Tokyo", "en-US")).toBe("Saturdays 8:00 AM – 8:00 PM Eastern Time (9:00 PM – 9:00 AM your time)");
    expect(liveEventHoursText(window, NY, "Pacific/Auckland", "en-US")).toBe("Saturdays 8:00 AM – 8:00 PM Eastern Time (Sun 12:00 AM – 12:00 PM your time)");
  });
});
