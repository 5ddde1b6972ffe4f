import { defineFeature } from "../../feature.ts";
import { gameRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, secret, deps }) {
    await gameRoutes(app, { db, appUrl: config.appUrl, secret, pin: deps.games?.pin, sweep: deps.games?.sweep });
  },
});
