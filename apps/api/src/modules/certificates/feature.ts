import { defineFeature } from "../../feature.ts";
import { certificateRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config }) {
    await certificateRoutes(app, { db, appUrl: config.appUrl, timeZone: config.appTimezone });
  },
});
