import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  page: [
    // A hosted game's phone: open to anyone with the PIN, full-screen.
    { path: paths.play, lazy: async () => ({ Component: (await import("./play-page")).PlayPage }) },
  ],
};
