import { at, EVERYONE, MEMBERS, type MatrixRow } from "../../test/authorization-matrix.ts";

/** This feature's rows of the authorization matrix (test/authorization-matrix.ts gathers them; lib/access.test.ts calls them). */
export const ACCESS_ROWS: Record<string, MatrixRow> = {
  // Anyone
  // The provider's signature is the check (a wrong one is 400, never a change).
  "POST /api/billing/webhook": { path: at("/api/billing/webhook"), allow: EVERYONE },

  // Any verified member, on their own account
  "GET /api/billing": { path: at("/api/billing"), allow: MEMBERS },
  "POST /api/billing/checkout": { path: at("/api/billing/checkout"), allow: MEMBERS },
  "POST /api/billing/portal": { path: at("/api/billing/portal"), allow: MEMBERS },

  // A member's own things: the owner only
  "GET /api/billing/checkout/:sessionId": { path: (f) => `/api/billing/checkout/${f.checkoutId}`, allow: ["free"], owned: true },
  "GET /api/local-pay/checkout/:sessionId": { path: (f) => `/api/local-pay/checkout/${f.checkoutId}`, allow: ["free"], owned: true },
  // A declined card: the owner is answered, and stays on the free plan for the rows below.
  "POST /api/local-pay/checkout/:sessionId/pay": {
    path: (f) => `/api/local-pay/checkout/${f.checkoutId}/pay`,
    allow: ["free"],
    owned: true,
    body: () => ({ cardNumber: "4000 0000 0000 0002", expiry: "12 / 34", cvc: "123", name: "Test Member" }),
  },
  "GET /api/local-pay/portal/:sessionId": { path: (f) => `/api/local-pay/portal/${f.portalId}`, allow: ["pro"], owned: true },
  "POST /api/local-pay/portal/:sessionId": {
    path: (f) => `/api/local-pay/portal/${f.portalId}`,
    allow: ["pro"],
    owned: true,
    body: (f) => ({ subscriptionId: f.subscriptionId, action: "resume" }),
  },
};
