import { defineFeature } from "../../feature.ts";
import { groupRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config }) {
    await groupRoutes(app, { db, appUrl: config.appUrl });
  },
});
