import type { FeatureRoutes } from "../../app/feature-routes";
import { paths } from "../../config/paths";

/** This feature's pages and where they sit (app/feature-routes.ts; routes.tsx gathers every feature's). */
export const routes: FeatureRoutes = {
  // The live board for a room, for anyone: what it shows is the public board.
  page: [{ path: paths.eventsLivePresent, lazy: async () => ({ Component: (await import("./live-board-present-page")).LiveBoardPresentPage }) }],
  anyone: [
    { path: paths.eventsLive, lazy: async () => ({ Component: (await import("./live-board-page")).LiveBoardPage }) },
    { path: paths.events, lazy: async () => ({ Component: (await import("./events-page")).EventsPage }) },
    { path: paths.event(":eventId"), lazy: async () => ({ Component: (await import("./events-page")).EventBoardPage }) },
  ],
};
