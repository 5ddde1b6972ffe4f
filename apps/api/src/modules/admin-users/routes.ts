import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
  AdminUsersQuerySchema,
} from "@berean/domain";
import type { Db } from "../../db/client.ts";
import { requireAdmin } from "../../lib/session.ts";
import { listUsers, readUser, updateUser } from "./users.ts";

/** /admin/users and /admin/users/{id} (docs/product.md part 2 §2 'Admin users'). */
export async function adminUserRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["admin: users"];
  r.get(
    "/api/admin/users",
    {
      schema: { tags, querystring: AdminUsersQuerySchema, response: { 200: AdminUserListSchema } },
      config: { access: "admin", summary: "Members, searched and paged" },
    },
    async (request) => {
      requireAdmin(request);
      return listUsers(deps.db, request.query);
    },
  );
  r.get(
    "/api/admin/users/:userId",
    {
      schema: { tags, params: AdminUserParamsSchema, response: { 200: AdminUserDetailSchema } },
      config: { access: "admin", summary: "One member, with their scores" },
    },
    async (request) => {
      requireAdmin(request);
      return readUser(deps.db, request.params.userId);
    },
  );
  r.patch(
    "/api/admin/users/:userId",
    {
      schema: { tags, params: AdminUserParamsSchema, body: AdminUserUpdateSchema, response: { 200: AdminUserSchema } },
      config: { access: "admin", summary: "Change a member's role, plan or ban" },
    },
    async (request) => updateUser(deps.db, requireAdmin(request).id, request.params.userId, request.body),
  );
}
