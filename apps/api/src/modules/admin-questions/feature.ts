import { defineFeature } from "../../feature.ts";
import { adminQuestionRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await adminQuestionRoutes(app, { db });
  },
});
