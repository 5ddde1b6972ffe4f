import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "./app.ts";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Auth } from "./lib/auth.ts";
import type { ChangeFeed } from "./lib/changes.ts";
import type { LatencyWindow } from "./lib/latency.ts";
import type { Mailer } from "./lib/mail.ts";
import type { PublicCache } from "./lib/public-cache.ts";
import type { Member } from "./lib/session.ts";
import type { PaymentProvider } from "./modules/billing/service.ts";

/**
 * What the app gives every feature when it registers (docs/architecture.md §3 'Layout'): the
 * server, the database, the configuration and the shared services. A feature takes what it needs.
 */
export interface FeatureContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  auth: Auth;
  /** The session cookies' signing secret (configured, or the database's own). */
  secret: string;
  mailer: Mailer;
  /** Public responses kept in memory and dropped by the change feed. */
  reads: PublicCache;
  /** The change feed from every instance (docs/decisions/008): whether it is listening now. */
  changeFeed: ChangeFeed;
  /** The API's response times, for the admin dashboard. */
  latency: LatencyWindow;
  /** Whether this instance is shutting down (SIGTERM): not ready, so the proxy sends it nothing new. */
  draining(): boolean;
  /** The payment provider: Stripe when configured, else the local test-mode one. */
  payments: PaymentProvider;
  webDist: string;
  /** The dev mailbox's key; null in production, where it does not exist. */
  devMailboxKey: string | null;
  /** The signed-in member of a request, for routes that are not behind the access policy's session read. */
  memberOf(request: FastifyRequest): Promise<Member | null>;
  /** What tests pass to the app (PIN picker, sweeps). */
  deps: AppDeps;
}

/**
 * A feature of the API (apps/api/src/modules/<name>/feature.ts): what it adds to the server when
 * the app starts. The app finds every feature through features.generated.ts (written by
 * `npm run features`, checked by lint), so adding one touches no shared file by hand.
 */
export interface Feature {
  register(context: FeatureContext): Promise<void>;
}

export const defineFeature = (feature: Feature): Feature => feature;
