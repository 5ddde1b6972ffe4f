import { describe, expect, it } from "vitest";
import { gamePoints, JoinGameSchema } from "./games.ts";

describe("hosted game points: round(1000 × (1 − 0.5 × t / T)) for a correct answer", () => {
  it("are 1000 at once, 500 at the last moment, and exact between", () => {
    expect(gamePoints(true, 0, 20)).toBe(1000);
    expect(gamePoints(true, 20_000, 20)).toBe(500);
    expect(gamePoints(true, 10_000, 20)).toBe(750);
    // 1000 × (1 − 0.5 × 1/20) = 975; 0.001 s more is 974.975, rounded to 975; 0.01 s more 974.75 → 975; 0.1 s 972.5 → 973 (half up).
    expect(gamePoints(true, 1_000, 20)).toBe(975);
    expect(gamePoints(true, 1_100, 20)).toBe(973);
    expect(gamePoints(true, 1_001, 20)).toBe(975);
    expect(gamePoints(true, 3_000, 10)).toBe(850);
  });

  it("are 0 for a wrong answer, and clamp a time outside the window", () => {
    expect(gamePoints(false, 0, 20)).toBe(0);
    expect(gamePoints(true, -50, 20)).toBe(1000);
    expect(gamePoints(true, 99_000, 20)).toBe(500);
  });
});

describe("joining a game", () => {
  it("takes a 6-digit PIN and a printable nickname of 1–24 characters", () => {
    expect(JoinGameSchema.safeParse({ pin: "123456", nickname: "Ruth" }).success).toBe(true);
    expect(JoinGameSchema.safeParse({ pin: "12345", nickname: "Ruth" }).success).toBe(false);
    expect(JoinGameSchema.safeParse({ pin: "123456", nickname: "" }).success).toBe(false);
    expect(JoinGameSchema.safeParse({ pin: "123456", nickname: "x".repeat(25) }).success).toBe(false);
    expect(JoinGameSchema.safeParse({ pin: "123456", nickname: "Ruth\u202Eevil" }).success).toBe(false);
    expect(JoinGameSchema.safeParse({ pin: "123456", nickname: "Ruth\u0007" }).success).toBe(false);
  });
});
