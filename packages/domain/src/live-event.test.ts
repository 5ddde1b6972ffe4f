import { describe, expect, it } from "vitest";
import { liveEventCountdown } from "./live-event.ts";

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
