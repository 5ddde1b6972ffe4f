import { defineFeature } from "../../feature.ts";
import { setupRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, auth, db }) {
    await setupRoutes(app, { auth, db });
  },
});
