import { z } from "zod";
import { MAX_PAGE_VIEW_PATH_LENGTH } from "../page-view-paths.ts";

export const PageViewRequestSchema = z.strictObject({ path: z.string().min(1).max(MAX_PAGE_VIEW_PATH_LENGTH) });
export type PageViewRequest = z.infer<typeof PageViewRequestSchema>;

/** /admin/page-views: the window in days. */
export const PageViewReportQuerySchema = z.strictObject({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const PageViewReportSchema = z.object({
  days: z.number().int(),
  /** Every counted path in the window: its views and on how many days it was seen. */
  pages: z.array(z.object({ path: z.string(), views: z.number().int(), days: z.number().int() })),
  /** Views per day over the window, oldest first, days without views included. */
  daily: z.array(z.object({ day: z.string(), views: z.number().int() })),
});
export type PageViewReport = z.infer<typeof PageViewReportSchema>;
