import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ACHIEVEMENT_LABELS,
  CERTIFICATE_CODE,
  MyResultShareSchema,
  ResultShareSchema,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  SHARE_CODE,
  SHARE_MESSAGES,
  ShareAttemptParamsSchema,
  ShareCodeParamsSchema,
  SharedResultSchema,
  sharedResultHeadline,
  sharedResultPlace,
  sharedResultPlaceOnBoard,
  type CertificateVerification,
} from "@berean/domain";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { requireMember, type Member } from "../../lib/session.ts";
import { verifyCertificate } from "../certificates/service.ts";
import { loadPageTemplate, type PageHead } from "../hub/service.ts";
import { createCardCache, type CardCache, type CardImage } from "./card-cache.ts";
import { readSharedResult } from "./read-shared-result.ts";
import { cardRenderLimit } from "./render-limit.ts";
import { certificateCard, formatDay, resultCard } from "./share-card.ts";
import { myShare, shareResult, stopSharing } from "./share-result.ts";
import { readerLocale } from "../../i18n/request-locale.ts";

const CARD_CACHE = "public, max-age=3600";
const STALE_CARD_CACHE = "public, max-age=60";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's drawn share cards (card-cache.ts); its stats show what memory holds and how often a card was drawn. */
    shareCards: CardCache;
  }
}

/** A certificate by its code, or null when no certificate has it. */
async function certificateOf(db: Db, code: string): Promise<CertificateVerification | null> {
  if (!CERTIFICATE_CODE.test(code)) return null;
  try {
    return await verifyCertificate(db, code, new Date());
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Shared results at /r/{code} and the preview cards of shared pages (docs/architecture.md §4
 * 'Sharing'): a member shares or stops sharing a result; anyone reads it. The pages' HTML carries
 * their Open Graph and Twitter tags for link previews and is the app's, which draws the page for
 * visitors and members alike.
 */
export async function sharingRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; webDist: string; memberOf: (request: FastifyRequest) => Promise<Member | null> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["sharing"];
  const { appUrl, appTimezone } = deps.config;
  const page = loadPageTemplate(deps.webDist);

  r.post(
    "/api/results/:attemptId/share",
    {
      schema: { tags, params: ShareAttemptParamsSchema, response: { 200: ResultShareSchema } },
      config: {
        access: "member",
        summary: "Share one of the member's results at /r/{code} (the same code again if already shared)",
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
    },
    async (request) => shareResult(deps.db, requireMember(request).id, request.params.attemptId, appUrl),
  );
  r.get(
    "/api/results/:attemptId/share",
    {
      schema: { tags, params: ShareAttemptParamsSchema, response: { 200: MyResultShareSchema } },
      config: { access: "member", summary: "Whether one of the member's results is shared, and its link" },
    },
    async (request) => ({ share: await myShare(deps.db, requireMember(request).id, request.params.attemptId, appUrl) }),
  );
  r.delete(
    "/api/results/:attemptId/share",
    { schema: { tags, params: ShareAttemptParamsSchema }, config: { access: "member", summary: "Stop sharing a result: its link answers 404" } },
    async (request, reply) => {
      await stopSharing(deps.db, requireMember(request).id, request.params.attemptId);
      return reply.status(204).send();
    },
  );
  r.get(
    "/api/shares/:code",
    {
      schema: { tags, params: ShareCodeParamsSchema, response: { 200: SharedResultSchema } },
      config: { access: "public", summary: "A shared result: name, quiz, score, place and date, never an answer" },
    },
    async (request) => {
      const shared = await readSharedResult(deps.db, request.params.code, appTimezone);
      if (!shared) throw notFound(SHARE_MESSAGES.notFound);
      return shared;
    },
  );

  /** The app's page with a shared page's head; not for search results, since it is one person's. */
  // In the reader's language (`<html lang>`: the app starts in it).
  const sendPage = (request: FastifyRequest, reply: FastifyReply, head: PageHead) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex")
      .send(page({ ...head, lang: readerLocale(request) }, ""));
  // An unknown or stopped code answers 404 with the app's shell, which draws the page's own 'not
  // shared' or 'not found' state: the server's generic 404 markup would flash before it.
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply, title: string) =>
    reply
      .status(404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex")
      .send(page({ title, lang: readerLocale(request) }, ""));
  // A stale card (its new drawing waits for the render limit) is kept by caches for a minute only.
  const sendCard = (reply: FastifyReply, card: CardImage) =>
    reply
      .type("image/png")
      .header("cache-control", card.stale ? STALE_CARD_CACHE : CARD_CACHE)
      .send(card.png);
  // Per address, not per session: a new session must not buy a new allowance (docs/security.md 69).
  const cardLimit = { max: 120, timeWindow: 60_000, keyGenerator: (request: FastifyRequest) => `card-ip:${addressKey(request.ip)}` };
  const cards = createCardCache(deps.db, deps.config.shareCardMemoryBytes);
  app.decorate("shareCards", cards);
  const renderLimit = cardRenderLimit(app, deps.memberOf, deps.config.shareCardRendersPerMinute);

  // Any code reaches the handlers (no 400 for a malformed one): it is a 404, as for any unknown path.
  app.get<{ Params: { code: string } }>("/r/:code", { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    const shared = SHARE_CODE.test(code) ? await readSharedResult(deps.db, code, appTimezone) : null;
    if (!shared) return sendNotFound(request, reply, "Result not shared · Berean");
    const headline = sharedResultHeadline(shared);
    return sendPage(request, reply, {
      title: `${headline} · Berean`,
      description: `${shared.name} scored ${shared.score} on the ${shared.quizTitle}, ${sharedResultPlaceOnBoard(shared)}, ${formatDay(shared.date)}. Timed Bible quizzes with every answer's verse, on Berean.`,
      canonical: `${appUrl}/r/${code}`,
      image: {
        url: `${appUrl}/r/${code}/card.png`,
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        alt: `${headline}: ${sharedResultPlaceOnBoard(shared)}`,
      },
    });
  });
  app.get<{ Params: { code: string } }>("/r/:code/card.png", { schema: { hide: true }, config: { rateLimit: cardLimit } }, async (request, reply) => {
    const { code } = request.params;
    const shared = SHARE_CODE.test(code) ? await readSharedResult(deps.db, code, appTimezone) : null;
    if (!shared) return reply.status(404).type("text/plain").send("Not found");
    return sendCard(reply, await cards.png("result", code, resultCard(shared), () => renderLimit(request, reply)));
  });

  app.get<{ Params: { code: string } }>("/certificates/:code", { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params;
    const c = await certificateOf(deps.db, code);
    if (!c) return sendNotFound(request, reply, "Certificate not found · Berean");
    const canonical = `${appUrl}/certificates/${code}`;
    // A revoked certificate says so, and no image shows a winner it no longer names.
    if (c.revoked) {
      return sendPage(request, reply, {
        title: "Certificate revoked · Berean",
        description: "Berean issued this certificate, but the result behind it no longer stands. It is not valid.",
        canonical,
      });
    }
    const achievement = `${ACHIEVEMENT_LABELS[c.achievement]} — ${c.title}`;
    const score = c.scoreUnit === "percent" ? `${c.score}%` : `${c.score} points`;
    return sendPage(request, reply, {
      title: `${c.name}: ${achievement} · Berean`,
      description: `A Berean certificate, verified: ${c.name} placed ${sharedResultPlace({ place: c.rank, of: c.ofN })} in the ${c.title} on ${formatDay(c.awardedOn)}, scoring ${score}.`,
      canonical,
      image: { url: `${canonical}/card.png`, width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, alt: `${c.name}: ${achievement}` },
    });
  });
  app.get<{ Params: { code: string } }>(
    "/certificates/:code/card.png",
    { schema: { hide: true }, config: { rateLimit: cardLimit } },
    async (request, reply) => {
      const { code } = request.params;
      const c = await certificateOf(deps.db, code);
      if (!c || c.revoked) return reply.status(404).type("text/plain").send("Not found");
      return sendCard(reply, await cards.png("certificate", code, certificateCard(c), () => renderLimit(request, reply)));
    },
  );
}
