import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AssignmentCreateSchema,
  AssignmentGroupParamsSchema,
  AssignmentInsightSchema,
  AssignmentParamsSchema,
  AssignmentRemindedSchema,
  AssignmentResultsSchema,
  GroupAssignmentListSchema,
  GroupAssignmentResponseSchema,
  MyAssignmentListSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../lib/mail.ts";
import { requireMember } from "../../lib/session.ts";
import { assignmentInsight } from "./assignment-insight.ts";
import { assignmentResults, assignmentResultsCsv, csvFileName } from "./assignment-results.ts";
import { createAssignment } from "./create-assignment.ts";
import { deleteAssignment } from "./delete-assignment.ts";
import { listAssignments } from "./list-assignments.ts";
import { myAssignments } from "./my-assignments.ts";
import { remindMembers } from "./remind-members.ts";
import { startLeaderSweep } from "./notify-leaders.ts";

/**
 * A group's assignments (docs/architecture.md §4 'Groups'): leaders assign, withdraw and see each
 * member's status and score; members see theirs. Who may do what is the group's role, read on every
 * request through the groups service (404 to anyone outside the group, administrators included).
 */
export async function assignmentRoutes(app: FastifyInstance, deps: { db: Db; mailer: Mailer; appUrl: string; leaderSweep?: boolean }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["groups: assignments"];
  const { db } = deps;
  r.post(
    "/api/groups/:id/assignments",
    {
      schema: { tags, params: AssignmentGroupParamsSchema, body: AssignmentCreateSchema, response: { 201: GroupAssignmentResponseSchema } },
      config: {
        access: "member",
        summary: "Assign a published quiz to the group, with an optional due date and note (leaders); members who chose to are mailed",
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const assignment = await createAssignment({ db, log: request.log }, requireMember(request), request.params.id, request.body, new Date());
      return reply.code(201).send({ assignment });
    },
  );
  r.get(
    "/api/groups/:id/assignments",
    {
      schema: { tags, params: AssignmentGroupParamsSchema, response: { 200: GroupAssignmentListSchema } },
      config: { access: "member", summary: "The group's assignments with the caller's status (members); finished counts for leaders" },
    },
    async (request) => listAssignments(db, request.params.id, requireMember(request).id),
  );
  r.delete(
    "/api/groups/:id/assignments/:assignmentId",
    { schema: { tags, params: AssignmentParamsSchema }, config: { access: "member", summary: "Withdraw an assignment (leaders)" } },
    async (request, reply) => {
      await deleteAssignment(db, request.params.id, request.params.assignmentId, requireMember(request).id);
      return reply.code(204).send();
    },
  );
  r.get(
    "/api/groups/:id/assignments/:assignmentId/results",
    {
      schema: { tags, params: AssignmentParamsSchema, response: { 200: AssignmentResultsSchema } },
      config: { access: "member", summary: "The leader's view: every member's status, score and time (names only, never answers)" },
    },
    async (request) => assignmentResults(db, request.params.id, request.params.assignmentId, requireMember(request).id),
  );
  r.get(
    "/api/groups/:id/assignments/:assignmentId/results.csv",
    {
      schema: { tags, params: AssignmentParamsSchema },
      config: { access: "member", summary: "The leader's view as CSV (leaders)", rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const results = await assignmentResults(db, request.params.id, request.params.assignmentId, requireMember(request).id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName(results)}"`)
        .header("cache-control", "no-store")
        .send(assignmentResultsCsv(results));
    },
  );
  r.get(
    "/api/groups/:id/assignments/:assignmentId/questions",
    {
      schema: { tags, params: AssignmentParamsSchema, response: { 200: AssignmentInsightSchema } },
      config: {
        access: "member",
        summary:
          "Per question, in the quiz's order: the share of finished attempts right, the wrong answer chosen most, the verse (leaders; open questions only)",
      },
    },
    async (request) => assignmentInsight(db, request.params.id, request.params.assignmentId, requireMember(request), new Date()),
  );
  r.post(
    "/api/groups/:id/assignments/:assignmentId/reminders",
    {
      schema: { tags, params: AssignmentParamsSchema, response: { 200: AssignmentRemindedSchema } },
      config: {
        access: "member",
        summary: "Mail the members who have not started the assignment, once per assignment, those who chose to (leaders)",
        rateLimit: { max: 10, timeWindow: 60_000 },
      },
    },
    async (request) => remindMembers(db, request.params.id, request.params.assignmentId, requireMember(request), new Date()),
  );
  r.get(
    "/api/me/assignments",
    {
      schema: { tags, response: { 200: MyAssignmentListSchema } },
      config: { access: "member", summary: "The member's assignments from all their groups: open ones, then recently finished" },
    },
    async (request) => myAssignments(db, requireMember(request), new Date()),
  );

  // The leaders' one mail per assignment (everyone finished, or the due date passed).
  if (deps.leaderSweep !== false) {
    const stop = startLeaderSweep({ db, mailer: deps.mailer, appUrl: deps.appUrl, log: app.log });
    app.addHook("onClose", stop);
  }
}
