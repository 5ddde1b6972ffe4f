import { defineFeature } from "../../feature.ts";
import { contactRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, mailer, config }) {
    await contactRoutes(app, { db, mailer, appUrl: config.appUrl });
  },
});
