import { addressKey } from "./address-range.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * A route's ceiling per address a minute, beside its own limit (docs/security.md 49): counted by
 * the socket's address (or the trusted proxy's), so no cookie or token the client makes up resets
 * it. A `preHandler`-free onRequest hook: nothing of the request is read or kept before it admits
 * it. Without the rate-limit plugin (tests that turn limits off) it admits everything.
 */
export function addressCeiling(app: FastifyInstance, name: string, max: number): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limit =
    "createRateLimit" in app
      ? app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `${name}:ip:${addressKey(request.ip)}` })
      : null;
  return async (request, reply) => {
    const counted = await limit?.(request);
    if (counted && !counted.isAllowed && counted.isExceeded) {
      reply.header("retry-after", counted.ttlInSeconds);
      throw new AppError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
    }
  };
}
