import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  public: [{ path: paths.hub, lazy: async () => ({ Component: (await import("./hub-page")).HubPage }) }],
  page: [
    {
      // Outside the public layout: the page draws its own frame, so an unknown book is the full 404 page.
      // The server renders the same component into the HTML (apps/api/src/modules/hub).
      path: paths.hubBook(":book"),
      lazy: async () => ({ Component: (await import("./book-page")).BookPageRoute }),
    },
  ],
};
