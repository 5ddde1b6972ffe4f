import { addressKey } from "../../lib/address-range.ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminGroupsQuerySchema,
  AdminGroupsResponseSchema,
  GroupCreatedSchema,
  GroupCreateSchema,
  GroupDetailSchema,
  GroupIdParamsSchema,
  GroupInviteSchema,
  GroupJoinedSchema,
  GroupLeaderboardQuerySchema,
  GroupLeaderboardResponseSchema,
  GroupMemberParamsSchema,
  GroupRoleUpdateSchema,
  GroupUpdateSchema,
  INVITE_LOOKUPS_PER_ADDRESS_PER_MINUTE,
  InviteCodeParamsSchema,
  InvitePreviewSchema,
  MyGroupsResponseSchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin, requireMember } from "../../lib/session.ts";
import { readAdminGroups, removeGroupAsAdmin } from "./admin-groups.ts";
import { createGroup } from "./create-group.ts";
import { deleteGroup, updateGroup } from "./edit-group.ts";
import { joinByInvite, previewInvite, renewInvite, turnOffInvite } from "./invites.ts";
import { leaveGroup, removeMember, setMemberRole } from "./manage-members.ts";
import { readGroupLeaderboard } from "./read-group-leaderboard.ts";
import { readGroup, readMyGroups } from "./read-groups.ts";

/** Invite look-ups count per address, signed in or not, so guessing codes from one machine stops quickly. */
const inviteLookupLimit = {
  max: INVITE_LOOKUPS_PER_ADDRESS_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `group-invite:ip:${addressKey(request.ip)}`,
};

/** Groups: churches, youth groups, classes and leagues (docs/architecture.md §4 'Groups'). */
export async function groupRoutes(app: FastifyInstance, deps: { db: Db; appUrl: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["groups"];
  const { db, appUrl } = deps;

  r.post(
    "/api/groups",
    {
      schema: { tags, body: GroupCreateSchema, response: { 201: GroupCreatedSchema } },
      config: { access: "member", summary: "Create a group; the creator is its owner" },
    },
    async (request, reply) => reply.code(201).send(await createGroup(db, requireMember(request).id, request.body)),
  );
  r.get(
    "/api/groups",
    { schema: { tags, response: { 200: MyGroupsResponseSchema } }, config: { access: "member", summary: "The groups the member belongs to" } },
    async (request) => readMyGroups(db, requireMember(request).id),
  );
  r.get(
    "/api/groups/:id",
    {
      schema: { tags, params: GroupIdParamsSchema, response: { 200: GroupDetailSchema } },
      config: { access: "member", summary: "A group's page: its members (and for leaders, the invite link)" },
    },
    async (request) => readGroup(db, request.params.id, requireMember(request).id, appUrl),
  );
  r.patch(
    "/api/groups/:id",
    { schema: { tags, params: GroupIdParamsSchema, body: GroupUpdateSchema }, config: { access: "member", summary: "Edit a group (its owner)" } },
    async (request, reply) => {
      await updateGroup(db, request.params.id, requireMember(request).id, request.body);
      return reply.code(204).send();
    },
  );
  r.delete(
    "/api/groups/:id",
    { schema: { tags, params: GroupIdParamsSchema }, config: { access: "member", summary: "Delete a group (its owner)" } },
    async (request, reply) => {
      await deleteGroup(db, request.params.id, requireMember(request).id);
      return reply.code(204).send();
    },
  );
  r.put(
    "/api/groups/:id/members/:userId/role",
    {
      schema: { tags, params: GroupMemberParamsSchema, body: GroupRoleUpdateSchema },
      config: { access: "member", summary: "Name a co-leader or make one a member again (the owner)" },
    },
    async (request, reply) => {
      await setMemberRole(db, request.params.id, requireMember(request).id, request.params.userId, request.body.role);
      return reply.code(204).send();
    },
  );
  r.delete(
    "/api/groups/:id/members/:userId",
    { schema: { tags, params: GroupMemberParamsSchema }, config: { access: "member", summary: "Remove a member from a group (its leaders)" } },
    async (request, reply) => {
      await removeMember(db, request.params.id, requireMember(request).id, request.params.userId);
      return reply.code(204).send();
    },
  );
  r.post(
    "/api/groups/:id/leave",
    { schema: { tags, params: GroupIdParamsSchema }, config: { access: "member", summary: "Leave a group (not its owner)" } },
    async (request, reply) => {
      await leaveGroup(db, request.params.id, requireMember(request).id);
      return reply.code(204).send();
    },
  );
  r.post(
    "/api/groups/:id/invite",
    {
      schema: { tags, params: GroupIdParamsSchema, response: { 200: GroupInviteSchema } },
      config: { access: "member", summary: "Make a new invite link; the old one stops working (leaders)" },
    },
    async (request) => renewInvite(db, request.params.id, requireMember(request).id, appUrl),
  );
  r.delete(
    "/api/groups/:id/invite",
    { schema: { tags, params: GroupIdParamsSchema }, config: { access: "member", summary: "Turn the invite link off (leaders)" } },
    async (request, reply) => {
      await turnOffInvite(db, request.params.id, requireMember(request).id);
      return reply.code(204).send();
    },
  );
  r.get(
    "/api/groups/:id/leaderboard",
    {
      schema: { tags, params: GroupIdParamsSchema, querystring: GroupLeaderboardQuerySchema, response: { 200: GroupLeaderboardResponseSchema } },
      config: { access: "member", summary: "A group's weekly, monthly or all-time board, ranked among its members" },
    },
    async (request) => readGroupLeaderboard(db, request.params.id, requireMember(request).id, request.query.window, new Date()),
  );

  r.get(
    "/api/join/:code",
    {
      schema: { tags, params: InviteCodeParamsSchema, response: { 200: InvitePreviewSchema } },
      config: { access: "public", summary: "What an invite link leads to, before joining (anyone)", rateLimit: inviteLookupLimit },
    },
    async (request) => previewInvite(db, request.params.code, request.member?.id ?? null),
  );
  r.post(
    "/api/join/:code",
    {
      schema: { tags, params: InviteCodeParamsSchema, response: { 200: GroupJoinedSchema } },
      config: { access: "member", summary: "Join a group by its invite link", rateLimit: inviteLookupLimit },
    },
    async (request) => joinByInvite(db, request.params.code, requireMember(request).id),
  );

  const adminTags = ["admin: groups"];
  r.get(
    "/api/admin/groups",
    {
      schema: { tags: adminTags, querystring: AdminGroupsQuerySchema, response: { 200: AdminGroupsResponseSchema } },
      config: { access: "admin", summary: "Every group with its owner and size, newest first" },
    },
    async (request) => {
      requireAdmin(request);
      return readAdminGroups(db, request.query);
    },
  );
  r.delete(
    "/api/admin/groups/:id",
    { schema: { tags: adminTags, params: GroupIdParamsSchema }, config: { access: "admin", summary: "Remove a group (audit-logged)" } },
    async (request, reply) => {
      await removeGroupAsAdmin(db, requireAdmin(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
