import { defineFeature } from "../../feature.ts";
import { authRoutes } from "./routes.ts";

export default defineFeature({
  async register({ app, auth, db, config, secret, mailer }) {
    await authRoutes(app, { auth, db, config, secret, mailer });
  },
});
