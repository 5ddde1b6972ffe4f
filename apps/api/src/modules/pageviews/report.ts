import { desc, gte, sql, sum } from "drizzle-orm";
import { localDate, nextDate, type PageViewReport } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { pageView } from "../../db/schema.ts";

/** /admin/page-views: views per path and per day over the last `days` days (APP_TIMEZONE), from the daily counters. */
export async function pageViewReport(db: Db, days: number, now: Date, timeZone: string): Promise<PageViewReport> {
  const today = localDate(now, timeZone);
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1, d - (days - 1))).toISOString().slice(0, 10);
  const views = sum(pageView.views).mapWith(Number);
  const [pages, perDay] = await Promise.all([
    db
      .select({ path: pageView.path, views, days: sql<number>`count(distinct ${pageView.day})`.mapWith(Number) })
      .from(pageView)
      .where(gte(pageView.day, first))
      .groupBy(pageView.path)
      .orderBy(desc(views), pageView.path),
    db.select({ day: pageView.day, views }).from(pageView).where(gte(pageView.day, first)).groupBy(pageView.day),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, d.views]));
  const daily: PageViewReport["daily"] = [];
  for (let day = first; day <= today; day = nextDate(day)) daily.push({ day, views: byDay.get(day) ?? 0 });
  return { days, pages, daily };
}
