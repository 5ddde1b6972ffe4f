import { defineFeature } from "../../feature.ts";
import { testClockRoutes } from "./clock.ts";
import { devRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, devMailboxKey }) {
    // Dev-only routes do not exist in production (docs/security.md 42).
    if (devMailboxKey) await devRoutes(app, { db, appUrl: config.appUrl, key: devMailboxKey });
    await testClockRoutes(app, config);
  },
});
