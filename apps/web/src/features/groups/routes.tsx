import { RequireSession } from "../../app/layout/require-session";
import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    {
      // A group's board and invite for a room: full screen, its members only.
      path: paths.member.groupPresent(":id"),
      lazy: async () => {
        const { GroupPresentPage } = await import("./group-present-page");
        return {
          element: (
            <RequireSession>
              <GroupPresentPage />
            </RequireSession>
          ),
        };
      },
    },
  ],
  member: [
    { path: paths.member.groups, lazy: async () => ({ Component: (await import("./groups-page")).GroupsPage }) },
    { path: paths.member.group(":id"), lazy: async () => ({ Component: (await import("./group-page")).GroupPage }) },
  ],
  anyone: [
    // A group's invitation: a visitor registers or signs in on the way and comes back to join.
    { path: paths.join(":code"), lazy: async () => ({ Component: (await import("./join-page")).JoinPage }) },
  ],
};
