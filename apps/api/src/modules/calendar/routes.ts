import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CalendarLinkSchema } from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { addressCeiling } from "../../lib/address-ceiling.ts";
import { notFound } from "../../lib/errors.ts";
import { requireMember } from "../../lib/session.ts";
import { buildFeed } from "./build-feed.ts";
import { currentFeedToken, feedOwner, feedUrl, renewFeedToken } from "./feed-token.ts";

const FeedParamsSchema = z.object({ file: z.string().max(200) });

/**
 * A feed counts its own fetches rather than its caller's address: a calendar service fetches for
 * many members from a few addresses, and one feed asked for more than this is a loop, not a
 * person. The key is the token's hash, so the limiter's store (Redis) never holds a token.
 */
const feedLimit = {
  max: 30,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) =>
    `calendar:${createHash("sha256")
      .update(String((request.params as { file?: unknown }).file))
      .digest("base64url")
      .slice(0, 22)}`,
};

/**
 * And per address, larger (a calendar service fetches many members' feeds from one address): a
 * client making up a new token on every request gets a fresh count per token, never per address
 * (docs/security.md 63).
 */
export const CALENDAR_FETCHES_PER_ADDRESS_PER_MINUTE = 300;

/** The member's personal calendar feed (docs/architecture.md §4 'Calendar feed'). */
export async function calendarRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string; secret: string; timeZone: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["calendar"];
  const { db, appUrl, secret, timeZone } = deps;
  const linkOf = (token: string | null) => ({ url: token === null ? null : feedUrl(appUrl, token) });

  r.get(
    "/api/me/calendar",
    {
      schema: { tags, response: { 200: CalendarLinkSchema } },
      config: { access: "member", summary: "The member's calendar feed link, or null before they made one" },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return linkOf(await currentFeedToken(db, secret, requireMember(request).id));
    },
  );

  r.post(
    "/api/me/calendar",
    {
      schema: { tags, response: { 200: CalendarLinkSchema } },
      config: {
        access: "member",
        summary: "Make the member's calendar feed link, or replace it (the old one stops at once)",
        rateLimit: { max: 10, timeWindow: 60_000 },
      },
    },
    async (request) => linkOf(await renewFeedToken(db, secret, requireMember(request).id)),
  );

  // No session: a calendar app has none, so the token is the key. The request log shows the path
  // as lib/redact.ts leaves it, without the token.
  const perAddress = addressCeiling(app, "calendar", CALENDAR_FETCHES_PER_ADDRESS_PER_MINUTE);
  r.get(
    "/calendar/:file",
    {
      schema: { hide: true, params: FeedParamsSchema },
      config: { access: "public", summary: "A member's calendar feed (iCalendar), opened by its token", rateLimit: feedLimit },
      onRequest: perAddress,
    },
    async (request, reply) => {
      const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -".ics".length) : null;
      const userId = token === null ? null : await feedOwner(db, secret, token);
      if (userId === null) throw notFound("This calendar link does not exist. Make a new one in Settings → Add to calendar.");
      const body = await buildFeed(db, userId, { now: new Date(), timeZone, appUrl });
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", 'inline; filename="berean.ics"')
        .header("x-robots-tag", "noindex")
        .header("referrer-policy", "no-referrer")
        .send(body);
    },
  );
}
