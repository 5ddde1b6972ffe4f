/**
 * Password hashes are bounded server-wide (docs/security.md 49): scrypt takes about 32 MB and
 * 170 ms of a core per hash, and a flood of wrong passwords from many addresses once ran several
 * at once past the server's memory target (bench:abuse).
 */
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { boundedPasswordHashing, PASSWORD_HASHES_AT_ONCE, passwordHashingStats } from "./password-hashing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("password hashing", () => {
  it("makes and checks Better Auth's own hashes: those stored before still sign in, and Better Auth reads ours", async () => {
    // A composed character: NFKC makes the two spellings one password, as Better Auth does.
    const password = "Cafe\u0301-amen-1611";
    const theirs = await betterAuthHash(password);
    expect(await boundedPasswordHashing.verify({ hash: theirs, password })).toBe(true);
    expect(await boundedPasswordHashing.verify({ hash: theirs, password: "Caf\u00e9-amen-1611" })).toBe(true);
    expect(await boundedPasswordHashing.verify({ hash: theirs, password: "Cafe-amen-1611" })).toBe(false);
    const ours = await boundedPasswordHashing.hash(password);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: ours, password })).toBe(true);
    expect(await betterAuthVerify({ hash: ours, password: "wrong" })).toBe(false);
    expect(await boundedPasswordHashing.verify({ hash: ours, password: "wrong" })).toBe(false);
  });

  it("runs at most two hashes at once whoever asks, and every sign-in is still answered", async () => {
    const member = await t.signedInMember();
    let most = { running: 0, waiting: 0 };
    const sampler = setInterval(() => {
      const now = passwordHashingStats();
      most = { running: Math.max(most.running, now.running), waiting: Math.max(most.waiting, now.waiting) };
    }, 2);
    // Ten wrong passwords at once, each from its own address and for its own (unknown) email:
    // no per-address or per-account limit stops them before the hash.
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.client().post("/api/auth/sign-in/email", { email: `nobody-${i}-${Date.now()}@example.com`, password: "not the password at all" }),
      ),
    );
    clearInterval(sampler);
    expect(tries.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(most.running).toBeLessThanOrEqual(PASSWORD_HASHES_AT_ONCE);
    // They did contend: the bound, not luck, kept them apart.
    expect(most.waiting).toBeGreaterThan(0);
    expect(passwordHashingStats()).toEqual({ running: 0, waiting: 0 });
    // The right password still signs in.
    expect((await t.client().post("/api/auth/sign-in/email", { email: member.email, password: member.password })).status).toBe(200);
  });
});
