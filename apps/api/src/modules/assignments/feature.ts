import { defineFeature } from "../../feature.ts";
import { assignmentRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, mailer, config }) {
    await assignmentRoutes(app, { db, mailer, appUrl: config.appUrl });
  },
});
