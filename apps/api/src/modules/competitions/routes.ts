import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AttemptResponseSchema,
  StartAttemptResponseSchema,
  AdminCompetitionListSchema,
  AdminCompetitionSchema,
  AdminPrizeListSchema,
  AdminPrizeSchema,
  MarkPrizePaidSchema,
  VoidPrizeSchema,
  PrizeListQuerySchema,
  PrizeParamsSchema,
  CompetitionBoardSchema,
  CompetitionIdParamsSchema,
  CompetitionReceiptSchema,
  CompetitionInputSchema,
  CompetitionListSchema,
  CompetitionStatusChangeSchema,
  QuestionDrawQuerySchema,
  QuestionDrawSchema,
  QuestionPickSchema,
  QuestionSearchQuerySchema,
  RedirectSchema,
  localDate,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin, requireMember } from "../../lib/session.ts";
import type { PaymentProvider } from "../billing/service.ts";
import { changeStatus, createCompetition, deleteCompetition, drawQuestions, listCompetitions, searchQuestions, updateCompetition } from "./admin.ts";
import { joinCompetition } from "./entries.ts";
import { readCompetitionBoard, readReceipt } from "./boards.ts";
import { readCompetitionAttempt, startCompetitionAttempt } from "./start-competition-attempt.ts";
import { listForMember } from "./store.ts";
import { listPrizes, markPrizePaid, voidPrize } from "./prizes.ts";
import { addressRange } from "../../lib/address-range.ts";

export async function competitionRoutes(
  app: FastifyInstance,
  deps: { db: Db; provider: PaymentProvider; appUrl: string; timeZone: string; production?: boolean },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, provider } = deps;
  const tags = ["competitions"];
  const adminTags = ["admin: competitions"];

  // Pro members only ('pro'): a free member gets 403 PRO_REQUIRED, which the upgrade pitch answers.
  // An entrant's own attempt and receipt need only a member: the paid entry is the check, so an
  // attempt under way can be resumed (and answered and finished at /api/attempts, like every
  // mode) and a receipt read after a subscription lapses.
  r.get(
    "/api/competitions",
    { schema: { tags, response: { 200: CompetitionListSchema } }, config: { access: "pro", summary: "Paid competitions open to Pro members" } },
    async (request) => {
      return { competitions: await listForMember(db, requireMember(request).id, new Date(), deps.timeZone) };
    },
  );

  r.post(
    "/api/competitions/:competitionId/join",
    {
      schema: { tags, params: CompetitionIdParamsSchema, body: z.strictObject({}), response: { 200: RedirectSchema } },
      config: { access: "pro", summary: "Join a competition: returns the entry fee's checkout", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) =>
      joinCompetition(db, provider, requireMember(request), request.params.competitionId, {
        appUrl: deps.appUrl,
        timeZone: deps.timeZone,
        now: new Date(),
        log: request.log,
        addressRange: addressRange(request.ip),
      }),
  );

  // The competition's door to the attempt engine: who may start (a paid entry, while it runs) is
  // checked here; answers, finish and reloads go through /api/attempts/:attemptId like every mode.
  r.post(
    "/api/competitions/:competitionId/attempt",
    {
      schema: { tags, params: CompetitionIdParamsSchema, body: z.strictObject({}), response: { 200: StartAttemptResponseSchema } },
      config: { access: "pro", summary: "Start (or resume) the member's competition attempt" },
    },
    async (request) =>
      startCompetitionAttempt(db, requireMember(request), request.params.competitionId, new Date(), deps.timeZone, { addressRange: addressRange(request.ip) }),
  );
  r.get(
    "/api/competitions/:competitionId/attempt",
    {
      schema: { tags, params: CompetitionIdParamsSchema, response: { 200: AttemptResponseSchema } },
      config: { access: "member", summary: "The member's competition attempt" },
    },
    async (request) => ({
      attempt: await readCompetitionAttempt(db, requireMember(request), request.params.competitionId, new Date()),
    }),
  );
  r.get(
    "/api/competitions/:competitionId/leaderboard",
    {
      schema: { tags, params: CompetitionIdParamsSchema, response: { 200: CompetitionBoardSchema } },
      config: { access: "pro", summary: "A competition's board" },
    },
    async (request) => readCompetitionBoard(db, requireMember(request), request.params.competitionId, new Date(), deps.timeZone),
  );
  r.get(
    "/api/competitions/:competitionId/receipt",
    {
      schema: { tags, params: CompetitionIdParamsSchema, response: { 200: CompetitionReceiptSchema } },
      config: { access: "member", summary: "An entrant's receipt: answers, prize arithmetic, question-set hash" },
    },
    async (request) => readReceipt(db, requireMember(request), request.params.competitionId, new Date(), deps.timeZone),
  );

  r.get(
    "/api/admin/competitions",
    { schema: { tags: adminTags, response: { 200: AdminCompetitionListSchema } }, config: { access: "admin", summary: "Competitions" } },
    async () => ({ competitions: await listCompetitions(db) }),
  );
  r.get(
    "/api/admin/competitions/draw",
    {
      schema: { tags: adminTags, querystring: QuestionDrawQuerySchema, response: { 200: QuestionDrawSchema } },
      config: { access: "admin", summary: "Draw a balanced question set for a competition" },
    },
    async (request) => ({
      questionIds: await drawQuestions(db, request.query.count),
    }),
  );
  r.get(
    "/api/admin/competitions/questions",
    {
      schema: { tags: adminTags, querystring: QuestionSearchQuerySchema, response: { 200: QuestionPickSchema } },
      config: { access: "admin", summary: "Questions a competition (the sealed supply) or a quiz pool (the rest) may use" },
    },
    async (request) => ({
      questions: await searchQuestions(db, request.query.search, request.query.ids ? request.query.ids.split(",").map(Number) : [], request.query.supply),
    }),
  );
  r.post(
    "/api/admin/competitions",
    {
      schema: { tags: adminTags, body: CompetitionInputSchema, response: { 201: AdminCompetitionSchema } },
      config: { access: "admin", summary: "Create a competition" },
    },
    async (request, reply) => reply.status(201).send(await createCompetition(db, requireAdmin(request).id, request.body)),
  );
  r.put(
    "/api/admin/competitions/:competitionId",
    {
      schema: { tags: adminTags, params: CompetitionIdParamsSchema, body: CompetitionInputSchema, response: { 200: AdminCompetitionSchema } },
      config: { access: "admin", summary: "Change a draft competition" },
    },
    async (request) => updateCompetition(db, requireAdmin(request).id, request.params.competitionId, request.body),
  );
  r.delete(
    "/api/admin/competitions/:competitionId",
    { schema: { tags: adminTags, params: CompetitionIdParamsSchema }, config: { access: "admin", summary: "Delete a draft competition" } },
    async (request, reply) => {
      await deleteCompetition(db, requireAdmin(request).id, request.params.competitionId);
      return reply.status(204).send();
    },
  );
  r.post(
    "/api/admin/competitions/:competitionId/status",
    {
      schema: { tags: adminTags, params: CompetitionIdParamsSchema, body: CompetitionStatusChangeSchema, response: { 200: AdminCompetitionSchema } },
      config: { access: "admin", summary: "Activate, cancel or complete a competition" },
    },
    async (request) =>
      changeStatus(db, provider, requireAdmin(request).id, request.params.competitionId, request.body.status, request.log, {
        production: deps.production === true,
      }),
  );

  // Prizes on their way to their winners: the one place an admin reads a winner's confirmed email, to pay them.
  const prizeTags = ["admin: prizes"];
  r.get(
    "/api/admin/prizes",
    {
      schema: { tags: prizeTags, querystring: PrizeListQuerySchema, response: { 200: AdminPrizeListSchema } },
      config: { access: "admin", summary: "Prizes of completed competitions, owed first" },
    },
    async (request) => ({
      prizes: await listPrizes(db, request.query.status, deps.timeZone),
      today: localDate(new Date(), deps.timeZone),
    }),
  );
  r.post(
    "/api/admin/prizes/:attemptId/paid",
    {
      schema: { tags: prizeTags, params: PrizeParamsSchema, body: MarkPrizePaidSchema, response: { 200: AdminPrizeSchema } },
      config: { access: "admin", summary: "Record a prize paid (once), with its reference and day" },
    },
    async (request) => markPrizePaid(db, requireAdmin(request).id, request.params.attemptId, request.body, new Date(), deps.timeZone),
  );
  r.post(
    "/api/admin/prizes/:attemptId/void",
    {
      schema: { tags: prizeTags, params: PrizeParamsSchema, body: VoidPrizeSchema, response: { 200: AdminPrizeSchema } },
      config: { access: "admin", summary: "Void the result behind an owed prize (its prize is then withheld)" },
    },
    async (request) => voidPrize(db, requireAdmin(request).id, request.params.attemptId, request.body, new Date(), deps.timeZone),
  );
}
