import { defineFeature } from "../../feature.ts";
import { attemptRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config }) {
    await attemptRoutes(app, { db, timeZone: config.appTimezone, production: config.env === "production" });
  },
});
