import { defineFeature } from "../../feature.ts";
import { challengeRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db }) {
    await challengeRoutes(app, { db });
  },
});
