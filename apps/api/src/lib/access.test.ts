/**
 * The route × role matrix (SECURITY.md 9): every API route in ROUTE_ACCESS, called by a visitor,
 * a free member, a Pro member and an admin. Disallowed callers must be refused (401 or 403) —
 * 0 unexpected allows; allowed callers must never be refused by the policy.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema.ts";
import { startTestApp, type TestApp, type TestClient } from "../test/harness.ts";
import { registerAccessPolicy, ROUTE_ACCESS, type Access } from "./access.ts";
import { SessionCache } from "./session-cache.ts";

let t: TestApp;
const callers: Record<"visitor" | "free" | "pro" | "admin", TestClient> = {} as never;

beforeAll(async () => {
  t = await startTestApp();
  callers.visitor = t.client();
  callers.free = (await t.signedInMember()).client;
  const pro = await t.signedInMember();
  await t.database.db.update(user).set({ plan: "pro" }).where(eq(user.id, pro.id));
  callers.pro = pro.client;
  callers.admin = (await t.signedInMember({ role: "admin" })).client;
});
afterAll(() => t.close());

const SAMPLE_PARAMS: Record<string, string> = { quizId: "1", attemptId: "999999", book: "genesis" };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1");

const ALLOWED: Record<Access, Array<keyof typeof callers>> = {
  public: ["visitor", "free", "pro", "admin"],
  member: ["free", "pro", "admin"],
  admin: ["admin"],
};

/** A Server-Sent Events route answers with headers and stays open: its status is enough here. */
async function openAndClose(client: TestClient, url: string) {
  const stream = await client.openStream(url);
  stream.close();
  return { status: stream.status, body: stream.status >= 400 ? { error: { code: stream.status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN", message: "" } } : undefined };
}

describe("route × role matrix", () => {
  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, url] = route.split(" ") as [string, string];
    it(`${route} (${access})`, async () => {
      for (const [role, client] of Object.entries(callers) as Array<[keyof typeof callers, TestClient]>) {
        const res = url.endsWith("/stream") ? await openAndClose(client, concrete(url)) : await client.request(method, concrete(url), method === "GET" ? undefined : {});
        const code = res.body?.error?.code;
        expect(res.status === 404 && String(res.body?.error?.message).startsWith("No route"), `${route} is not served`).toBe(false);
        if (ALLOWED[access].includes(role)) {
          expect(["UNAUTHENTICATED", "FORBIDDEN"], `${role} refused on ${route}`).not.toContain(code);
        } else {
          expect(res.status, `${role} on ${route}`).toBe(role === "visitor" ? 401 : 403);
        }
      }
    });
  }

  it("a visitor is refused before the body is even read", async () => {
    const res = await callers.visitor.request("POST", "/api/attempts/1/answers", { nonsense: true });
    expect(res.status).toBe(401);
  });
});

describe("a new route without a policy", () => {
  it("stops the server from starting", async () => {
    const { default: Fastify } = await import("fastify");
    const app = Fastify();
    registerAccessPolicy(app, t.berean.auth, { cache: new SessionCache(0), secret: "unused" });
    expect(() => app.get("/api/forgotten", async () => ({ ok: true }))).toThrow(/GET \/api\/forgotten has no access policy/);
    await app.close();
  });
});
