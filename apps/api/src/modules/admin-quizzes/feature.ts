import { defineFeature } from "../../feature.ts";
import { adminQuizRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await adminQuizRoutes(app, { db });
  },
});
