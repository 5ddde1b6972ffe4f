import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestIdOf } from "../app.ts";
import { linkIn, startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
  t = await startTestApp({ env: { LOG_LEVEL: "debug" }, logStream: stream });
});
afterAll(() => t.close());

describe("the log", () => {
  it("never holds a verification or reset token, whichever way the link is used", async () => {
    const email = `tokens-${Date.now()}@example.com`;
    const client = t.client();
    await client.post("/api/auth/sign-up/email", { name: "Token Keeper", email, password: "keep it secret please" });
    const verifyLink = linkIn((await t.lastMailTo(email))!.text, "/api/auth/verify-email");
    const verifyToken = new URL(verifyLink, t.baseUrl).searchParams.get("token")!;
    await client.get(verifyLink);
    await client.get(verifyLink); // used twice: the refusal is logged too

    await client.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const resetLink = linkIn((await t.lastMailTo(email))!.text, "/api/auth/reset-password/");
    const resetToken = new URL(resetLink, t.baseUrl).pathname.split("/").pop()!;
    await client.get(resetLink);
    await client.post("/api/auth/reset-password", { newPassword: "a brand new secret", token: resetToken });
    await client.post("/api/auth/reset-password", { newPassword: "a brand new secret", token: resetToken });
    await new Promise((r) => setTimeout(r, 100));

    const text = log.join("");
    expect(verifyToken.length).toBeGreaterThan(10);
    expect(resetToken.length).toBeGreaterThan(10);
    expect(text).toContain("/api/auth/reset-password/[redacted]");
    expect(text).not.toContain(verifyToken);
    expect(text).not.toContain(resetToken);
  });

  it("records each admin write with its actor and route, and not the reads", async () => {
    const admin = await t.signedInMember({ role: "admin" });
    const member = await t.signedInMember();
    await admin.client.get("/api/admin/users");
    await admin.client.patch(`/api/admin/users/${member.id}`, { fullName: "Logged Change", role: "user" });
    await new Promise((r) => setTimeout(r, 100));
    const actions = log
      .join("")
      .split("\n")
      .filter((line) => line.includes('"event":"admin.action"'))
      .map((line) => JSON.parse(line) as { actorId: string; method: string; route: string; status: number });
    expect(actions).toEqual([expect.objectContaining({ actorId: admin.id, method: "PATCH", route: "/api/admin/users/:userId", status: 200 })]);
  });

  it("carries the proxy's request id in the request's log line and its answer, and makes one when there is none or it is not an id", async () => {
    const traced = await t.client().get("/api/stats", { "x-request-id": "caddy-7f3a2c" });
    expect(traced.headers.get("x-request-id")).toBe("caddy-7f3a2c");
    const made = await t.client().get("/api/stats");
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await t.client().get("/api/stats", { "x-request-id": `<script>${"x".repeat(80)}` });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 100));
    const lines = log
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { requestId?: string; msg?: string; req?: { url?: string } });
    expect(lines.some((l) => l.msg === "request" && l.requestId === "caddy-7f3a2c" && l.req?.url === "/api/stats")).toBe(true);
    expect(lines.some((l) => l.requestId === made.headers.get("x-request-id"))).toBe(true);
    expect(log.join("")).not.toContain("<script>");
    // Without a trusted proxy (TRUST_PROXY unset) a client's header is nobody's id.
    expect(requestIdOf("caddy-7f3a2c", false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf("caddy-7f3a2c", true)).toBe("caddy-7f3a2c");
  });
});
