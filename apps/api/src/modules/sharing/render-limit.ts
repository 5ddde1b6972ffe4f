import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import type { Member } from "../../lib/session.ts";

/**
 * Share cards drawn a minute per address and, signed in, per account (docs/security.md 69): a
 * third of the server's own number, so a client or two cannot spend it all. Only a drawing counts:
 * a card already drawn is served under the card routes' own limit.
 */
export const CARD_RENDERS_PER_MINUTE = 10;

/**
 * The render limit: counted by the address (the socket's, or the trusted proxy's; an IPv6 client
 * by its /64) and by the member's id, never by the session, so signing in again or sending another
 * cookie resets nothing; and `forAllPerMinute` for the whole server, whoever asks
 * (SHARE_CARD_RENDERS_PER_MINUTE, 30 by default): many addresses each within their own limit once
 * drew enough to put a Saturday's answers 5.7 times slower at p99 (bench:abuse). A card is drawn
 * once per content for good (the database keeps it), and one whose new drawing is refused is
 * served as last drawn (card-cache.ts). In the rate-limit plugin's store: Redis shared by every
 * instance when configured. Without the plugin (tests that turn limits off) it admits everything.
 */
export function cardRenderLimit(
  app: FastifyInstance,
  memberOf: (request: FastifyRequest) => Promise<Member | null>,
  forAllPerMinute: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  if (!("createRateLimit" in app)) return async () => undefined;
  const limit = { max: CARD_RENDERS_PER_MINUTE, timeWindow: 60_000 };
  const perAddress = app.createRateLimit({ ...limit, keyGenerator: (request: FastifyRequest) => `card-render:ip:${addressKey(request.ip)}` });
  const perMember = app.createRateLimit({ ...limit, keyGenerator: (request: FastifyRequest) => `card-render:member:${request.member!.id}` });
  const forAll = app.createRateLimit({ max: forAllPerMinute, timeWindow: 60_000, keyGenerator: () => "card-render:all" });
  return async (request, reply) => {
    let counted = await perAddress(request);
    if (counted.isAllowed || !counted.isExceeded) {
      // The session is read only now, for a drawing: a card already drawn costs no member lookup.
      request.member ??= await memberOf(request);
      if (request.member) counted = await perMember(request);
      if (counted.isAllowed || !counted.isExceeded) {
        // Counted for the whole server last, so a client past its own limit spends none of it.
        counted = await forAll(request);
        if (counted.isAllowed || !counted.isExceeded) return;
      }
    }
    reply.header("retry-after", counted.ttlInSeconds);
    throw new AppError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
  };
}
