import { defineFeature } from "../../feature.ts";
import { studyPlanRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await studyPlanRoutes(app, { db });
  },
});
