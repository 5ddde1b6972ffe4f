import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [{ path: paths.setup, lazy: async () => ({ Component: (await import("./setup-page")).SetupPage }) }],
};
