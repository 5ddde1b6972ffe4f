/**
 * docs/security.md 44 from outside: limits by account and by recipient as well as by address. Every
 * request here comes from an address of its own, so the per-address limits never apply.
 */
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_SIGN_IN_FAILURES, ACCOUNT_SIGN_IN_WINDOW_SECONDS, MAILS_PER_RECIPIENT_PER_HOUR } from "@berean/domain";
import { mailOutbox, rateLimit } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => t.client().post("/api/auth/sign-in/email", { email, password });
const mailsTo = async (email: string) => (await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]!.n;

describe("failed sign-ins per account", () => {
  it("30 guesses from 30 addresses: after a handful the account's sign-in is refused, the right password too, and an unknown email is answered alike", async () => {
    const { email, password } = await t.signedInMember();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      known.push((await signIn(email, `wrong guess ${i}`)).status);
      unknown.push((await signIn("nobody-at-all@example.com", `wrong guess ${i}`)).status);
    }
    const expected = [...Array(ACCOUNT_SIGN_IN_FAILURES).fill(401), ...Array(30 - ACCOUNT_SIGN_IN_FAILURES).fill(429)];
    expect(known).toEqual(expected);
    expect(unknown).toEqual(expected);
    const [refusedKnown, refusedUnknown] = [await signIn(email, password), await signIn("nobody-at-all@example.com", password)];
    expect(refusedKnown.status).toBe(429);
    expect(refusedKnown.body).toEqual(refusedUnknown.body);
    expect(refusedKnown.body.error.code).toBe("ACCOUNT_LIMITED");

    // Once the window has passed, the owner signs in.
    await t.database.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - ACCOUNT_SIGN_IN_WINDOW_SECONDS * 1000 - 1 })
      .where(like(rateLimit.key, "sign-in:%"));
    expect((await signIn(email, password)).status).toBe(200);
  });

  it("a burst of guesses sent at once is counted too", async () => {
    const { email } = await t.signedInMember();
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `burst ${i}`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_SIGN_IN_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - ACCOUNT_SIGN_IN_FAILURES);
  });

  it("a success clears the count: the owner's own typos never add up", async () => {
    const { email, password } = await t.signedInMember();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < ACCOUNT_SIGN_IN_FAILURES - 1; i += 1) expect((await signIn(email, "a typo here")).status).toBe(401);
      expect((await signIn(email, password)).status).toBe(200);
    }
  });
});

describe("mails per recipient", () => {
  it(`reset mails: at most ${MAILS_PER_RECIPIENT_PER_HOUR} an hour reach one person, however many addresses ask; the answer never changes`, async () => {
    const { email } = await t.signedInMember();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1)
      statuses.push((await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" })).status);
    expect(statuses).toEqual(Array(14).fill(200));
    const resets = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email));
    // The sign-up's verification mail, and the resets.
    expect(resets[0]!.n).toBe(1 + MAILS_PER_RECIPIENT_PER_HOUR);
  });

  it(`verification mails: at most ${MAILS_PER_RECIPIENT_PER_HOUR} an hour, the sign-up's included`, async () => {
    const email = `unverified-${Date.now()}@example.com`;
    expect((await t.client().post("/api/auth/sign-up/email", { name: "Tertius Scribe", email, password: "written by my hand" })).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await t.client().post("/api/auth/send-verification-email", { email })).status).toBe(200);
      // Signing in unverified sends one too.
      expect((await signIn(email, "written by my hand")).status).toBe(403);
    }
    expect(await mailsTo(email)).toBe(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
