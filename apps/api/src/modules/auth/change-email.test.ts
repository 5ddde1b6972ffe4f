import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_CHANGE_MESSAGES } from "@berean/domain";
import { auditLog, mailOutbox, user } from "../../db/schema.ts";
import { linkIn, startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let n = 0;
const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${++n}@example.com`;
const emailOf = async (id: string) => (await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]!.email;
const mailsTo = async (address: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

describe("changing one's email (docs/architecture.md §4 'Roles and plans')", () => {
  it("needs the current password; a link goes to the new address and nothing changes until it is opened; the old address is told; the session stays", async () => {
    const m = await t.signedInMember({ fullName: "Chloe Changer" });
    const newEmail = fresh("chloe-new");
    const wrong = await m.client.post("/api/me/email", { newEmail, currentPassword: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.currentPassword).toBe(EMAIL_CHANGE_MESSAGES.wrongPassword);
    expect(await mailsTo(newEmail)).toHaveLength(0);

    const asked = await m.client.post("/api/me/email", { newEmail: newEmail.toUpperCase(), currentPassword: m.password });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ newEmail });
    expect(await emailOf(m.id)).toBe(m.email);
    expect((await t.lastMailTo(m.email))?.subject).toBe("A change of your Berean email was requested");
    const confirm = await t.lastMailTo(newEmail);
    expect(confirm?.subject).toBe("Confirm your new email for Berean");
    // Nobody has confirmed the new address: the member's name is not in the mail.
    expect(confirm?.text).not.toContain("Chloe");
    const link = linkIn(confirm!.text, "/api/auth/verify-email");

    const opened = await m.client.get(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/api/email-link/verified?change=email");
    expect((await m.client.get("/api/email-link/verified?change=email")).headers.get("location")).toBe("/dashboard/settings?email=changed");
    expect(await emailOf(m.id)).toBe(newEmail);
    // The session stays, and shows the new address at once (the cached session was dropped).
    expect((await m.client.get("/api/me")).body.user.email).toBe(newEmail);
    expect((await t.lastMailTo(m.email))?.subject).toBe("Your Berean email was changed");
    const [logged] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.email_changed"), eq(auditLog.targetId, m.id)));
    expect(logged?.after).toEqual({ email: newEmail });

    // The link works once; the old address no longer signs in, the new one does.
    // Opened again, the link has done its work: the settings say the email changed, as they did.
    expect((await m.client.get(link)).headers.get("location")).toBe("/api/email-link/verified?change=email&error=ALREADY_DONE");
    expect((await m.client.get("/api/email-link/verified?change=email&error=ALREADY_DONE")).headers.get("location")).toBe("/dashboard/settings?email=changed");
    expect((await t.client().post("/api/auth/sign-in/email", { email: m.email, password: m.password })).status).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email: newEmail, password: m.password })).status).toBe(200);
  });

  it("an address that belongs to another account answers alike and gets no link; one taken after the request is refused when the link is opened", async () => {
    const owner = await t.signedInMember();
    const m = await t.signedInMember();
    const free = fresh("free");
    const toFree = await m.client.post("/api/me/email", { newEmail: free, currentPassword: m.password });
    const toTaken = await m.client.post("/api/me/email", { newEmail: owner.email, currentPassword: m.password });
    expect(toTaken.status).toBe(toFree.status);
    expect(Object.keys(toTaken.body)).toEqual(Object.keys(toFree.body));
    expect((await t.lastMailTo(owner.email))?.subject).not.toMatch(/confirm your new email/i);

    // Someone registers the free address before the member opens the link.
    const link = linkIn((await t.lastMailTo(free))!.text, "/api/auth/verify-email");
    await t.signedInMember({ email: free });
    const opened = await m.client.get(link);
    expect(opened.headers.get("location")).toBe("/api/email-link/verified?change=email&error=EMAIL_TAKEN");
    expect((await m.client.get("/api/email-link/verified?change=email&error=EMAIL_TAKEN")).headers.get("location")).toBe("/dashboard/settings?email=taken");
    expect(await emailOf(m.id)).toBe(m.email);
  });

  it("a link opened after an hour fails, as does one for an address asked for before a later change", async () => {
    const m = await t.signedInMember();
    const first = fresh("first");
    await m.client.post("/api/me/email", { newEmail: first, currentPassword: m.password });
    const firstLink = linkIn((await t.lastMailTo(first))!.text, "/api/auth/verify-email");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const late = await t.client().get(firstLink);
    vi.useRealTimers();
    expect(late.headers.get("location")).toBe("/api/email-link/verified?change=email&error=TOKEN_EXPIRED");
    expect(await emailOf(m.id)).toBe(m.email);

    const second = fresh("second");
    const third = fresh("third");
    await m.client.post("/api/me/email", { newEmail: second, currentPassword: m.password });
    await m.client.post("/api/me/email", { newEmail: third, currentPassword: m.password });
    const secondLink = linkIn((await t.lastMailTo(second))!.text, "/api/auth/verify-email");
    const thirdLink = linkIn((await t.lastMailTo(third))!.text, "/api/auth/verify-email");
    expect((await m.client.get(thirdLink)).headers.get("location")).toBe("/api/email-link/verified?change=email");
    expect(await emailOf(m.id)).toBe(third);
    // The older request named the address the account had then: it is void now.
    expect((await m.client.get(secondLink)).headers.get("location")).toMatch(/error=/);
    expect(await emailOf(m.id)).toBe(third);
  });

  it("the same address, a malformed one, a visitor and the profile endpoint are refused; requests are limited per account", async () => {
    const m = await t.signedInMember();
    expect((await m.client.post("/api/me/email", { newEmail: m.email, currentPassword: m.password })).body.error.fields.newEmail).toBe(
      EMAIL_CHANGE_MESSAGES.same,
    );
    expect((await m.client.post("/api/me/email", { newEmail: "nope", currentPassword: m.password })).status).toBe(400);
    expect((await t.client().post("/api/me/email", { newEmail: fresh("visitor"), currentPassword: "x" })).status).toBe(401);
    expect((await m.client.patch("/api/me", { fullName: "Same Name", email: fresh("sneaky") })).status).toBe(400);
    // Better Auth's own endpoint is not served: the password check cannot be skipped.
    expect((await m.client.post("/api/auth/change-email", { newEmail: fresh("direct") })).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await m.client.post("/api/me/email", { newEmail: fresh("many"), currentPassword: "guess " + i })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(await emailOf(m.id)).toBe(m.email);
  });
});
