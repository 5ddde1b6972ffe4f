/** Members' activity as the admin dashboard shows it (docs/architecture.md §3 'Layout'). */
export { readActivity } from "./activity.ts";
