import { defineFeature } from "../../feature.ts";
import { adminUserRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await adminUserRoutes(app, { db });
  },
});
