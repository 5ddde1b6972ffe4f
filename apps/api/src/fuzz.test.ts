/**
 * Property-based fuzzing of every API route that takes a body, a query or a path parameter:
 * FUZZ_RUNS inputs each drawn from the route's own schemas in the OpenAPI
 * document (which the zod schemas produce) — fitting, nearly fitting and anything at all — sent
 * over HTTP by a signed-in administrator, who passes every access check and so reaches every
 * validator and service. The property: never a 5xx, never a hang, and the server still answers
 * afterwards.
 *
 * 100 inputs a route by default, seeded from the commit under test: every run of one commit sends
 * the same inputs (a failure repeats), and each new commit explores new ones. `npm run test:fuzz`
 * is the deep pass (1,000 a route); FUZZ_RUNS and FUZZ_SEED override both.
 *
 * The rate limits are left out of this app (they would answer 429 before the input is read);
 * they have their own tests.
 */
import { execFileSync } from "node:child_process";
import fc, { type Arbitrary } from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anyJson, inputFor, pathValueFor, type JsonSchema } from "./test/arbitraries.ts";
import { APP_URL, startTestApp, type TestApp } from "./test/harness.ts";
import { createQuiz } from "./test/factories.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
/** Outside a git checkout (an unpacked tarball) every run uses this one. */
const FALLBACK_SEED = 20_241_031;
const SEED = Number(process.env.FUZZ_SEED ?? commitSeed());

/** The commit under test as a seed: its first 7 hex digits, a number below 2^31. */
function commitSeed(): number {
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: import.meta.dirname, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return /^[0-9a-f]{7}/.test(head) ? Number.parseInt(head.slice(0, 7), 16) : FALLBACK_SEED;
  } catch {
    return FALLBACK_SEED;
  }
}
const CONCURRENCY = 8;
const HANG_MS = 10_000;
/** Ends the caller's session: fuzzing it would sign the administrator out halfway. */
const SKIPPED = new Set(["POST /api/auth/sign-out"]);

interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Input {
  path: string;
  query: string;
  body: string | undefined;
}

let t: TestApp;
let cookie: string;
let operations: Array<{ route: string; method: string; input: Arbitrary<Input> }> = [];

beforeAll(async () => {
  t = await startTestApp({ rateLimits: false });
  // Something for the small ids to find.
  await createQuiz(t.database.db);
  const admin = await t.signedInMember({ role: "admin" });
  cookie = admin.client.cookieHeader();
  const doc = (await admin.client.get("/api/openapi.json")).body as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  const refs = doc.components.schemas;
  operations = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [verb, operation] of Object.entries(methods)) {
      const method = verb.toUpperCase();
      const route = `${method} ${template}`;
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content["application/json"]?.schema;
      if (SKIPPED.has(route) || (parameters.length === 0 && !bodySchema)) continue;
      operations.push({ route, method, input: inputOf(template, parameters, bodySchema, refs) });
    }
  }
}, 120_000);
afterAll(() => t.close());

function inputOf(template: string, parameters: Parameter[], bodySchema: JsonSchema | undefined, refs: Record<string, JsonSchema>): Arbitrary<Input> {
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const path = fc
    .tuple(...pathParams.map((p) => pathValueFor(p.schema)))
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encodeURIComponent(Buffer.from(values[i]!).toString()) || "%20"), template));
  const queryRecord: Record<string, Arbitrary<unknown>> = {};
  for (const p of queryParams) queryRecord[p.name] = inputFor(p.schema, refs);
  const query = fc
    .tuple(
      fc.record(queryRecord, { requiredKeys: [] }),
      fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }), { freq: 5 }),
    )
    .map(([known, extra]) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries({ ...known, ...extra })) {
        for (const one of Array.isArray(value) ? value : [value])
          search.append(key, typeof one === "object" && one !== null ? JSON.stringify(one) : String(one));
      }
      const text = search.toString();
      return text ? `?${text}` : "";
    });
  const brokenJson = fc.constantFrom("{", "[1,", '{"a":', "nul", '"\\u00', "{}".repeat(3));
  const body: Arbitrary<string | undefined> = bodySchema
    ? fc.oneof(
        { weight: 18, arbitrary: inputFor(bodySchema, refs).map((value) => JSON.stringify(value ?? null)) },
        { weight: 1, arbitrary: brokenJson },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc
        .option(
          anyJson.map((value) => JSON.stringify(value ?? null)),
          { freq: 20 },
        )
        .map((value) => value ?? undefined);
  return fc.record({ path, query, body });
}

async function send(method: string, input: Input): Promise<{ status: number } | { hang: true } | { error: string }> {
  const headers: Record<string, string> = {
    cookie,
    origin: APP_URL,
    "x-forwarded-for": `10.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}.${(Math.random() * 250) | 0}`,
  };
  const withBody = method !== "GET" && input.body !== undefined;
  if (withBody) headers["content-type"] = "application/json";
  try {
    const res = await fetch(t.baseUrl + input.path + input.query, {
      method,
      headers,
      body: withBody ? input.body : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(HANG_MS),
    });
    await res.arrayBuffer();
    return { status: res.status };
  } catch (error) {
    if ((error as Error).name === "TimeoutError") return { hang: true };
    return { error: String(error) };
  }
}

describe(`fuzzing every route with input (${RUNS} inputs each, seed ${SEED})`, () => {
  it("covers every route of the document that takes input", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("never answers 5xx, never hangs, and the server stays up", { timeout: 60 * 60_000 }, async () => {
    const failures: string[] = [];
    console.log(`fuzz: ${RUNS} inputs a route, seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    for (const { route, method, input } of operations) {
      const inputs = fc.sample(input, { numRuns: RUNS, seed: SEED });
      let next = 0;
      const worker = async () => {
        while (next < inputs.length) {
          const one = inputs[next++]!;
          const outcome = await send(method, one);
          if ("hang" in outcome) failures.push(`${route}: no answer in ${HANG_MS} ms to ${JSON.stringify(one)}`);
          else if ("error" in outcome) failures.push(`${route}: ${outcome.error} for ${JSON.stringify(one)}`);
          else if (outcome.status >= 500) failures.push(`${route}: ${outcome.status} for ${JSON.stringify(one)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (failures.length > 20) break;
    }
    expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} repeats it)`).toEqual([]);
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });
});
