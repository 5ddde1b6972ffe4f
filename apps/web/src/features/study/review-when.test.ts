import { describe, expect, it } from "vitest";
import { formatDateTime, formatTime } from "../../lib/format";
import { whenDue } from "./review-when";

// Instants built from the viewer's own calendar, as the deck's times are read: 25 November, 3 PM.
const now = new Date(2026, 10, 25, 15, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe("when a review card comes back, as the deck says it", () => {
  it("a card due later today is due 'today at' its time", () => {
    const due = at(25, 15, 10);
    expect(whenDue(due.toISOString(), now)).toEqual({ day: "today", time: formatTime(due) });
  });

  it("a card already due (earlier today or a day gone) is due 'today', never in the past", () => {
    expect(whenDue(at(25, 9).toISOString(), now)).toEqual({ day: "today", time: formatTime(at(25, 9)) });
    expect(whenDue(at(23, 9).toISOString(), now)).toEqual({ day: "today", time: formatTime(at(23, 9)) });
  });

  it("a card due just after midnight is due 'tomorrow', by the calendar and not by 24 hours", () => {
    const late = new Date(2026, 10, 25, 23, 50);
    const due = at(26, 0, 30);
    expect(whenDue(due.toISOString(), late)).toEqual({ day: "tomorrow", time: formatTime(due) });
    // And a card due tomorrow evening, more than 24 hours from this morning, is still 'tomorrow'.
    expect(whenDue(at(26, 21).toISOString(), at(25, 8))).toEqual({ day: "tomorrow", time: formatTime(at(26, 21)) });
  });

  it("a card due two days on or later is given its date and time", () => {
    const due = at(27, 0, 5);
    expect(whenDue(due.toISOString(), now)).toEqual({ day: "later", time: formatDateTime(due) });
    expect(whenDue(at(30, 9).toISOString(), now)).toEqual({ day: "later", time: formatDateTime(at(30, 9)) });
  });

  it("months and years turn over as the calendar does", () => {
    expect(whenDue(new Date(2027, 0, 1, 9).toISOString(), new Date(2026, 11, 31, 22))).toEqual({ day: "tomorrow", time: formatTime(new Date(2027, 0, 1, 9)) });
  });
});
