import { defineFeature } from "../../feature.ts";
import { registerItemHandler } from "../billing/service.ts";
import { competitionRoutes } from "./routes.ts";
import { competitionEntrySale } from "./service.ts";

export default defineFeature({
  async register({ app, db, config, payments }) {
    // What competitions sell through billing, and who is told when an entry is paid or refunded.
    registerItemHandler("competition", competitionEntrySale);
    await competitionRoutes(app, { db, provider: payments, appUrl: config.appUrl, timeZone: config.appTimezone, production: config.env === "production" });
  },
});
