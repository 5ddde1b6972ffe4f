import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  member: [
    {
      path: paths.member.resultLatest,
      lazy: async () => ({ Component: (await import("./result-page")).ResultPage }),
    },
    {
      path: paths.member.result,
      lazy: async () => ({ Component: (await import("./result-page")).ResultPage }),
    },
  ],
};
