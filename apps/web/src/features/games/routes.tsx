import { RequireSession } from "../../app/layout/require-session";
import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    {
      // A hosted game's projector screen: full-screen, the host's alone (docs/architecture.md §4 'Hosted games').
      path: paths.member.hostScreen(":gameId"),
      lazy: async () => {
        const { HostScreenPage } = await import("./host-screen-page");
        return {
          element: (
            <RequireSession>
              <HostScreenPage />
            </RequireSession>
          ),
        };
      },
    },
  ],
  member: [{ path: paths.member.hostGame, lazy: async () => ({ Component: (await import("./host-setup-page")).HostSetupPage }) }],
};
