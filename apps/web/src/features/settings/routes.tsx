import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  member: [
    {
      path: paths.member.settings,
      lazy: async () => ({ Component: (await import("./settings-page")).SettingsPage }),
    },
  ],
  anyone: [{ path: paths.unsubscribe(":token"), lazy: async () => ({ Component: (await import("./unsubscribe-page")).UnsubscribePage }) }],
};
