import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withIntl } from "../test/intl";
import { GameClock, toneOf } from "./game-clock";

describe("a hosted game's clock", () => {
  it("turns amber for the last 10 seconds and red for the last 5 of an ordinary question", () => {
    expect([30, 11, 10, 6, 5, 1, 0].map((s) => toneOf(s, 30))).toEqual(["indigo", "indigo", "amber", "amber", "red", "red", "red"]);
    expect(toneOf(20, 20)).toBe("indigo");
  });

  it("keeps a short question calm for its first half", () => {
    expect([10, 6, 5, 4, 3, 1].map((s) => toneOf(s, 10))).toEqual(["indigo", "indigo", "amber", "amber", "red", "red"]);
  });

  it("names the seconds left for a screen reader, on the phone and on the projector", () => {
    const { unmount } = render(withIntl(<GameClock seconds={10} total={10} look="phone" />));
    expect(screen.getByRole("timer", { name: "Time left: 10 seconds" }).dataset.tone).toBe("indigo");
    unmount();
    render(withIntl(<GameClock seconds={1} total={20} look="projector" />));
    expect(screen.getByRole("timer", { name: "Time left: 1 second" }).dataset.tone).toBe("red");
  });

  it("says it in Spanish on a Spanish page", () => {
    render(withIntl(<GameClock seconds={1} total={20} look="phone" />, "es"));
    expect(screen.getByRole("timer", { name: "Tiempo restante: 1 segundo" })).toBeTruthy();
  });
});
