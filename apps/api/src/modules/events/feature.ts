import { defineFeature } from "../../feature.ts";
import { eventRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config }) {
    await eventRoutes(app, { db, timeZone: config.appTimezone, production: config.env === "production" });
  },
});
