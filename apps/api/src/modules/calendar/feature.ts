import { defineFeature } from "../../feature.ts";
import { calendarRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, secret }) {
    await calendarRoutes(app, { db, appUrl: config.appUrl, secret, timeZone: config.appTimezone });
  },
});
