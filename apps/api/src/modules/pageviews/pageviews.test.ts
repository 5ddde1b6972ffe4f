import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_VIEWS_PER_MINUTE } from "@berean/domain";
import { pageView } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const viewsOf = async (path: string) =>
  (await t.database.db.select({ views: pageView.views }).from(pageView).where(eq(pageView.path, path))).reduce((sum, r) => sum + r.views, 0);

describe("POST /api/page-views", () => {
  it("counts each view of a known page in one row per path and day", async () => {
    const client = t.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post("/api/page-views", { path: "/bible-questions-and-answers-hub/1-samuel" })).status).toBe(204);
    }
    expect((await t.client().post("/api/page-views", { path: "/" })).status).toBe(204);
    expect(await viewsOf("/bible-questions-and-answers-hub/1-samuel")).toBe(3);
    expect(await viewsOf("/")).toBe(1);
    const rows = await t.database.db.select().from(pageView).where(eq(pageView.path, "/bible-questions-and-answers-hub/1-samuel"));
    expect(rows).toHaveLength(1);
  });

  it("refuses paths that are not pages of the app, without writing anything", async () => {
    const client = t.client();
    for (const path of ["/wp-login.php", "/bible-questions-and-answers-hub/hezekiah", "/?utm_source=x", "https://evil.example/", `/${"a".repeat(300)}`]) {
      const res = await client.post("/api/page-views", { path });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
    }
    expect((await client.post("/api/page-views", { path: "/", extra: 1 })).status).toBe(400);
    expect((await client.post("/api/page-views", {})).status).toBe(400);
    expect(await viewsOf("/wp-login.php")).toBe(0);
  });

  it("never counts the admin area", async () => {
    for (const path of ["/admin", "/admin/page-views", "/rls-test"]) {
      const res = await t.client().post("/api/page-views", { path });
      expect(res.status, path).toBe(403);
      expect(await viewsOf(path)).toBe(0);
    }
  });

  it("refuses a cross-site post", async () => {
    const res = await t.client({ origin: "https://evil.example" }).post("/api/page-views", { path: "/" });
    expect(res.status).toBe(403);
  });

  it("limits each client per minute, and the limit of one client leaves others alone", async () => {
    const noisy = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE + 1; i += 1) statuses.push((await noisy.post("/api/page-views", { path: "/public-leaderboard" })).status);
    expect(statuses.slice(0, PAGE_VIEWS_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await viewsOf("/public-leaderboard")).toBe(PAGE_VIEWS_PER_MINUTE);
    expect((await t.client().post("/api/page-views", { path: "/public-leaderboard" })).status).toBe(204);
  });
});

describe("GET /api/admin/page-views", () => {
  it("sums views per path with the days seen, and per day with the empty days, over the window", async () => {
    const { db } = t.database;
    const today =
      (await t.client().post("/api/page-views", { path: "/bible-questions-and-answers-hub/obadiah" }),
      (await db.select().from(pageView).where(eq(pageView.path, "/bible-questions-and-answers-hub/obadiah")))[0]!.day);
    const daysAgo = (n: number) => {
      const [y, m, d] = today.split("-").map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
    };
    await db.insert(pageView).values([
      { path: "/bible-questions-and-answers-hub/obadiah", day: daysAgo(2), views: 5 },
      { path: "/bible-questions-and-answers-hub/jude", day: daysAgo(1), views: 2 },
      { path: "/bible-questions-and-answers-hub/jude", day: daysAgo(40), views: 100 },
    ]);
    const { client } = await t.signedInMember({ role: "admin" });
    const report = (await client.get("/api/admin/page-views?days=7")).body;
    expect(report.days).toBe(7);
    expect(report.pages.find((p: { path: string }) => p.path === "/bible-questions-and-answers-hub/obadiah")).toEqual({
      path: "/bible-questions-and-answers-hub/obadiah",
      views: 6,
      days: 2,
    });
    expect(report.pages.find((p: { path: string }) => p.path === "/bible-questions-and-answers-hub/jude")).toEqual({
      path: "/bible-questions-and-answers-hub/jude",
      views: 2,
      days: 1,
    });
    expect(report.daily).toHaveLength(7);
    expect(report.daily[0].day).toBe(daysAgo(6));
    expect(report.daily[6].day).toBe(today);
    expect(report.daily[4]).toEqual({ day: daysAgo(2), views: 5 });
    expect(report.daily[3].views).toBe(0);
    const member = await t.signedInMember();
    expect((await member.client.get("/api/admin/page-views")).status).toBe(403);
    expect((await t.client().get("/api/admin/page-views")).status).toBe(401);
  });
});
