import { defineFeature } from "../../feature.ts";
import { quizRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, reads, config }) {
    await quizRoutes(app, { db, reads, timeZone: config.appTimezone });
  },
});
