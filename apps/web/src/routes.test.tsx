import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "./config/paths";
import { routes } from "./routes";

const pathsOf = (list: RouteObject[]): string[] => list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe("the app's routes, gathered from every feature (features/<name>/routes.tsx)", () => {
  it("hold every frame's pages, none routed twice", () => {
    const all = pathsOf(routes);
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
    // The public site's, the full pages, the member's, the member-or-admin's, everyone's and the admin's.
    for (const path of [paths.home, paths.auth.login, paths.member.dashboard, paths.member.leaderboard, paths.eventsLive, paths.admin.dashboard])
      expect(all, path).toContain(path);
  });

  it("hold the public pages of every language under their Spanish paths too, and no member page", () => {
    const all = pathsOf(routes);
    for (const path of ["/es", "/es/bible-questions-and-answers-hub", "/es/bible-questions-and-answers-hub/:book", "/es/about", "/es/terms"])
      expect(all, path).toContain(path);
    expect(
      all
        .filter((p) => p.startsWith("/es/"))
        .every((p) => p.startsWith("/es/bible-questions-and-answers-hub") || /^\/es\/(about|features|faq|privacy|terms)$/.test(p)),
    ).toBe(true);
  });
});
