import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES_PER_HOUR } from "@berean/domain";
import { auditLog, contactMessage, user } from "../../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../../test/harness.ts";

let t: TestApp;
let admin: { client: TestClient; id: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedInMember({ role: "admin", fullName: "Ada Admin" });
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0]!;
const inbox = async (query = "") => (await admin.client.get(`/api/admin/inbox${query}`)).body;
const idOf = async (subject: string) => ((await inbox()).items as Array<{ id: number; subject: string }>).find((m) => m.subject === subject)!.id;

/** A member on the Pro plan, signed in afresh so the session carries the plan. */
async function proMember() {
  const m = await t.signedInMember({ fullName: "Priscilla Pro" });
  await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, m.id));
  const client = t.client();
  expect((await client.post("/api/auth/sign-in/email", { email: m.email, password: m.password })).status).toBe(200);
  return { ...m, client };
}

describe("the contact page", () => {
  it("a visitor sends with name and email; a free member's name and email are the account's; a Pro member's message is priority", async () => {
    const visitor = t.client();
    const sent = await visitor.post("/api/contact", {
      name: "Vera Visitor",
      email: "Vera@Example.com",
      subject: "Visitor question",
      message: "How do I join the Saturday event?",
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ email: "vera@example.com" });

    const free = await t.signedInMember({ fullName: "Fred Free" });
    expect((await free.client.post("/api/contact", { subject: "Free question", message: "My streak did not count yesterday." })).status).toBe(201);
    // A member cannot write as someone else: typed name or email are refused, not silently replaced.
    const posing = await free.client.post("/api/contact", {
      name: "The Pastor",
      email: "pastor@example.com",
      subject: "Posing",
      message: "Please send me everyone's scores.",
    });
    expect(posing.status).toBe(400);
    expect(Object.keys(posing.body.error.fields).sort()).toEqual(["email", "name"]);

    const pro = await proMember();
    expect((await pro.client.post("/api/contact", { subject: "Pro question", message: "My competition receipt is missing." })).status).toBe(201);

    const rows = await t.database.db.select().from(contactMessage);
    const bySubject = Object.fromEntries(rows.map((r) => [r.subject, r]));
    expect(bySubject["Visitor question"]).toMatchObject({ name: "Vera Visitor", email: "vera@example.com", userId: null, priority: false, status: "open" });
    expect(bySubject["Free question"]).toMatchObject({ name: "Fred Free", email: free.email, userId: free.id, priority: false });
    expect(bySubject["Pro question"]).toMatchObject({ name: "Priscilla Pro", email: pro.email, userId: pro.id, priority: true });
    expect(bySubject.Posing).toBeUndefined();
  });

  it("validates each field with a message: a visitor's name and email required, the email's form, the lengths, hidden characters", async () => {
    const visitor = t.client();
    const fieldsOf = async (body: unknown) => {
      const res = await visitor.post("/api/contact", body);
      expect(res.status).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    expect(await fieldsOf({ subject: "Hello there", message: "A long enough message." })).toEqual({ name: "Name is required", email: "Email is required" });
    expect((await fieldsOf({ name: "V", email: "not-an-email", subject: "Hello there", message: "A long enough message." })).email).toBe(
      "Enter a valid email address.",
    );
    expect((await fieldsOf({ name: "V", email: "v@example.com", subject: "Hi", message: "short" })).message).toBe("Message is at least 10 characters.");
    expect((await fieldsOf({ name: "V", email: "v@example.com", subject: "x".repeat(151), message: "A long enough message." })).subject).toBe(
      "Subject is at most 150 characters.",
    );
    expect((await fieldsOf({ name: "V", email: "v@example.com", subject: "Hello there", message: "m".repeat(5001) })).message).toBe(
      "Message is at most 5,000 characters.",
    );
    expect((await fieldsOf({ name: "Evil\u202Eeman", email: "v@example.com", subject: "Hello there", message: "A long enough message." })).name).toMatch(
      /one line/,
    );
    // A sender cannot mark their own message priority: unknown fields are refused.
    expect(
      JSON.stringify(await fieldsOf({ name: "V", email: "v@example.com", subject: "Hello there", message: "A long enough message.", priority: true })),
    ).toContain("priority");
  });

  it(`takes at most ${CONTACT_MESSAGES_PER_HOUR} messages an hour per address, whatever the client, and per account, whatever the address`, async () => {
    const message = { name: "Sam Spammer", email: "spam-target@example.com", subject: "Buy now", message: "Cheap scrolls for sale today." };
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) expect((await t.client().post("/api/contact", message)).status).toBe(201);
    const limited = await t.client().post("/api/contact", { ...message, email: "SPAM-target@example.com" });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("CONTACT_LIMITED");

    const member = await t.signedInMember();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++)
      expect((await member.client.post("/api/contact", { subject: "Again", message: "Another message from me." })).status).toBe(201);
    expect((await member.client.post("/api/contact", { subject: "Again", message: "Another message from me." })).status).toBe(429);
    const stored = await t.database.db.select().from(contactMessage).where(eq(contactMessage.email, "spam-target@example.com"));
    expect(stored).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
  });
});

describe("the admins' inbox", () => {
  it("lists open before answered, priority first among the open, newest first; filters by status", async () => {
    const visitor = t.client();
    await visitor.post("/api/contact", { name: "Olive Older", email: "olive@example.com", subject: "Older open", message: "The first of two messages." });
    await visitor.post("/api/contact", { name: "Nell Newer", email: "nell@example.com", subject: "Newer open", message: "The second of two messages." });
    const items = (await inbox()).items as Array<{ subject: string; priority: boolean; status: string; createdAt: string }>;
    const open = items.filter((m) => m.status === "open");
    expect(open.findIndex((m) => m.subject === "Newer open")).toBeLessThan(open.findIndex((m) => m.subject === "Older open"));
    expect(open.findIndex((m) => m.subject === "Pro question")).toBeLessThan(open.findIndex((m) => m.subject === "Newer open"));
    expect(open.filter((m) => m.priority).every((m) => open.indexOf(m) < open.findIndex((o) => !o.priority))).toBe(true);
    expect(((await inbox("?status=answered")).items as unknown[]).length).toBe(0);
    expect((await inbox()).openCount).toBe(open.length);
  });

  it("a reply is mailed to the sender, stored, and the message answered and audited; once only", async () => {
    const id = await idOf("Visitor question");
    const res = await admin.client.post(`/api/admin/inbox/${id}/reply`, { reply: "Sign in on Saturday between 8 AM and 8 PM.\nSee you there." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: "answered", reply: "Sign in on Saturday between 8 AM and 8 PM.\nSee you there.", answeredBy: "Ada Admin" });
    const mail = await t.lastMailTo("vera@example.com");
    expect(mail?.subject).toBe("Re: Visitor question");
    expect(mail?.text).toContain("Sign in on Saturday between 8 AM and 8 PM.");
    // The visitor typed the name: the mail does not greet with it (docs/architecture.md §4 'Contact and support').
    expect(mail?.text.startsWith("Hello,")).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: "answered", answeredBy: admin.id });
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.reply"), eq(auditLog.targetId, String(id))));
    expect(logged?.actorId).toBe(admin.id);

    const again = await admin.client.post(`/api/admin/inbox/${id}/reply`, { reply: "A second answer." });
    expect(again.status).toBe(409);
    expect((await rowOf(id)).reply).toContain("See you there.");
    expect(((await inbox("?status=answered")).items as Array<{ id: number }>).map((m) => m.id)).toEqual([id]);
    expect((await admin.client.post("/api/admin/inbox/999999/reply", { reply: "Nobody." })).status).toBe(404);
  });

  it("a reply to a member greets them by their account's name; HTML in a message stays text in the mail", async () => {
    const member = await t.signedInMember({ fullName: "Mara Member" });
    await member.client.post("/api/contact", { subject: "<img src=x onerror=alert(1)>", message: "<script>alert('x')</script> is in my name?" });
    const id = await idOf("<img src=x onerror=alert(1)>");
    expect((await admin.client.post(`/api/admin/inbox/${id}/reply`, { reply: "<b>Nothing</b> runs here." })).status).toBe(200);
    const mail = await t.lastMailTo(member.email);
    expect(mail?.text.startsWith("Hello Mara Member,")).toBe(true);
    expect(mail?.html).toContain("&lt;b&gt;Nothing&lt;/b&gt;");
    expect(mail?.html).not.toContain("<b>Nothing");
  });

  it("members who are not admins are refused (403), visitors 401", async () => {
    const member = await t.signedInMember();
    expect((await member.client.get("/api/admin/inbox")).status).toBe(403);
    const id = await idOf("Older open");
    expect((await member.client.post(`/api/admin/inbox/${id}/reply`, { reply: "I am not an admin." })).status).toBe(403);
    expect((await t.client().get("/api/admin/inbox")).status).toBe(401);
    expect((await rowOf(id)).status).toBe("open");
  });
});
