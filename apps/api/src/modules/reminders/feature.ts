import { defineFeature } from "../../feature.ts";
import { reminderRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, mailer, config, secret, deps }) {
    await reminderRoutes(app, { db, mailer, appUrl: config.appUrl, secret, timeZone: config.appTimezone, sweep: deps.reminders?.sweep });
  },
});
