import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox, session, user, verification } from "../../db/schema.ts";
import { APP_URL, linkIn, startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const PASSWORD = "correct horse battery";

describe("registration and email verification", () => {
  it("registers, mails a link built from APP_URL, verifies, signs in and reads /api/me", async () => {
    const client = t.client();
    const email = uniqueEmail("ruth");
    const signUp = await client.post("/api/auth/sign-up/email", { name: "Ruth Moab", email, password: PASSWORD, timezone: "Europe/London" });
    expect(signUp.status).toBe(200);

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Confirm your email for Berean");
    expect(mail?.html).toContain("Confirm my email");
    expect(mail?.text).toContain("http://berean.test/api/auth/verify-email?token=");

    // Not verified yet: no session is handed out.
    expect((await client.get("/api/me")).status).toBe(401);

    const verified = await client.get(linkIn(mail!.text, "/api/auth/verify-email"));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/api/email-link/verified");
    const landing = await client.get("/api/email-link/verified");
    expect(landing.headers.get("location")).toBe("/auth/login?verified=1");

    const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ fullName: "Ruth Moab", email, role: "user", plan: "free", timezone: "Europe/London" });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, never in the body", async () => {
    const { client } = await t.signedInMember();
    const res = await client.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: PASSWORD });
    expect(res.status).toBe(401);
    const again = t.client();
    const email = uniqueEmail("cookie");
    await again.post("/api/auth/sign-up/email", { name: "Cookie Check", email, password: PASSWORD });
    await again.get(linkIn((await t.lastMailTo(email))!.text, "/api/auth/verify-email"));
    const signIn = await again.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it("never hands the session token to JavaScript: not in the sign-in answer, get-session or a password change", async () => {
    const { client, email, password } = await t.signedInMember();
    const signIn = await client.post("/api/auth/sign-in/email", { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.email).toBe(email);
    expect(signIn.body).not.toHaveProperty("token");
    const token = () => decodeURIComponent(/session_token=([^;]+)/.exec(client.cookieHeader())![1]!).split(".")[0]!;
    expect(JSON.stringify(signIn.body)).not.toContain(token());

    const session = await client.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(session.body.session.userId).toBe(session.body.user.id);
    expect(session.body.session).not.toHaveProperty("token");
    expect(JSON.stringify(session.body)).not.toContain(token());

    const changed = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "a brand new passphrase",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).not.toHaveProperty("token");
    expect(JSON.stringify(changed.body)).not.toContain(token());
    // The cookie is the session.
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("without remember me the session cookie ends with the browser", async () => {
    const client = t.client();
    const email = uniqueEmail("noremember");
    await client.post("/api/auth/sign-up/email", { name: "Short Stay", email, password: PASSWORD });
    await client.get(linkIn((await t.lastMailTo(email))!.text, "/api/auth/verify-email"));
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD, rememberMe: false });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("refuses sign-in until the email is verified, and re-sends the link", async () => {
    const client = t.client();
    const email = uniqueEmail("unverified");
    await client.post("/api/auth/sign-up/email", { name: "Not Yet", email, password: PASSWORD });
    const mailsTo = async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
    expect(await mailsTo()).toBe(1);
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.code).toBe("EMAIL_NOT_VERIFIED");
    expect(await mailsTo()).toBe(2);
  });

  it("a verification link works once", async () => {
    const client = t.client();
    const email = uniqueEmail("once");
    await client.post("/api/auth/sign-up/email", { name: "Once Only", email, password: PASSWORD });
    const link = linkIn((await t.lastMailTo(email))!.text, "/api/auth/verify-email");
    expect((await client.get(link)).headers.get("location")).toBe("/api/email-link/verified");
    // Opened again, it has nothing left to do: the address is confirmed, and the answer says so kindly.
    const reuse = await client.get(link);
    expect(reuse.headers.get("location")).toBe("/api/email-link/verified?error=ALREADY_DONE");
    expect((await client.get("/api/email-link/verified?error=ALREADY_DONE")).headers.get("location")).toBe("/auth/login?verified=already");
    const landing = await client.get("/api/email-link/verified?error=TOKEN_USED");
    expect(landing.headers.get("location")).toMatch(/^\/auth\/login#error=access_denied&error_code=otp_expired&error_description=/);
  });

  it("a used verification link whose address is not confirmed (or whose signature is not ours) is the expired-link error", async () => {
    const client = t.client();
    const email = uniqueEmail("usedforged");
    await client.post("/api/auth/sign-up/email", { name: "Not Confirmed", email, password: PASSWORD });
    const link = linkIn((await t.lastMailTo(email))!.text, "/api/auth/verify-email");
    const token = new URL(link, "http://x").searchParams.get("token")!;
    // The same claims under another signature: used once (refused), then again.
    const forged = `/api/auth/verify-email?token=${token.slice(0, token.lastIndexOf(".") + 1)}${"A".repeat(43)}`;
    expect((await client.get(forged)).headers.get("location")).toBe("/api/email-link/verified?error=INVALID_TOKEN");
    expect((await client.get(forged)).headers.get("location")).toBe("/api/email-link/verified?error=TOKEN_USED");
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it("a verification link used after an hour fails", async () => {
    const client = t.client();
    const email = uniqueEmail("late");
    await client.post("/api/auth/sign-up/email", { name: "Too Late", email, password: PASSWORD });
    const link = linkIn((await t.lastMailTo(email))!.text, "/api/auth/verify-email");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const late = await client.get(link);
    vi.useRealTimers();
    expect(late.headers.get("location")).toBe("/api/email-link/verified?error=TOKEN_EXPIRED");
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it("a forged verification token is refused", async () => {
    const res = await t.client().get("/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.forged");
    expect(res.headers.get("location")).toBe("/api/email-link/verified?error=INVALID_TOKEN");
  });
});

describe("no account enumeration", () => {
  it("registering a taken email answers like a new sign-up and tells the owner by mail", async () => {
    const { email } = await t.signedInMember({ fullName: "Owner Person" });
    const fresh = await t.client().post("/api/auth/sign-up/email", { name: "Someone Else", email: uniqueEmail("fresh"), password: PASSWORD });
    const taken = await t.client().post("/api/auth/sign-up/email", { name: "Someone Else", email, password: PASSWORD });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    // Alike in every value that is not the request's own: no null role, no other plan or flag.
    const shape = (body: { user: Record<string, unknown> }) =>
      Object.fromEntries(Object.entries(body.user).map(([k, v]) => [k, ["id", "email", "name", "createdAt", "updatedAt"].includes(k) ? typeof v : v]));
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body.user.name).toBe("Someone Else");
    expect((await t.lastMailTo(email))?.subject).toBe("You already have a Berean account");
    const [owner] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(owner?.fullName).toBe("Owner Person");
  });

  it("a name with a NUL answers alike for a taken and a new email: refused before the lookup", async () => {
    const { email } = await t.signedInMember();
    const fresh = await t.client().post("/api/auth/sign-up/email", { name: "Nul\u0000Name", email: uniqueEmail("nul"), password: PASSWORD });
    const taken = await t.client().post("/api/auth/sign-up/email", { name: "Nul\u0000Name", email, password: PASSWORD });
    expect(fresh.status).toBe(400);
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(fresh.body);
  });

  it("sign-in answers the same for an unknown email and a wrong password", async () => {
    const { email } = await t.signedInMember();
    const unknown = await t.client().post("/api/auth/sign-in/email", { email: uniqueEmail("nobody"), password: PASSWORD });
    const wrong = await t.client().post("/api/auth/sign-in/email", { email, password: "not the right one" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe("hidden characters", () => {
  it("refuses control and invisible format characters in names, at sign-up and in the profile", async () => {
    const { client } = await t.signedInMember({ fullName: "Plain Name" });
    for (const name of ["Eve\u202Eevil", "Zero\u200Bwidth", "Nul\u0000", "Line\nbreak", "Bidi\u2066isolate\u2069", "B\uFEFFom"]) {
      const res = await t.client().post("/api/auth/sign-up/email", { name, email: uniqueEmail("hidden"), password: PASSWORD });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.fields.name).toBe("Full name must be one line, without control, invisible formatting or private-use characters.");
      const patch = await client.patch("/api/me", { fullName: name });
      expect(patch.status, JSON.stringify(name)).toBe(400);
    }
    // A lone surrogate is not text at all: refused with its own message, never a 500.
    for (const name of ["Lone\ud800", "\udfffLone"]) {
      const res = await t.client().post("/api/auth/sign-up/email", { name, email: uniqueEmail("lone"), password: PASSWORD });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.error.fields.name).toBe("Full name must be valid Unicode text.");
      const patch = await client.patch("/api/me", { fullName: name });
      expect(patch.status).toBe(400);
      expect(patch.body.error.fields.fullName).toBe("Full name must be valid Unicode text.");
    }
    // Letters and marks of any script are welcome.
    expect((await client.patch("/api/me", { fullName: "Zoë Ó Súilleabháin 李" })).status).toBe(200);
  });

  it("a NUL or a space in a reset or verification token is a 400, never a 500", async () => {
    const { password } = await t.signedInMember();
    const reset = await t.client().post("/api/auth/reset-password", { newPassword: password + "x", token: "abc\u0000def" });
    expect(reset.status).toBe(400);
    const verify = await t.client().get("/api/auth/verify-email?token=abc%00def");
    expect(verify.status).toBe(400);
  });
});

describe("fields a client may not set", () => {
  for (const field of [{ role: "admin" }, { plan: "pro" }, { emailVerified: true }]) {
    it(`sign-up carrying ${Object.keys(field)[0]} is refused with 400`, async () => {
      const email = uniqueEmail("mass");
      const res = await t.client().post("/api/auth/sign-up/email", { name: "Mass Assign", email, password: PASSWORD, ...field });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION");
      expect(res.body.error.fields[Object.keys(field)[0]!]).toBeDefined();
      expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    });
  }

  it("profile updates carrying role, plan, email or emailVerified are refused; the name changes", async () => {
    const { client } = await t.signedInMember({ fullName: "Old Name" });
    for (const extra of [{ role: "admin" }, { plan: "pro" }, { email: "x@example.com" }, { emailVerified: true }]) {
      const res = await client.patch("/api/me", { fullName: "Sneaky", ...extra });
      expect(res.status).toBe(400);
    }
    expect((await client.get("/api/me")).body.user.fullName).toBe("Old Name");
    const ok = await client.patch("/api/me", { fullName: "  New Name " });
    expect(ok.status).toBe(200);
    expect(ok.body.user.fullName).toBe("New Name");
  });

  it("a member's language: the page's at sign-up (English when none or an unknown one), changed in Settings, nothing else accepted", async () => {
    const client = t.client();
    const email = uniqueEmail("lucas");
    expect((await client.post("/api/auth/sign-up/email", { name: "Lucas Médico", email, password: PASSWORD, locale: "es" })).status).toBe(200);
    // The confirmation comes in the language the page was in.
    const mail = (await t.lastMailTo(email))!;
    expect(mail.subject).toBe("Confirma tu correo para Berean");
    expect(mail.text).toContain("Confirmar mi correo: http://berean.test/api/auth/verify-email?token=");
    expect(mail.html).toContain("Si el botón no funciona, abre este enlace:");
    await client.get(linkIn(mail.text, "/api/auth/verify-email"));
    await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect((await client.get("/api/me")).body.user).toMatchObject({ fullName: "Lucas Médico", locale: "es" });
    expect((await t.client().post("/api/auth/sign-up/email", { name: "Elsewhere", email: uniqueEmail("fr"), password: PASSWORD, locale: "fr" })).status).toBe(
      400,
    );

    const changed = await client.patch("/api/me", { locale: "en" });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ fullName: "Lucas Médico", locale: "en" });
    expect((await client.get("/api/me")).body.user.locale).toBe("en");
    for (const body of [{ locale: "fr" }, { locale: null }, {}, { readingText: "niv" }])
      expect((await client.patch("/api/me", body)).status, JSON.stringify(body)).toBe(400);

    const { client: other } = await t.signedInMember();
    expect((await other.get("/api/me")).body.user.locale).toBe("en");
  });

  it("Better Auth endpoints Berean does not use are not served", async () => {
    const { client } = await t.signedInMember();
    expect((await client.post("/api/auth/update-user", { name: "x" })).status).toBe(404);
    expect((await client.post("/api/auth/admin/set-role", { userId: "x", role: "admin" })).status).toBe(404);
  });
});

describe("passwords", () => {
  it("refuses passwords shorter than 8 or longer than 128 characters at registration", async () => {
    const short = await t.client().post("/api/auth/sign-up/email", { name: "Shorty", email: uniqueEmail("short"), password: "1234567" });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe("Password must be at least 8 characters long.");
    const long = await t.client().post("/api/auth/sign-up/email", { name: "Longy", email: uniqueEmail("long"), password: "x".repeat(129) });
    expect(long.status).toBe(400);
    const exact = await t.client().post("/api/auth/sign-up/email", { name: "Exact", email: uniqueEmail("exact"), password: `${"psalm ".repeat(21)}ab` });
    expect(exact.status).toBe(200);
  });

  it("refuses common, breached and patterned passwords (NIST 800-63B) at sign-up, reset and change", async () => {
    const message = "This password is too common or too easy to guess. Try a few unrelated words instead.";
    for (const password of ["aaaaaaaa", "password1", "12345678", "qwertyuiop", "iloveyou", "abcdefgh", "87654321", "abcabcabc", "Berean2026", "PASSWORD123"]) {
      const res = await t.client().post("/api/auth/sign-up/email", { name: "Weak Choice", email: uniqueEmail("weak"), password });
      expect(res.status, password).toBe(400);
      expect(res.body.error.fields.password, password).toBe(message);
    }
    const mine = uniqueEmail("ownname");
    const own = await t.client().post("/api/auth/sign-up/email", { name: "Own Name", email: mine, password: `${mine.split("@")[0]}1` });
    expect(own.status).toBe(400);

    const { client, password } = await t.signedInMember();
    const change = await client.post("/api/auth/change-password", { currentPassword: password, newPassword: "password123" });
    expect(change.status).toBe(400);
    expect(change.body.error.fields.newPassword).toBe(message);
    const reset = await t.client().post("/api/auth/reset-password", { newPassword: "aaaaaaaaaa", token: "some-token" });
    expect(reset.status).toBe(400);
    expect(reset.body.error.fields.newPassword).toBe(message);
  });

  it("stores a hash, never the password", async () => {
    const { id, password } = await t.signedInMember();
    const rows = await t.database.db.execute<{ password: string }>(
      // The credential row of this member.
      (await import("drizzle-orm")).sql`select password from account where user_id = ${id}`,
    );
    const stored = (rows as unknown as { rows: { password: string }[] }).rows?.[0]?.password ?? (rows as unknown as { password: string }[])[0]?.password;
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(password);
  });

  it("changing the password needs the current one", async () => {
    const { client, email, password } = await t.signedInMember();
    const wrong = await client.post("/api/auth/change-password", { currentPassword: "not my password", newPassword: "a brand new secret" });
    expect(wrong.status).toBe(400);
    const ok = await client.post("/api/auth/change-password", { currentPassword: password, newPassword: "a brand new secret" });
    expect(ok.status).toBe(200);
    const fresh = t.client();
    expect((await fresh.post("/api/auth/sign-in/email", { email, password })).status).toBe(401);
    expect((await fresh.post("/api/auth/sign-in/email", { email, password: "a brand new secret" })).status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for a known and an unknown email", async () => {
    const { email } = await t.signedInMember();
    const known = await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const unknown = await t.client().post("/api/auth/request-password-reset", { email: uniqueEmail("ghost"), redirectTo: "/auth/reset-password" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it("resets with the mailed link, revokes other sessions, and the link works once", async () => {
    const { client: oldSession, email } = await t.signedInMember();
    const browser = t.client();
    await browser.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Reset your Berean password");
    const link = linkIn(mail!.text, "/api/auth/reset-password/");
    expect(mail!.text).toContain("http://berean.test/api/auth/reset-password/");

    const landing = await browser.get(link);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, "http://berean.test");
    expect(location.pathname).toBe("/auth/reset-password");
    const token = location.searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(22);

    const reset = await browser.post("/api/auth/reset-password", { newPassword: "psalm one hundred", token });
    expect(reset.status).toBe(200);
    expect((await oldSession.get("/api/me")).status).toBe(401);

    const reuse = await browser.post("/api/auth/reset-password", { newPassword: "another new one", token });
    expect(reuse.status).toBe(400);
    expect((await browser.get(link)).headers.get("location")).toBe("http://berean.test/auth/reset-password?error=INVALID_TOKEN");

    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "psalm one hundred" })).status).toBe(200);
  });

  it("a reset link older than an hour fails", async () => {
    const { email } = await t.signedInMember();
    const browser = t.client();
    await browser.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const link = linkIn((await t.lastMailTo(email))!.text, "/api/auth/reset-password/");
    const token = link.split("/").pop()!.split("?")[0]!;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const late = await browser.post("/api/auth/reset-password", { newPassword: "too late for this", token });
    vi.useRealTimers();
    expect(late.status).toBe(400);
    expect(
      (
        await t.database.db
          .select()
          .from(verification)
          .where(eq(verification.identifier, `reset-password:${token}`))
      ).length,
    ).toBeLessThanOrEqual(1);
  });
});

describe("sign out", () => {
  it("after sign-out the old cookie gets 401, and the browser is told to clear the site's cache and storage", async () => {
    const { client } = await t.signedInMember();
    const cookie = client.cookieHeader();
    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    // The browser is told to forget what the site cached and stored (docs/security.md 50).
    expect(out.headers.get("clear-site-data")).toBe('"cache", "storage"');
    const replay = await t.client().get("/api/me", { cookie });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("UNAUTHENTICATED");
  });

  it("sessions are stored in the database", async () => {
    const { id } = await t.signedInMember();
    expect((await t.database.db.select().from(session).where(eq(session.userId, id))).length).toBe(1);
  });
});

describe("mail that anyone can cause", () => {
  it("the 'already have an account' mail goes at most once an hour to an address", async () => {
    const { email } = await t.signedInMember({ fullName: "Owner Once" });
    for (let i = 0; i < 4; i += 1) {
      const res = await t.client().post("/api/auth/sign-up/email", { name: "Someone Else", email, password: PASSWORD });
      expect(res.status).toBe(200);
    }
    const sent = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, "You already have a Berean account")));
    expect(sent).toHaveLength(1);
  });

  it("a name typed at sign-up never reaches the inbox of an address nobody has confirmed", async () => {
    const email = uniqueEmail("victim");
    const name = "Win a prize at evil.example now";
    expect((await t.client().post("/api/auth/sign-up/email", { name, email, password: PASSWORD })).status).toBe(200);
    expect((await t.client().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    for (const mail of mails) {
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
    }
  });

  it("the dev mailbox links only our own URLs", async () => {
    await t.database.db.insert(mailOutbox).values({
      to: "links@example.com",
      subject: "Links",
      html: "",
      text: `Hello http://evil.example/x, confirm: ${APP_URL}/api/auth/verify-email?token=abc`,
    });
    const res = await fetch(t.berean.devMailboxUrl!.replace(APP_URL, t.baseUrl));
    const html = await res.text();
    expect(html).not.toContain('href="http://evil.example');
    expect(html).toContain("http://evil.example/x");
    expect(html).toContain(`href="${APP_URL}/api/auth/verify-email?token=abc"`);
  });
});
