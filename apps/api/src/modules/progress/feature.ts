import { defineFeature } from "../../feature.ts";
import { progressRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await progressRoutes(app, { db });
  },
});
