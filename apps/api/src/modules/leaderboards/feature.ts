import { defineFeature } from "../../feature.ts";
import { leaderboardRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, reads }) {
    await leaderboardRoutes(app, { db, timeZone: config.appTimezone, reads });
  },
});
