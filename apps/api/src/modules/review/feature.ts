import { defineFeature } from "../../feature.ts";
import { reviewRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await reviewRoutes(app, { db });
  },
});
