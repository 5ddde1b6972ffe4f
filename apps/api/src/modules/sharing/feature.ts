import { defineFeature } from "../../feature.ts";
import { sharingRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, webDist, memberOf }) {
    await sharingRoutes(app, { db, config, webDist, memberOf });
  },
});
