import { defineFeature } from "../../feature.ts";
import { memoryRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await memoryRoutes(app, { db });
  },
});
