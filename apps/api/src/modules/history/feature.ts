import { defineFeature } from "../../feature.ts";
import { historyRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await historyRoutes(app, { db });
  },
});
