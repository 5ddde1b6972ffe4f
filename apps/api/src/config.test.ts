import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

const production = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://berean@db.internal/berean",
  SMTP_URL: "smtp://mail.internal:587",
  BETTER_AUTH_SECRET: "x".repeat(40),
};
const stripe = { STRIPE_SECRET_KEY: "sk_live_berean", STRIPE_WEBHOOK_SECRET: "whsec_berean", STRIPE_PRO_PRICE_ID: "price_pro" };

describe("configuration (docs/architecture.md §4 'Local providers')", () => {
  it("refuses to start in production on the local payment provider, and says which variable to set", () => {
    expect(() => loadConfig(production)).toThrow(
      /Refusing to start with NODE_ENV=production[\s\S]*STRIPE_SECRET_KEY \(payments would use the local test-mode provider\)/,
    );
    expect(loadConfig({ ...production, ...stripe }).stripeSecretKey).toBe("sk_live_berean");
  });

  it("takes Stripe only whole: the key needs the webhook's signing secret and the Pro price", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PRO_PRICE_ID/);
    expect(() => loadConfig({ ...stripe, STRIPE_PRO_PRICE_ID: undefined })).toThrow(/STRIPE_PRO_PRICE_ID/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: "not-a-secret" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
  });

  it("uses the local test-mode provider in development without a key", () => {
    expect(loadConfig({}).stripeSecretKey).toBeUndefined();
  });
});
