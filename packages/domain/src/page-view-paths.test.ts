import { describe, expect, it } from "vitest";
import { pageViewPathKind } from "./page-view-paths.ts";

describe("pageViewPathKind", () => {
  it("tracks the public pages and every real book page", () => {
    for (const path of [
      "/",
      "/public-leaderboard",
      "/bible-questions-and-answers-hub",
      "/bible-questions-and-answers-hub/song-of-solomon",
      "/quiz/12",
      "/result/latest",
      "/privacy",
      "/contact",
      "/events",
      "/events/live",
      "/events/42",
    ]) {
      expect(pageViewPathKind(path), path).toBe("tracked");
    }
  });
  it("refuses unknown book slugs, unknown routes and query strings", () => {
    for (const path of [
      "/bible-questions-and-answers-hub/hezekiah",
      "/wp-login.php",
      "/quiz/abc",
      "/?utm=1",
      "//evil",
      "/dashboard/",
      "/privacy/",
      "/events/next",
    ]) {
      expect(pageViewPathKind(path), path).toBe("unknown");
    }
  });
  it("classifies the admin area and the policy tester as admin", () => {
    for (const path of ["/admin", "/admin/page-views", "/rls-test"]) expect(pageViewPathKind(path), path).toBe("admin");
  });
  it("refuses an over-long path before matching", () => {
    expect(pageViewPathKind(`/${"a".repeat(200)}`)).toBe("unknown");
  });
});
