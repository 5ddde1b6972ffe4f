import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  public: [
    {
      path: paths.home,
      lazy: async () => ({ Component: (await import("./landing-page")).LandingPage }),
    },
  ],
};
