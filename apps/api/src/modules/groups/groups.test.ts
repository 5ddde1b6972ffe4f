import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  displayName,
  GROUP_MESSAGES,
  GROUPS_PER_MEMBER,
  INVITE_CODE_ALPHABET,
  INVITE_LOOKUPS_PER_ADDRESS_PER_MINUTE,
  MEMBERS_PER_GROUP,
  TEXT_MESSAGES,
} from "@berean/domain";
import { auditLog, groupMember, leaderboardEntry, memberGroup, user } from "../../db/schema.ts";
import { createUser } from "../../test/factories.ts";
import { APP_URL, nextIp, startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";
import { newInviteCode, normalizeInviteCode } from "./invite-code.ts";

type Signed = { client: TestClient; id: string; email: string };
let t: TestApp;
let owner: Signed, coLeader: Signed, member: Signed, outsider: Signed, admin: Signed;
let visitor: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  [owner, coLeader, member, outsider, admin] = await Promise.all([
    t.signedInMember({ fullName: "Olive Owner" }),
    t.signedInMember({ fullName: "Cole Leader" }),
    t.signedInMember({ fullName: "Mara Member" }),
    t.signedInMember({ fullName: "Otto Outsider" }),
    t.signedInMember({ fullName: "Ada Admin", role: "admin" }),
  ]);
  await t.database.db.update(user).set({ timezone: "America/Chicago" }).where(eq(user.id, owner.id));
  visitor = t.client();
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A group made in the database, with the fixed callers in their roles and any further members. */
async function groupWith(options: { name?: string; others?: string[]; code?: string | null } = {}): Promise<{ id: number; code: string | null }> {
  const code = options.code === undefined ? newInviteCode() : options.code;
  const [g] = await db()
    .insert(memberGroup)
    .values({ name: options.name ?? "Fixture group", ownerId: owner.id, timezone: "UTC", inviteCode: code })
    .returning({ id: memberGroup.id });
  const rows = [
    { groupId: g!.id, userId: owner.id, role: "owner" },
    { groupId: g!.id, userId: coLeader.id, role: "leader" },
    { groupId: g!.id, userId: member.id, role: "member" },
    ...(options.others ?? []).map((userId) => ({ groupId: g!.id, userId, role: "member" })),
  ];
  await db().insert(groupMember).values(rows);
  return { id: g!.id, code };
}

/** The outsider belongs to a group of their own, so they are a "member of another group". */
beforeAll(async () => {
  const [g] = await db().insert(memberGroup).values({ name: "Elsewhere", ownerId: outsider.id, timezone: "UTC" }).returning({ id: memberGroup.id });
  await db().insert(groupMember).values({ groupId: g!.id, userId: outsider.id, role: "owner" });
});

describe("creating and reading groups", () => {
  it("a member creates a group and owns it; its zone is the creator's; the invite link is on with a QR code", async () => {
    const created = await owner.client.post("/api/groups", {
      name: "  Grace Youth  ",
      description: "Friday nights\nin the hall",
      church: "Grace Church",
      city: "",
    });
    expect(created.status).toBe(201);
    const detail = await owner.client.get(`/api/groups/${created.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      name: "Grace Youth",
      description: "Friday nights\nin the hall",
      church: "Grace Church",
      city: null,
      timezone: "America/Chicago",
      myRole: "owner",
      memberCount: 1,
    });
    const { invite } = detail.body;
    expect(invite.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{10}$`));
    expect(invite.url).toBe(`${APP_URL}/join/${invite.code}`);
    expect(invite.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(detail.body.members).toEqual([{ userId: owner.id, name: "Olive Owner", role: "owner", joinedAt: expect.any(String) }]);

    const mine = await owner.client.get("/api/groups");
    expect(mine.body.groups).toContainEqual({ id: created.body.id, name: "Grace Youth", church: "Grace Church", city: null, role: "owner", memberCount: 1 });
    await owner.client.request("DELETE", `/api/groups/${created.body.id}`);
  });

  it("checks names like every displayed text: required, lengths, no control or bidi characters", async () => {
    const fields = async (body: unknown) => {
      const res = await member.client.post("/api/groups", body);
      expect(res.status).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    expect((await fields({ name: "   " })).name).toBe("Name is required");
    expect((await fields({ name: "x".repeat(81) })).name).toBe("Name is at most 80 characters.");
    expect((await fields({ name: "Ok", description: "d".repeat(501) })).description).toBe("Description is at most 500 characters.");
    expect((await fields({ name: "Evil\u202Egroup" })).name).toMatch(/one line/);
    expect((await fields({ name: "Ok", city: "Line\nbreak" })).city).toMatch(/one line/);
    expect((await fields({ name: "Ok", church: "c".repeat(81) })).church).toBe("Church is at most 80 characters.");
    expect(JSON.stringify(await fields({ name: "Ok", ownerId: outsider.id }))).toContain("ownerId");
  });

  it("a group's name holds no invisible character and no word mixing alphabets (docs/security.md 68)", async () => {
    const refused = async (method: "POST" | "PATCH", path: string, name: string) => {
      const res = await owner.client.request(method, path, { name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      return res.body.error.fields.name as string;
    };
    for (const name of ["Grace\u3164Youth", "Gr\u034Face", "\u2800"]) expect(await refused("POST", "/api/groups", name)).toBe(TEXT_MESSAGES.invisible("Name"));
    expect(await refused("POST", "/api/groups", "Gr\u0430ce Youth")).toBe(TEXT_MESSAGES.mixedAlphabets("Name"));
    const { id } = await groupWith({ name: "Grace Youth" });
    expect(await refused("PATCH", `/api/groups/${id}`, "Grace\u115FYouth")).toBe(TEXT_MESSAGES.invisible("Name"));
    const renamed = await owner.client.request("PATCH", `/api/groups/${id}`, { name: "Молодёжь Благодать" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(204);
  });

  it("members see names only, never emails; only leaders see when each joined and the invite link", async () => {
    const nameless = await createUser(db(), { email: "quiet.person@example.com" });
    const group = await groupWith({ others: [nameless] });
    for (const caller of [owner, coLeader, member]) {
      const res = await caller.client.get(`/api/groups/${group.id}`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain("@");
      const leader = caller !== member;
      expect(res.body.members.every((m: { joinedAt: string | null }) => (m.joinedAt !== null) === leader)).toBe(true);
      expect(res.body.invite === null).toBe(!leader);
      expect(res.body.members.map((m: { name: string }) => m.name)).toContain("quiet.person");
    }
    const board = await member.client.get(`/api/groups/${group.id}/leaderboard`);
    expect(JSON.stringify(board.body)).not.toContain("@");
  });

  it("the owner edits and deletes; co-leaders and members cannot", async () => {
    const group = await groupWith();
    expect((await coLeader.client.request("PATCH", `/api/groups/${group.id}`, { name: "Nope" })).status).toBe(403);
    expect((await owner.client.request("PATCH", `/api/groups/${group.id}`, { name: "Renamed", city: "Lagos" })).status).toBe(204);
    expect((await member.client.get(`/api/groups/${group.id}`)).body).toMatchObject({ name: "Renamed", city: "Lagos", description: "" });
    expect((await owner.client.request("PATCH", `/api/groups/${group.id}`, { city: null })).status).toBe(204);
    expect((await member.client.get(`/api/groups/${group.id}`)).body.city).toBeNull();
    expect((await member.client.request("DELETE", `/api/groups/${group.id}`)).status).toBe(403);
    expect((await owner.client.request("DELETE", `/api/groups/${group.id}`)).status).toBe(204);
    expect((await member.client.get(`/api/groups/${group.id}`)).status).toBe(404);
  });
});

describe("co-leaders, removing and leaving", () => {
  it("the owner names and unnames co-leaders; a co-leader removes members but not co-leaders; nobody removes the owner", async () => {
    const spare = await createUser(db(), { fullName: "Sam Spare" });
    const group = await groupWith({ others: [spare] });
    expect((await coLeader.client.put(`/api/groups/${group.id}/members/${spare}/role`, { role: "leader" })).status).toBe(403);
    expect((await owner.client.put(`/api/groups/${group.id}/members/${spare}/role`, { role: "leader" })).status).toBe(204);
    expect((await owner.client.put(`/api/groups/${group.id}/members/${owner.id}/role`, { role: "member" })).status).toBe(409);
    const removeLeader = await coLeader.client.request("DELETE", `/api/groups/${group.id}/members/${spare}`);
    expect(removeLeader.status).toBe(403);
    expect(removeLeader.body.error.message).toBe(GROUP_MESSAGES.onlyOwnerRemovesLeader);
    expect((await owner.client.put(`/api/groups/${group.id}/members/${spare}/role`, { role: "member" })).status).toBe(204);
    expect((await coLeader.client.request("DELETE", `/api/groups/${group.id}/members/${spare}`)).status).toBe(204);
    const removeOwner = await coLeader.client.request("DELETE", `/api/groups/${group.id}/members/${owner.id}`);
    expect(removeOwner.status).toBe(409);
    expect(removeOwner.body.error.message).toBe(GROUP_MESSAGES.ownerCannotBeRemoved);
    expect((await member.client.request("DELETE", `/api/groups/${group.id}/members/${coLeader.id}`)).status).toBe(403);
  });

  it("a removed member loses access at once, on every instance", async () => {
    const group = await groupWith();
    const second = await t.secondInstance();
    const onSecond = member.client.on(second.baseUrl);
    expect((await onSecond.get(`/api/groups/${group.id}`)).status).toBe(200);
    expect((await owner.client.request("DELETE", `/api/groups/${group.id}/members/${member.id}`)).status).toBe(204);
    for (const client of [member.client, onSecond]) {
      expect((await client.get(`/api/groups/${group.id}`)).status).toBe(404);
      expect((await client.get(`/api/groups/${group.id}/leaderboard`)).status).toBe(404);
    }
  });

  it("members and co-leaders leave; the owner cannot", async () => {
    const group = await groupWith();
    const ownerLeaves = await owner.client.post(`/api/groups/${group.id}/leave`);
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.error.message).toMatch(/^The owner cannot leave the group\. Delete it, or /);
    expect((await coLeader.client.post(`/api/groups/${group.id}/leave`)).status).toBe(204);
    expect((await member.client.post(`/api/groups/${group.id}/leave`)).status).toBe(204);
    expect((await owner.client.get(`/api/groups/${group.id}`)).body.members.map((m: { role: string }) => m.role)).toEqual(["owner"]);
  });
});

describe("invite links", () => {
  it("codes have about 49.5 random bits in an alphabet without look-alikes, and are read case-insensitively", () => {
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(INVITE_CODE_ALPHABET.length ** 10).toBeGreaterThan(2 ** 40);
    const codes = new Set(Array.from({ length: 500 }, newInviteCode));
    expect(codes.size).toBe(500);
    expect(normalizeInviteCode(" abcdefghjk ")).toBe("ABCDEFGHJK");
    expect(normalizeInviteCode("ABCDEFGHJ0")).toBeNull();
  });

  it("a visitor previews, a member joins (once: joining again changes nothing), in any case", async () => {
    const group = await groupWith({ name: "Preview group" });
    const preview = await visitor.get(`/api/join/${group.code!.toLowerCase()}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ groupName: "Preview group", church: null, city: null, memberCount: 3, alreadyMember: false });
    expect((await member.client.get(`/api/join/${group.code}`)).body.alreadyMember).toBe(true);

    const newcomer = await t.signedInMember({ fullName: "Nina Newcomer" });
    const joined = await newcomer.client.post(`/api/join/${group.code!.toLowerCase()}`);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ groupId: group.id, alreadyMember: false });
    expect(await newcomer.client.post(`/api/join/${group.code}`)).toMatchObject({ status: 200, body: { groupId: group.id, alreadyMember: true } });
    const detail = await newcomer.client.get(`/api/groups/${group.id}`);
    expect(detail.body).toMatchObject({ myRole: "member", memberCount: 4 });
  });

  it("a turned-off, replaced or unknown code answers 'This invitation is no longer valid'", async () => {
    const group = await groupWith();
    const old = group.code!;
    expect((await member.client.post(`/api/groups/${group.id}/invite`)).status).toBe(403);
    const renewed = await coLeader.client.post(`/api/groups/${group.id}/invite`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.code).not.toBe(old);
    const invalid = async (code: string, client = visitor) => {
      for (const res of [await client.get(`/api/join/${code}`), await outsider.client.post(`/api/join/${code}`)]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe("This invitation is no longer valid");
      }
    };
    await invalid(old);
    await invalid("ZZZZZZZZZZ");
    await invalid("not-a-code");
    expect((await owner.client.request("DELETE", `/api/groups/${group.id}/invite`)).status).toBe(204);
    await invalid(renewed.body.code);
    expect((await owner.client.get(`/api/groups/${group.id}`)).body.invite).toBeNull();
  });

  it("a burst of wrong codes from one address is refused with 429; so is one account's from many addresses", async () => {
    const guesser = t.client();
    let last = 0;
    for (let i = 0; i <= INVITE_LOOKUPS_PER_ADDRESS_PER_MINUTE; i++) last = (await guesser.get(`/api/join/${newInviteCode()}`)).status;
    expect(last).toBe(429);

    const account = await t.signedInMember();
    const statuses: number[] = [];
    // A fresh address for each try: the account's own count stops it.
    for (let i = 0; i < 25; i++)
      statuses.push((await account.client.request("POST", `/api/join/${newInviteCode()}`, undefined, { "x-forwarded-for": nextIp() })).status);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("limits", () => {
  async function fillUserTo(userId: string, groups: number) {
    for (let i = 0; i < groups; i++) {
      const [g] = await db()
        .insert(memberGroup)
        .values({ name: `Filler ${i}`, ownerId: owner.id, timezone: "UTC" })
        .returning({ id: memberGroup.id });
      await db().insert(groupMember).values({ groupId: g!.id, userId, role: "member" });
    }
  }

  it(`a member belongs to at most ${GROUPS_PER_MEMBER} groups, owned and joined; parallel creates and joins cannot pass it`, async () => {
    const busy = await t.signedInMember();
    await fillUserTo(busy.id, GROUPS_PER_MEMBER - 2);
    const open = await groupWith();
    const results = await Promise.all([
      busy.client.post("/api/groups", { name: "One" }),
      busy.client.post("/api/groups", { name: "Two" }),
      busy.client.post(`/api/join/${open.code}`),
    ]);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body.error.message).toBe("You can belong to at most 20 groups. Leave one before you create or join another.");
    const [count] = await db().select({ n: sql<number>`count(*)::int` }).from(groupMember).where(eq(groupMember.userId, busy.id));
    expect(count!.n).toBe(GROUPS_PER_MEMBER);
  });

  it(`a group holds at most ${MEMBERS_PER_GROUP} members`, async () => {
    const ids = await Promise.all(Array.from({ length: MEMBERS_PER_GROUP - 4 }, (_, i) => `fill-${i}-${Date.now()}`));
    await db()
      .insert(user)
      .values(ids.map((id) => ({ id, fullName: "Filler", email: `${id}@example.com`, emailVerified: true })));
    const group = await groupWith({ others: ids });
    const [first, second] = [await t.signedInMember(), await t.signedInMember()];
    const both = await Promise.all([first.client.post(`/api/join/${group.code}`), second.client.post(`/api/join/${group.code}`)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body.error.message).toBe(GROUP_MESSAGES.groupFull);
    expect((await owner.client.get(`/api/groups/${group.id}`)).body.memberCount).toBe(MEMBERS_PER_GROUP);
  });
});

describe("admin", () => {
  it("admins list groups with owner and size, search by name, and remove one with an audit entry; the overview counts groups", async () => {
    const group = await groupWith({ name: "Zebulun Zealots" });
    const overview = await admin.client.get("/api/admin/overview");
    expect(overview.body.counts.groups).toBeGreaterThan(0);
    const list = await admin.client.get("/api/admin/groups?q=zebulun");
    expect(list.status).toBe(200);
    expect(list.body.groups).toEqual([
      { id: group.id, name: "Zebulun Zealots", ownerName: "Olive Owner", ownerEmail: owner.email, memberCount: 3, createdAt: expect.any(String) },
    ]);
    expect((await member.client.get("/api/admin/groups")).status).toBe(403);
    expect((await admin.client.request("DELETE", `/api/admin/groups/${group.id}`)).status).toBe(204);
    expect((await member.client.get(`/api/groups/${group.id}`)).status).toBe(404);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "group.removed"), eq(auditLog.targetId, String(group.id))));
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetType: "group",
      before: { name: "Zebulun Zealots", ownerId: owner.id, ownerName: "Olive Owner", ownerEmail: owner.email },
    });
    expect((await admin.client.request("DELETE", `/api/admin/groups/${group.id}`)).status).toBe(404);
  });
});

describe("who may call what, by role in the group", () => {
  const CALLERS = ["visitor", "other", "member", "leader", "owner", "admin"] as const;
  type Caller = (typeof CALLERS)[number];
  const clientOf = (c: Caller) =>
    ({ visitor, other: outsider.client, member: member.client, leader: coLeader.client, owner: owner.client, admin: admin.client })[c];
  const expectStatus = (visitorStatus: number, other: number, memberS: number, leader: number, ownerS: number, adminS: number) =>
    ({ visitor: visitorStatus, other, member: memberS, leader, owner: ownerS, admin: adminS }) as Record<Caller, number>;

  // Each call runs on a fresh group (the callers in their roles, a spare member as the target).
  const ROUTES: Array<{
    route: string;
    call: (c: TestClient, g: { id: number; code: string | null }, spare: string) => Promise<{ status: number }>;
    expect: Record<Caller, number>;
  }> = [
    { route: "POST /api/groups", call: (c) => c.post("/api/groups", { name: "Matrix" }), expect: expectStatus(401, 201, 201, 201, 201, 201) },
    { route: "GET /api/groups", call: (c) => c.get("/api/groups"), expect: expectStatus(401, 200, 200, 200, 200, 200) },
    { route: "GET /api/groups/:id", call: (c, g) => c.get(`/api/groups/${g.id}`), expect: expectStatus(401, 404, 200, 200, 200, 404) },
    {
      route: "PATCH /api/groups/:id",
      call: (c, g) => c.request("PATCH", `/api/groups/${g.id}`, { name: "New" }),
      expect: expectStatus(401, 404, 403, 403, 204, 404),
    },
    { route: "DELETE /api/groups/:id", call: (c, g) => c.request("DELETE", `/api/groups/${g.id}`), expect: expectStatus(401, 404, 403, 403, 204, 404) },
    {
      route: "PUT role",
      call: (c, g, s) => c.put(`/api/groups/${g.id}/members/${s}/role`, { role: "leader" }),
      expect: expectStatus(401, 404, 403, 403, 204, 404),
    },
    { route: "DELETE member", call: (c, g, s) => c.request("DELETE", `/api/groups/${g.id}/members/${s}`), expect: expectStatus(401, 404, 403, 204, 204, 404) },
    { route: "POST leave", call: (c, g) => c.post(`/api/groups/${g.id}/leave`), expect: expectStatus(401, 404, 204, 204, 409, 404) },
    { route: "POST invite", call: (c, g) => c.post(`/api/groups/${g.id}/invite`), expect: expectStatus(401, 404, 403, 200, 200, 404) },
    { route: "DELETE invite", call: (c, g) => c.request("DELETE", `/api/groups/${g.id}/invite`), expect: expectStatus(401, 404, 403, 204, 204, 404) },
    { route: "GET leaderboard", call: (c, g) => c.get(`/api/groups/${g.id}/leaderboard?window=week`), expect: expectStatus(401, 404, 200, 200, 200, 404) },
    { route: "GET /api/join/:code", call: (c, g) => c.get(`/api/join/${g.code}`), expect: expectStatus(200, 200, 200, 200, 200, 200) },
    { route: "POST /api/join/:code", call: (c, g) => c.post(`/api/join/${g.code}`), expect: expectStatus(401, 200, 200, 200, 200, 200) },
    { route: "GET /api/admin/groups", call: (c) => c.get("/api/admin/groups"), expect: expectStatus(401, 403, 403, 403, 403, 200) },
    {
      route: "DELETE /api/admin/groups/:id",
      call: (c, g) => c.request("DELETE", `/api/admin/groups/${g.id}`),
      expect: expectStatus(401, 403, 403, 403, 403, 204),
    },
  ];

  it("every group route × visitor, member of another group, member, co-leader, owner, admin", async () => {
    const spare = await createUser(db(), { fullName: "Target Person" });
    const seen: Record<string, Record<Caller, number>> = {};
    const wanted: Record<string, Record<Caller, number>> = {};
    for (const row of ROUTES) {
      seen[row.route] = {} as Record<Caller, number>;
      wanted[row.route] = row.expect;
      for (const caller of CALLERS) {
        // Fresh each time, and the earlier ones gone, so no caller nears the limit of 20 groups.
        await db()
          .delete(memberGroup)
          .where(inArray(memberGroup.name, ["Fixture group", "Matrix"]));
        const group = await groupWith({ others: [spare] });
        seen[row.route]![caller] = (await row.call(clientOf(caller), group, spare)).status;
      }
    }
    expect(seen).toEqual(wanted);
  });
});

describe("the group's board", () => {
  it("ranks among the group's members only, by the site's rules, top 10 plus the viewer's own place", async () => {
    await db().execute(sql`delete from leaderboard_entry`);
    const others = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(db(), { fullName: `Player ${i}` })));
    const stranger = await createUser(db(), { fullName: "Not In Group" });
    const group = await groupWith({ others });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await db()
      .insert(leaderboardEntry)
      .values([
        ...others.map((userId, i) => ({ board: "all", userId, score: 90 - i, secondsUsed: 100, finishedAt: at(i), attempts: 1 })),
        { board: "all", userId: stranger, score: 100, secondsUsed: 1, finishedAt: at(0), attempts: 1 },
        { board: "all", userId: member.id, score: 10, secondsUsed: 50, finishedAt: at(0), attempts: 3 },
      ]);
    const res = await member.client.get(`/api/groups/${group.id}/leaderboard?window=all`);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { name: string }) => e.name)).toEqual(others.slice(0, 10).map((_, i) => `Player ${i}`));
    expect(res.body.me).toMatchObject({ rank: 13, name: "Mara Member", score: 10, attempts: 3, isViewer: true });
    expect(res.body.counters).toEqual({ activePlayers: 13, highestScore: 90, quizTakers: 13 });
    const week = await member.client.get(`/api/groups/${group.id}/leaderboard?window=week`);
    expect(week.body).toMatchObject({ window: "week", entries: [], me: null, since: expect.any(String) });
  });

  it("equals a naive ranking of the members' rows, on random data", async () => {
    const pool = await Promise.all(Array.from({ length: 16 }, (_, i) => createUser(db(), { fullName: i % 5 === 0 ? "" : `P${i}` })));
    const row = fc.record({
      score: fc.integer({ min: 0, max: 4 }),
      secondsUsed: fc.integer({ min: 1, max: 3 }),
      minute: fc.integer({ min: 0, max: 3 }),
      attempts: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(pool, { minLength: 0, maxLength: pool.length }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: pool.length - 1 }), row), { maxLength: 24 }),
        fc.option(row, { nil: undefined }),
        async (inGroup, rows, viewerRow) => {
          await db().execute(sql`delete from leaderboard_entry`);
          const group = await groupWith({ others: inGroup });
          const entries = new Map<string, { score: number; secondsUsed: number; finishedAt: Date; attempts: number }>();
          for (const [i, r] of rows) entries.set(pool[i]!, { ...r, finishedAt: new Date(Date.UTC(2026, 0, 1, 0, r.minute)) });
          // The viewer's finish never ties a pool row's: ids of different shapes sort differently under different collations.
          if (viewerRow) entries.set(member.id, { ...viewerRow, finishedAt: new Date(Date.UTC(2026, 0, 1, 0, viewerRow.minute, 30)) });
          if (entries.size)
            await db()
              .insert(leaderboardEntry)
              .values([...entries].map(([userId, e]) => ({ board: "all", userId, ...e })));

          const names = new Map(
            (await db().select({ id: user.id, fullName: user.fullName, email: user.email }).from(user)).map((u) => [u.id, displayName(u.fullName, u.email)]),
          );
          const memberIds = new Set([owner.id, coLeader.id, member.id, ...inGroup]);
          const naive = [...entries]
            .filter(([userId]) => memberIds.has(userId))
            .sort(
              ([ua, a], [ub, b]) =>
                b.score - a.score || a.secondsUsed - b.secondsUsed || a.finishedAt.getTime() - b.finishedAt.getTime() || (ua < ub ? -1 : ua > ub ? 1 : 0),
            )
            .map(([userId, e], i) => ({
              rank: i + 1,
              name: names.get(userId),
              score: e.score,
              secondsUsed: e.secondsUsed,
              attempts: e.attempts,
              finishedAt: e.finishedAt.toISOString(),
              isViewer: userId === member.id,
            }));

          const res = await member.client.get(`/api/groups/${group.id}/leaderboard?window=all`);
          expect(res.status).toBe(200);
          expect(res.body.entries).toEqual(naive.slice(0, 10));
          expect(res.body.me).toEqual(naive.find((e) => e.isViewer) ?? null);
          expect(res.body.counters.activePlayers).toBe(naive.length);
          expect(res.body.counters.highestScore).toBe(naive[0]?.score ?? 0);
          await db().delete(memberGroup).where(eq(memberGroup.id, group.id));
        },
      ),
      { numRuns: 15 },
    );
  });
});
