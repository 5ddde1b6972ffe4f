import { defineFeature } from "../../feature.ts";
import { hubRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, webDist, reads, secret }) {
    await hubRoutes(app, { db, config, webDist, reads, secret });
  },
});
