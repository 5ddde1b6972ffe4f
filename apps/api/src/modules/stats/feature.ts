import { defineFeature } from "../../feature.ts";
import { statsRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, db, reads }) {
    await statsRoutes(app, { db, reads });
  },
});
