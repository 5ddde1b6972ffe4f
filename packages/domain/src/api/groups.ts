import { z } from "zod";
import { displayText } from "../text.ts";
import { RowIdParam } from "./ids.ts";
import { LeaderboardQuerySchema, LeaderboardResponseSchema } from "./leaderboards.ts";

/** Groups: churches, youth groups, classes, quiz leagues (docs/architecture.md §4 'Groups'). */
export const GROUP_ROLES = ["owner", "leader", "member"] as const;
export type GroupRoleName = (typeof GROUP_ROLES)[number];

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
export const GROUP_PLACE_MAX = 80;
/** A member belongs to at most this many groups, owned and joined together. */
export const GROUPS_PER_MEMBER = 20;
/** A group holds at most this many members, its owner and leaders included. */
export const MEMBERS_PER_GROUP = 500;

/** Invite codes: 10 characters of 31 without look-alikes (no 0/O/1/I/L), about 49.5 random bits. */
export const INVITE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITE_CODE_LENGTH = 10;
/** Invite look-ups one account may make a minute: codes are not guessed. */
export const INVITE_LOOKUPS_PER_MINUTE = 20;
/** Invite look-ups one address may make a minute: more than one account's, since a church hall shares one address. */
export const INVITE_LOOKUPS_PER_ADDRESS_PER_MINUTE = 60;

export const GROUP_MESSAGES = {
  notFound: "Group not found.",
  inviteInvalid: "This invitation is no longer valid",
  tooManyGroups: `You can belong to at most ${GROUPS_PER_MEMBER} groups. Leave one before you create or join another.`,
  groupFull: `This group is full: a group holds at most ${MEMBERS_PER_GROUP} members. Ask a leader to make room.`,
  ownerCannotLeave: "The owner cannot leave the group. Delete it, or ask an administrator to remove it.",
  ownerCannotBeRemoved: "The owner cannot be removed from the group.",
  onlyOwnerRemovesLeader: "Only the group's owner can remove a co-leader.",
  ownerRoleFixed: "The owner's role cannot be changed.",
  notAMember: "That person is not a member of this group.",
  tooManyLookups: "Too many invitation look-ups. Please wait a minute and try again.",
} as const;

/** An optional one-line text: empty (after trimming) reads as none. */
const optionalPlace = (what: string) =>
  displayText(what, GROUP_PLACE_MAX)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/groups. */
export const GroupCreateSchema = z.strictObject({
  name: displayText("Name", GROUP_NAME_MAX, { name: true }).min(1, "Name is required"),
  description: displayText("Description", GROUP_DESCRIPTION_MAX, { lines: true }).optional().default(""),
  church: optionalPlace("Church"),
  city: optionalPlace("City"),
});
export type GroupCreate = z.input<typeof GroupCreateSchema>;

/** PATCH /api/groups/:id (owner): any of the fields. */
export const GroupUpdateSchema = z.strictObject({
  name: displayText("Name", GROUP_NAME_MAX, { name: true }).min(1, "Name is required").optional(),
  description: displayText("Description", GROUP_DESCRIPTION_MAX, { lines: true }).optional(),
  church: optionalPlace("Church").optional(),
  city: optionalPlace("City").optional(),
});
export type GroupUpdate = z.input<typeof GroupUpdateSchema>;

export const GroupIdParamsSchema = z.strictObject({ id: RowIdParam });
export const GroupMemberParamsSchema = z.strictObject({ id: RowIdParam, userId: z.string().min(1).max(100) });
/** An invite code as typed or scanned: case does not matter. */
export const InviteCodeParamsSchema = z.strictObject({ code: z.string().min(1).max(64) });

/** PUT /api/groups/:id/members/:userId/role (owner): name a co-leader or make one a member again. */
export const GroupRoleUpdateSchema = z.strictObject({ role: z.enum(["leader", "member"]) });
export type GroupRoleUpdate = z.infer<typeof GroupRoleUpdateSchema>;

/** One of the caller's groups, for 'My groups'. */
export const MyGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  church: z.string().nullable(),
  city: z.string().nullable(),
  role: z.enum(GROUP_ROLES),
  memberCount: z.number().int(),
});
export type MyGroup = z.infer<typeof MyGroupSchema>;

/** GET /api/groups. */
export const MyGroupsResponseSchema = z.object({ groups: z.array(MyGroupSchema), limit: z.number().int() });
export type MyGroupsResponse = z.infer<typeof MyGroupsResponseSchema>;

/** A member as the group sees them: the name they chose, never an email; joinedAt for leaders only. */
export const GroupMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(GROUP_ROLES),
  joinedAt: z.string().nullable(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** The invite link as leaders see it. */
export const GroupInviteSchema = z.object({ code: z.string(), url: z.string(), qrSvg: z.string() });
export type GroupInvite = z.infer<typeof GroupInviteSchema>;

/** GET /api/groups/:id (members). */
export const GroupDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  church: z.string().nullable(),
  city: z.string().nullable(),
  timezone: z.string(),
  myRole: z.enum(GROUP_ROLES),
  memberCount: z.number().int(),
  memberLimit: z.number().int(),
  members: z.array(GroupMemberSchema),
  /** Leaders only; null while the link is turned off (and always null for members). */
  invite: GroupInviteSchema.nullable(),
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

/** POST /api/groups answers the new group's id. */
export const GroupCreatedSchema = z.object({ id: z.number().int() });
export type GroupCreated = z.infer<typeof GroupCreatedSchema>;

/** GET /api/join/:code: what a visitor sees before joining. */
export const InvitePreviewSchema = z.object({
  groupName: z.string(),
  church: z.string().nullable(),
  city: z.string().nullable(),
  memberCount: z.number().int(),
  /** True when the signed-in caller already belongs to the group. */
  alreadyMember: z.boolean(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

/** POST /api/join/:code answers the group to open. */
export const GroupJoinedSchema = z.object({ groupId: z.number().int(), alreadyMember: z.boolean() });
export type GroupJoined = z.infer<typeof GroupJoinedSchema>;

/** GET /api/groups/:id/leaderboard: the site board's shape, ranked among the group's members. */
export const GroupLeaderboardQuerySchema = LeaderboardQuerySchema;
export const GroupLeaderboardResponseSchema = LeaderboardResponseSchema;
export type GroupLeaderboardResponse = z.infer<typeof GroupLeaderboardResponseSchema>;

/** GET /api/admin/groups (admins). */
export const ADMIN_GROUPS_PAGE_SIZE = 20;
export const AdminGroupsQuerySchema = z.strictObject({
  q: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminGroupsQuery = z.infer<typeof AdminGroupsQuerySchema>;
export const AdminGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminGroup = z.infer<typeof AdminGroupSchema>;
export const AdminGroupsResponseSchema = z.object({
  groups: z.array(AdminGroupSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminGroupsResponse = z.infer<typeof AdminGroupsResponseSchema>;
