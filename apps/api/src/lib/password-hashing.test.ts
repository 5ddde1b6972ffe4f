/**
 * Password hashes are bounded server-wide (docs/security.md 49): scrypt takes about 32 MB and
 * 170 ms of a core per hash, and a flood of wrong passwords from many addresses once ran several
 * at once past the server's memory target (bench:abuse).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { PASSWORD_HASHES_AT_ONCE, passwordHashingStats } from "./password-hashing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("password hashing", () => {
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
      Array.from({ length: 10 }, (_, i) => t.client().post("/api/auth/sign-in/email", { email: `nobody-${i}-${Date.now()}@example.com`, password: "not the password at all" })),
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
