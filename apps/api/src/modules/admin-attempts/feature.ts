import { defineFeature } from "../../feature.ts";
import { adminAttemptRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await adminAttemptRoutes(app, { db });
  },
});
