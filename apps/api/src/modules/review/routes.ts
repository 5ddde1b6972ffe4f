import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ReviewAnswerResultSchema,
  ReviewAnswerSchema,
  ReviewCardParams,
  ReviewDeckSchema,
  ReviewRateResultSchema,
  ReviewRateSchema,
  ReviewSummarySchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireMember } from "../../lib/session.ts";
import { answerCard } from "./answer-card.ts";
import { rateCard } from "./rate-card.ts";
import { readDeck, readSummary } from "./read-deck.ts";

/**
 * The review deck (docs/architecture.md §4 'Study'): a member's own cards only (another's is 404),
 * scheduled on the server.
 */
export async function reviewRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["review"];
  const { db } = deps;

  r.get(
    "/api/review",
    {
      schema: { tags, response: { 200: ReviewDeckSchema } },
      config: { access: "member", summary: "The review deck: what is due, and the card to show next (without its key)" },
    },
    async (request) => readDeck(db, requireMember(request), new Date()),
  );
  r.get(
    "/api/review/summary",
    {
      schema: { tags, response: { 200: ReviewSummarySchema } },
      config: { access: "member", summary: "Cards due today and in the deck (the dashboard's 'Due today')" },
    },
    async (request) => readSummary(db, requireMember(request), new Date()),
  );
  r.post(
    "/api/review/cards/:cardId/answer",
    {
      schema: { tags, params: ReviewCardParams, body: ReviewAnswerSchema, response: { 200: ReviewAnswerResultSchema } },
      config: { access: "member", summary: "Answer the card on screen; a wrong answer is rated 'Again' by the server" },
    },
    async (request) => answerCard(db, requireMember(request), request.params.cardId, request.body, new Date()),
  );
  r.post(
    "/api/review/cards/:cardId/rate",
    {
      schema: { tags, params: ReviewCardParams, body: ReviewRateSchema, response: { 200: ReviewRateResultSchema } },
      config: { access: "member", summary: "Rate a card answered right: Hard, Good or Easy" },
    },
    async (request) => rateCard(db, requireMember(request), request.params.cardId, request.body.rating, new Date()),
  );
}
