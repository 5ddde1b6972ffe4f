import { defineFeature } from "../../feature.ts";
import { adminActivityRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await adminActivityRoutes(app, { db });
  },
});
