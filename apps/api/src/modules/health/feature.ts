import { defineFeature } from "../../feature.ts";
import { healthRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, database, changeFeed, draining }) {
    await healthRoutes(app, { database, changeFeed, draining });
  },
});
