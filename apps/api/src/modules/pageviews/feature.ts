import { defineFeature } from "../../feature.ts";
import { pageViewRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config }) {
    await pageViewRoutes(app, { db, timeZone: config.appTimezone });
  },
});
