import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  anyone: [{ path: paths.sharedResult(":code"), lazy: async () => ({ Component: (await import("./shared-result-page")).SharedResultPage }) }],
};
