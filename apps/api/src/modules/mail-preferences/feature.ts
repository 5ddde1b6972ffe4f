import { defineFeature } from "../../feature.ts";
import { mailPreferenceRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, secret }) {
    await mailPreferenceRoutes(app, { db, appUrl: config.appUrl, secret });
  },
});
