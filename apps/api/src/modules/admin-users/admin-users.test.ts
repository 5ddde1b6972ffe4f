import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, session } from "../../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: { client: TestClient; id: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin", fullName: "Ada Overseer" });
});
afterAll(() => t.close());

describe("admin users", () => {
  it("lists members newest first with search and pages; members and visitors are refused", async () => {
    const tag = `needle${Date.now().toString(36)}`;
    const found = await t.signedInMember({ fullName: `Barnabas ${tag}` });
    const list = await admin.client.get(`/api/admin/users?search=${tag}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.users[0]).toMatchObject({
      id: found.id,
      fullName: `Barnabas ${tag}`,
      email: found.email,
      role: "user",
      plan: "free",
      emailVerified: true,
      attempts: 0,
    });
    expect((await admin.client.get(`/api/admin/users?search=${encodeURIComponent(found.email.toUpperCase())}`)).body.users[0].id).toBe(found.id);
    expect((await admin.client.get(`/api/admin/users?search=${found.id}`)).body.users[0].id).toBe(found.id);
    // A wildcard in the search is a character, not a pattern.
    expect((await admin.client.get("/api/admin/users?search=%25")).body.total).toBe(0);
    const page2 = await admin.client.get("/api/admin/users?page=2");
    expect(page2.body.page).toBe(2);
    expect((await found.client.get("/api/admin/users")).status).toBe(403);
    expect((await t.client().get("/api/admin/users")).status).toBe(401);
    expect((await admin.client.get("/api/admin/users/no-such-user")).body.error.message).toBe("User not found");
  });

  it("sorts by name, email, role, plan or joining date, either way, and pages what it sorted", async () => {
    const tag = `sorted${Date.now().toString(36)}`;
    const zoe = await t.signedInMember({ fullName: `Zoe ${tag}` });
    const abe = await t.signedInMember({ fullName: `Abe ${tag}` });
    const mia = await t.signedInMember({ fullName: `Mia ${tag}` });
    const names = async (query: string) =>
      ((await admin.client.get(`/api/admin/users?search=${tag}&${query}`)).body.users as { fullName: string }[]).map((u) => u.fullName.split(" ")[0]);
    expect(await names("")).toEqual(["Mia", "Abe", "Zoe"]);
    expect(await names("sort=joined&order=asc")).toEqual(["Zoe", "Abe", "Mia"]);
    expect(await names("sort=name&order=asc")).toEqual(["Abe", "Mia", "Zoe"]);
    expect(await names("sort=name&order=desc")).toEqual(["Zoe", "Mia", "Abe"]);
    const byEmail = [zoe, abe, mia].sort((a, b) => a.email.localeCompare(b.email)).map((m) => m.email);
    expect(((await admin.client.get(`/api/admin/users?search=${tag}&sort=email&order=asc`)).body.users as { email: string }[]).map((u) => u.email)).toEqual(
      byEmail,
    );
    await admin.client.patch(`/api/admin/users/${mia.id}`, { fullName: `Mia ${tag}`, role: "admin" });
    expect((await names("sort=role&order=asc"))[0]).toBe("Mia");
    expect((await names("sort=plan&order=asc")).length).toBe(3);
    // The whole list pages the same sort: page 2 follows page 1 without a repeat.
    const first = (await admin.client.get("/api/admin/users?sort=name&order=asc&page=1")).body;
    const second = (await admin.client.get("/api/admin/users?sort=name&order=asc&page=2")).body;
    if (first.total > first.pageSize) expect(second.users[0].id).not.toBe(first.users.at(-1).id);
    expect((await admin.client.get("/api/admin/users?sort=password")).status).toBe(400);
    expect((await admin.client.get("/api/admin/users?order=up")).status).toBe(400);
  });

  it("a role change ends the member's sessions at once and is in the audit log", async () => {
    const member = await t.signedInMember({ fullName: "Silas Scribe" });
    expect((await member.client.get("/api/me")).status).toBe(200);
    const changed = await admin.client.patch(`/api/admin/users/${member.id}`, { fullName: "Silas the Scribe", role: "admin" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ fullName: "Silas the Scribe", role: "admin" });
    expect(await t.database.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect((await member.client.get("/api/me")).status).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.targetType, "user")));
    expect(entry).toMatchObject({ actorId: admin.id, action: "user.role", targetType: "user", before: { fullName: "Silas Scribe", role: "user" } });

    // A name alone keeps the sessions.
    const other = await t.signedInMember();
    await admin.client.patch(`/api/admin/users/${other.id}`, { fullName: "Tychicus", role: "user" });
    expect((await other.client.get("/api/me")).body.user.fullName).toBe("Tychicus");
  });

  it("refuses changing one's own role and bad input; the plan cannot be set here", async () => {
    const own = await admin.client.patch(`/api/admin/users/${admin.id}`, { fullName: "Ada Overseer", role: "user" });
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe("You cannot change your own role.");
    const member = await t.signedInMember();
    expect((await admin.client.patch(`/api/admin/users/${member.id}`, { fullName: "X", role: "user", plan: "pro" })).status).toBe(400);
    expect((await admin.client.patch(`/api/admin/users/${member.id}`, { fullName: "", role: "user" })).status).toBe(400);
    expect((await admin.client.patch(`/api/admin/users/${member.id}`, { fullName: "X", role: "owner" })).status).toBe(400);
  });
});
