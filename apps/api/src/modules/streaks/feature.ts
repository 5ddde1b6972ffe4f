import { defineFeature } from "../../feature.ts";
import { streakRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await streakRoutes(app, { db });
  },
});
