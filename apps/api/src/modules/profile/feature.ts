import { defineFeature } from "../../feature.ts";
import { profileRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await profileRoutes(app, { db });
  },
});
