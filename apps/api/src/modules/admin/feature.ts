import { defineFeature } from "../../feature.ts";
import { adminRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, database, latency, config }) {
    await adminRoutes(app, { database, latency, timeZone: config.appTimezone, production: config.env === "production" });
  },
});
