import { defineFeature } from "../../feature.ts";
import type { LocalProvider } from "./local-provider.ts";
import { billingRoutes, localPayRoutes, WEBHOOK_PATH } from "./routes.ts";

export default defineFeature({
  async register({ app, db, config, payments }) {
    await billingRoutes(app, { db, provider: payments, appUrl: config.appUrl });
    if (payments.name === "local") {
      const local = payments as LocalProvider;
      await localPayRoutes(app, { provider: local });
      // The test-mode provider posts its signed events through the real webhook route.
      local.deliverWith(async (payload, signature) => {
        const response = await app.inject({
          method: "POST",
          url: WEBHOOK_PATH,
          headers: { "content-type": "application/json", "stripe-signature": signature },
          payload,
        });
        return response.statusCode;
      });
    }
  },
});
