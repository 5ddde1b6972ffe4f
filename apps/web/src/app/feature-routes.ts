import type { RouteObject } from "react-router";

/**
 * A web feature's pages (apps/web/src/features/<name>/routes.tsx), by the frame they sit in:
 * routes.tsx gathers every feature's and puts each list in its frame, so a new page is added in
 * its own feature, not in a shared file.
 */
export interface FeatureRoutes {
  /** In the public site's frame (header and footer), for visitors and members alike. */
  public?: RouteObject[];
  /** Full pages that draw their own frame (sign-in, the quiz player, a game's screens…). */
  page?: RouteObject[];
  /** In the member's frame, signed in. */
  member?: RouteObject[];
  /** Signed in, in the member's frame or, for an admin, the admin's. */
  memberOrAdmin?: RouteObject[];
  /** For everyone: visitors in the public frame, members and admins in their own. */
  anyone?: RouteObject[];
  /** In the admin's frame, for admins. */
  admin?: RouteObject[];
}
