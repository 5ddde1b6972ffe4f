import { sql } from "drizzle-orm";
import { localDate } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { pageView } from "../../db/schema.ts";

/** One statement per view: the day's row for the path is created or incremented in place. */
export async function recordPageView(db: Db, path: string, now: Date, timeZone: string): Promise<void> {
  await db
    .insert(pageView)
    .values({ path, day: localDate(now, timeZone), views: 1 })
    .onConflictDoUpdate({ target: [pageView.path, pageView.day], set: { views: sql`${pageView.views} + 1` } });
}
