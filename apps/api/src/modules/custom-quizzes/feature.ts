import { defineFeature } from "../../feature.ts";
import { customQuizRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await customQuizRoutes(app, { db });
  },
});
