import { defineFeature } from "../../feature.ts";
import { resultRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await resultRoutes(app, { db });
  },
});
