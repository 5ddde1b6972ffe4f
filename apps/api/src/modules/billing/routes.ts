import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BillingSchema,
  CheckoutParamsSchema,
  CheckoutStatusSchema,
  LocalCardSchema,
  LocalCheckoutSchema,
  LocalPortalActionSchema,
  LocalPortalSchema,
  LocalSessionParamsSchema,
  RedirectSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { requireMember } from "../../lib/session.ts";
import { openPortal, readBilling, startProCheckout } from "./billing.ts";
import { fulfilEvent } from "./fulfil.ts";
import { readCheckoutStatus } from "./read-checkout-status.ts";
import type { LocalProvider } from "./local-provider.ts";
import type { PaymentProvider } from "./provider.ts";

export const WEBHOOK_PATH = "/api/billing/webhook";
/** Starting checkouts and opening the portal: a member clicking, never a loop. */
const CHECKOUTS_PER_MINUTE = 10;

export async function billingRoutes(app: FastifyInstance, deps: { db: Db; provider: PaymentProvider; appUrl: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, provider, appUrl } = deps;
  const tags = ["billing"];

  r.get(
    "/api/billing",
    { schema: { tags, response: { 200: BillingSchema } }, config: { access: "member", summary: "The member's plan and subscription" } },
    async (request) => readBilling(db, provider, requireMember(request).id),
  );

  r.post(
    "/api/billing/checkout",
    {
      schema: { tags, body: z.strictObject({}), response: { 200: RedirectSchema } },
      config: {
        access: "member",
        summary: "Start a Pro checkout: returns the payment page's address",
        rateLimit: { max: CHECKOUTS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request) => startProCheckout(db, provider, requireMember(request), appUrl, request.log),
  );

  // The payment return's lookup: the success banner asks which item a paid checkout was for, and how it ended.
  r.get(
    "/api/billing/checkout/:sessionId",
    {
      schema: { tags, params: CheckoutParamsSchema, response: { 200: CheckoutStatusSchema } },
      config: { access: "member", summary: "The state of the member's checkout" },
    },
    async (request) => readCheckoutStatus(db, requireMember(request).id, request.params.sessionId),
  );

  r.post(
    "/api/billing/portal",
    {
      schema: { tags, body: z.strictObject({}), response: { 200: RedirectSchema } },
      config: { access: "member", summary: "Open the billing portal to cancel or resume Pro", rateLimit: { max: CHECKOUTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => openPortal(db, provider, requireMember(request), appUrl, request.log),
  );

  // The provider's webhook: its own raw-body parser (the signature covers the exact bytes).
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    // Public: the provider's signature is the check.
    webhook.post(
      WEBHOOK_PATH,
      { schema: { tags }, config: { access: "public", summary: "The payment provider's signed events", rateLimit: false } },
      async (request, reply) => {
        const raw = request.body;
        const signature = request.headers["stripe-signature"];
        let event;
        try {
          if (!Buffer.isBuffer(raw)) throw new Error("no body");
          event = await provider.verifyEvent(raw, typeof signature === "string" ? signature : undefined);
        } catch (error) {
          request.log.warn({ event: "payment.webhook_refused", reason: (error as Error).message }, "webhook refused: bad signature or stale timestamp");
          throw new AppError(400, "BAD_SIGNATURE", "The webhook signature could not be verified.");
        }
        const outcome = await fulfilEvent(db, provider, event, request.log);
        return reply.send({ received: true, outcome });
      },
    );
  });
}

/**
 * The local test-mode provider's own pages (/checkout/local/…): what Stripe's hosted checkout and
 * portal do, for the member who started them. Only registered without STRIPE_SECRET_KEY.
 */
export async function localPayRoutes(app: FastifyInstance, deps: { provider: LocalProvider }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { provider } = deps;
  const tags = ["billing (test mode)"];
  const paying = { rateLimit: { max: 20, timeWindow: 60_000 } };

  r.get(
    "/api/local-pay/checkout/:sessionId",
    {
      schema: { tags, params: LocalSessionParamsSchema, response: { 200: LocalCheckoutSchema } },
      config: { access: "member", summary: "The test-mode provider's checkout page data" },
    },
    async (request) => provider.checkoutView(request.params.sessionId, requireMember(request).id),
  );
  r.post(
    "/api/local-pay/checkout/:sessionId/pay",
    {
      schema: { tags, params: LocalSessionParamsSchema, body: LocalCardSchema, response: { 200: RedirectSchema } },
      config: { ...paying, access: "member", summary: "Pay a test-mode checkout with a test card" },
    },
    async (request) => provider.pay(request.params.sessionId, requireMember(request).id, request.body),
  );
  r.get(
    "/api/local-pay/portal/:sessionId",
    {
      schema: { tags, params: LocalSessionParamsSchema, response: { 200: LocalPortalSchema } },
      config: { access: "member", summary: "The test-mode provider's portal page data" },
    },
    async (request) => provider.portalView(request.params.sessionId, requireMember(request).id),
  );
  r.post(
    "/api/local-pay/portal/:sessionId",
    {
      schema: { tags, params: LocalSessionParamsSchema, body: LocalPortalActionSchema, response: { 200: LocalPortalSchema } },
      config: { ...paying, access: "member", summary: "Cancel, resume or end a test-mode subscription" },
    },
    async (request) => provider.portalAction(request.params.sessionId, requireMember(request).id, request.body),
  );
}
