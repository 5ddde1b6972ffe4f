import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  public: [
    // Visitors and members alike: a member's name and email come from the account.
    { path: paths.contact, lazy: async () => ({ Component: (await import("./contact-page")).ContactPage }) },
  ],
};
