import { z } from "zod";
import { FullNameSchema, PLANS, ROLES } from "../account.ts";

export const ADMIN_USERS_PAGE_SIZE = 20;

export const ADMIN_USER_SORTS = ["joined", "name", "email", "role", "plan"] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** /admin/users: search, sort and page, all done by the server (newest first unless asked otherwise). */
export const AdminUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(100).default(""),
  sort: z.enum(ADMIN_USER_SORTS).default("joined"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Changed only by payments (decision 009). */
  plan: z.enum(PLANS),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  attempts: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** /admin/users/{id}: the member and their scores; null when no result counts (none yet, or all voided). */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  averageScore: z.number().int().nullable(),
  bestScore: z.number().int().nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

/** What an admin may change of a member: the name and the role (the plan follows payments; the email, its owner). */
export const AdminUserUpdateSchema = z.strictObject({ fullName: FullNameSchema, role: z.enum(ROLES) });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;
