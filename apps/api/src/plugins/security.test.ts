import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_URL, startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("security headers", () => {
  it("every response carries the CSP and the other headers", async () => {
    for (const path of ["/api/health", "/api/me", "/no/such/page"]) {
      const res = await t.client().get(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
    }
  });

  it("HSTS only in production", async () => {
    expect((await t.client().get("/api/health")).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("cross-site writes (CSRF)", () => {
  it("refuses a state change without the site's Origin", async () => {
    const noOrigin = t.client({ origin: null });
    const res = await noOrigin.post("/api/auth/sign-up/email", { name: "Eve", email: "eve@example.com", password: "long enough pw" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("BAD_ORIGIN");
    const foreign = t.client({ origin: "https://evil.example" });
    expect((await foreign.post("/api/auth/sign-in/email", { email: "eve@example.com", password: "x" })).status).toBe(403);
  });

  it("refuses form posts and text/plain bodies", async () => {
    const client = t.client();
    const form = await client.post("/api/auth/sign-in/email", "email=a%40b.c&password=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    const text = await client.post("/api/auth/sign-in/email", '{"email":"a@b.c","password":"x"}', { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    // A body without a type is refused too; only a request with no body at all (a DELETE) needs none.
    const untyped = await fetch(`${t.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: APP_URL, "x-forwarded-for": client.ip },
      body: new Blob(['{"email":"a@b.c"}']),
    });
    expect(untyped.status).toBe(415);
  });

  it("GET never changes state: the sign-out endpoint refuses GET", async () => {
    const { client } = await t.signedInMember();
    expect((await client.get("/api/auth/sign-out")).status).toBe(404);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});

describe("bad input", () => {
  it("refuses text holding a NUL character (PostgreSQL cannot store one) with a 400, in a body, a query or Better Auth's forms", async () => {
    const admin = (await t.signedInMember({ role: "admin" })).client;
    const search = await admin.get("/api/admin/users?search=%00");
    expect(search.status).toBe(400);
    expect(search.body.error.code).toBe("INVALID_TEXT");
    // A field under the display-text rule says so itself.
    const question = await admin.post("/api/admin/questions", {
      question: "Who sold purple?\u0000",
      options: ["Lydia", "Dorcas", "Phoebe", "Priscilla"],
      correctIndex: 0,
      book: "acts",
      reference: "Acts 16:14",
      difficulty: "easy",
    });
    expect(question.status).toBe(400);
    expect(question.body.error.fields.question).toBe("The question must be one line, without control, invisible formatting or private-use characters.");
    const signUp = await t.client().post("/api/auth/sign-up/email", { name: "Lydia", email: "lydia@example.com", password: "purple cloth\u0000seller" });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error.code).toBe("INVALID_TEXT");
  });

  it("answers 400 with field messages, never 500", async () => {
    const client = t.client();
    const cases: Array<[string, unknown]> = [
      ["/api/auth/sign-up/email", { name: "", email: "not-an-email", password: "short" }],
      ["/api/auth/sign-up/email", { name: 42, email: null }],
      ["/api/auth/sign-in/email", {}],
      ["/api/auth/sign-in/email", "{not json"],
      ["/api/setup", { token: "x" }],
      ["/api/setup", { token: "x", fullName: "A", email: "a@b.co", password: "long enough", extra: 1 }],
    ];
    for (const [path, body] of cases) {
      const res = await client.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.code).toBeDefined();
      expect(res.body.error.message).toBeDefined();
    }
    const signUp = await client.post("/api/auth/sign-up/email", { name: "", email: "not-an-email", password: "short" });
    expect(Object.keys(signUp.body.error.fields).sort()).toEqual(["email", "name", "password"]);
  });

  it("unknown API routes answer 404 in the error shape", async () => {
    const res = await t.client().get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
  });
});

describe("personal answers", () => {
  it("are never kept by a shared cache or the browser's disk: private, no-store, unless the route says how", async () => {
    const { client } = await t.signedInMember();
    for (const path of ["/api/me", "/api/history", "/api/dashboard", "/api/billing"]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // A visitor's public answer keeps its own caching.
    expect((await t.client().get("/api/stats")).headers.get("cache-control")).not.toBe("private, no-store");
  });
});

describe("rate limits", () => {
  it("answers: one member's are counted together, whatever attempt each names", async () => {
    const { client } = await t.signedInMember();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 25) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 25 }, (_, j) =>
            client.post(`/api/attempts/${1_000_000 + i + j}/answers`, { position: 1, chosenIndex: 0 }).then((r) => r.status),
          ),
        )),
      );
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("sign-in: the 4th attempt within 10 seconds from one address is refused", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong password" })).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[3]).toBe(429);
    // Another address is not affected.
    expect((await t.client().post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong password" })).status).toBe(401);
  });

  it("an IPv6 client is one address across its /64: rotating through it does not dodge the limit", async () => {
    const prefix = `2001:db8:${(Date.now() % 65_536).toString(16)}:7`;
    const limit = t.config.apiRateLimitPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i += 1) statuses.push((await t.client({ ip: `${prefix}::${(i + 1).toString(16)}` }).get("/api/health")).status);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    // The next /64 is another client.
    expect((await t.client({ ip: `${prefix.slice(0, -1)}8::1` }).get("/api/health")).status).toBe(200);
  });

  it("sign-up: 3 per 10 seconds", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post("/api/auth/sign-up/email", { name: "Many", email: `many${i}-${Date.now()}@example.com`, password: "long enough pw" })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("reset mails: 3 per 60 seconds", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post("/api/auth/request-password-reset", { email: "x@example.com", redirectTo: "/auth/reset-password" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a spoofed client-IP header does not dodge the limit", async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post("/api/auth/sign-in/email", { email: "n@example.com", password: "wrong pw" }, { "x-berean-client-ip": `1.2.3.${i}` })).status,
      );
    }
    expect(statuses[3]).toBe(429);
  });

  it("password change: 3 per 10 seconds", async () => {
    const { client } = await t.signedInMember();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post("/api/auth/change-password", { currentPassword: "wrong one", newPassword: "whatever long" })).status);
    expect(statuses[3]).toBe(429);
  });
});

describe("service endpoints", () => {
  it("health answers 200 with the database reachable", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });

  it("serves an OpenAPI document of our routes", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/api/me", "/api/health", "/api/setup", "/api/admin/overview"]));
  });

  it("the dev mailbox lists outbox mail newest first with clickable links", async () => {
    const email = `mailbox-${Date.now()}@example.com`;
    await t.client().post("/api/auth/sign-up/email", { name: "Mailbox <b>Reader</b>", email, password: "long enough pw" });
    const mailbox = new URL(t.berean.devMailboxUrl!);
    const res = await t.client().get(mailbox.pathname + mailbox.search);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.body).toContain(email);
    expect(res.body).toContain('<a href="http://berean.test/api/auth/verify-email?token=');
    expect(res.body).not.toContain("<b>Reader</b>");
    expect(res.body.indexOf(email)).toBeLessThan(res.body.lastIndexOf("Confirm your email for Berean"));
    expect(APP_URL).toBe("http://berean.test");
  });
});

describe("percent-encoded paths", () => {
  it("every guard decides on the routed path: /%61pi/… is /api/… for the Origin and JSON checks", async () => {
    const noOrigin = t.client({ origin: null });
    const res = await noOrigin.post("/%61pi/auth/sign-up/email", { name: "Eve", email: "eve2@example.com", password: "long enough pw" });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("BAD_ORIGIN");
    const text = await t.client().post("/%61pi/auth/sign-in/email", '{"email":"a@b.c","password":"x"}', { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    // An encoded route still works for an honest client: it is the same route.
    expect((await t.client().get("/%61pi/health")).status).toBe(200);
  });

  it("the API rate limit counts /%61pi/… with /api/…", async () => {
    const client = t.client();
    const limit = t.config.apiRateLimitPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i += 1) statuses.push((await client.get(i % 2 ? "/%61pi/health" : "/%61%70%69/health")).status);
    expect(statuses).toContain(429);
  });

  it("refuses what does not normalise with 400", async () => {
    // Sent as written (fetch would resolve dot segments before sending).
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(`${t.baseUrl}${path}`.replace(path, ""), { path, method: "GET" }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
    for (const path of [
      "/api/%2e%2e/admin/overview",
      "/%61pi/../api/admin/overview",
      "/api%2Fhealth",
      "/api/health%5C",
      "/api/%ZZ",
      "/api/%00health",
      "/api/./health",
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).error.code, path).toBe("BAD_PATH");
    }
  });
});

describe("ids out of range", () => {
  it("every id in a path, query or body above 2,147,483,647 is a 400 with a field message, never a 500", async () => {
    const { client } = await t.signedInMember();
    const big = ["2147483648", "99999999999999999999", "1e400", "-1", "0", "1.5"];
    for (const id of big) {
      const requests = [
        client.post(`/api/quizzes/${id}/attempts`, {}),
        client.get(`/api/attempts/${id}`),
        client.post(`/api/attempts/${id}/answers`, { position: 1, chosenIndex: 0 }),
        client.post(`/api/attempts/${id}/finish`, {}),
        client.post(`/api/attempts/${id}/abandon`, {}),
        client.get(`/api/results/${id}`),
        client.get(`/api/history?quizId=${id}`),
        client.get(`/api/dashboard?quizId=${id}`),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.status, id).toBe(400);
        expect(res.body.error.code).toBe("VALIDATION");
      }
    }
    for (const position of [2147483648, 1e20, 0, 101]) {
      const res = await client.post("/api/attempts/1/answers", { position, chosenIndex: 0 });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.position).toBe("Must be a question of this attempt.");
    }
    // The largest id is a valid number that names nothing.
    expect((await client.get("/api/attempts/2147483647")).status).toBe(404);
  });
});

describe("query strings", () => {
  it("a route without query fields refuses any, with 400", async () => {
    const { client } = await t.signedInMember();
    for (const path of ["/api/me?role=admin", "/api/quizzes?debug=1", "/api/stats?x=1", "/api/results/latest?all=true", "/api/streak?userId=1"]) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe("VALIDATION");
    }
    expect((await client.get("/api/me")).status).toBe(200);
  });

  it("a route with query fields refuses the ones it does not name", async () => {
    const { client } = await t.signedInMember();
    expect((await client.get("/api/leaderboard?window=week")).status).toBe(200);
    expect((await client.get("/api/leaderboard?window=week&limit=1000")).status).toBe(400);
  });
});
