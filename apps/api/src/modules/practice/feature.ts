import { defineFeature } from "../../feature.ts";
import { practiceRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await practiceRoutes(app, { db });
  },
});
