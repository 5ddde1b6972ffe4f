import { z } from "zod";
import { MAX_PAGE_VIEW_PATH_LENGTH } from "../page-view-paths.ts";

export const PageViewRequestSchema = z.strictObject({ path: z.string().min(1).max(MAX_PAGE_VIEW_PATH_LENGTH) });
export type PageViewRequest = z.infer<typeof PageViewRequestSchema>;
