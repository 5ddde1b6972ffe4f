/** The site's figures as the hub shows them. */
export { readSiteStats } from "./read-site-stats.ts";
