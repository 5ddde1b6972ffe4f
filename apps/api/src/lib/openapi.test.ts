/**
 * The OpenAPI document: every operation documented for a client (summary, operationId, tags,
 * error responses, the session cookie on member and admin routes), Better Auth's exposed
 * endpoints included, the reference page served from our own files.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_ENDPOINTS } from "../modules/auth/schemas.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Operation = { summary?: string; operationId?: string; tags?: string[]; responses: Record<string, unknown>; security?: unknown[] };

describe("the OpenAPI document", () => {
  it("documents every route with a summary, an operationId, tags and its error responses", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { in: string; name: string }> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.session).toMatchObject({ in: "cookie", name: "better-auth.session_token" });

    const documented = new Map<string, Operation>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) documented.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`, operation);
    }
    const expected = [
      ...[...t.berean.app.routeAccess.keys()].filter((route) => route !== "GET /api/docs"),
      ...Object.keys(AUTH_ENDPOINTS).map((route) => route.replace(" ", " /api/auth")),
    ];
    expect(expected.filter((route) => !documented.has(route))).toEqual([]);

    const ids = new Set<string>();
    for (const [route, operation] of documented) {
      expect(operation.summary, route).toMatch(/\w/);
      expect(operation.operationId, route).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(operation.operationId!), `${route}: operationId repeated`).toBe(false);
      ids.add(operation.operationId!);
      expect(operation.tags?.length, route).toBeGreaterThan(0);
      expect(
        Object.keys(operation.responses).some((code) => code.startsWith("4")),
        `${route} has no error response`,
      ).toBe(true);
      const access = t.berean.app.routeAccess.get(route);
      if (access === "member" || access === "pro" || access === "admin") {
        expect(operation.security, route).toEqual([{ session: [] }]);
        expect(operation.responses["401"], route).toBeDefined();
      }
      // A 403 only where the policy can refuse a signed-in caller: never on a public read.
      if (access === "admin" || access === "pro") expect(operation.responses["403"], route).toBeDefined();
      if (access === "public") expect(operation.responses["403"], route).toBeUndefined();
    }
  });

  it("passes `redocly lint` with its recommended rules, 0 errors", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berean-openapi-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify((await t.client().get("/api/openapi.json")).body));
      const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
      const run = await promisify(execFile)(process.execPath, [cli, "lint", file, "--extends", "recommended", "--format", "stylish"], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      }).catch((error: { stdout: string; stderr: string }) => ({ stdout: error.stdout, stderr: error.stderr, failed: true }));
      expect("failed" in run ? `${run.stdout}\n${run.stderr}` : "", "redocly lint failed").toBe("");
      expect(run.stdout + run.stderr).toMatch(/valid/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("has a reference page that loads its script from this server", async () => {
    const page = await t.client().get("/api/docs/");
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain("swagger-ui");
    const scripts = [...String(page.body).matchAll(/src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).not.toMatch(/^https?:/);
  });
});
