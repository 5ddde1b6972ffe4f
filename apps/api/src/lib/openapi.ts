/**
 * The API's OpenAPI document, served at /api/openapi.json with a reference page at /api/docs.
 *
 * Request and response bodies come from each route's zod schemas (fastify-type-provider-zod);
 * this module adds what a client needs around them: a summary and an operationId for every
 * operation (the summary each route gives in its config: a route without one stops the server,
 * as a route without an access does), the error responses its access policy and inputs make possible, the session
 * cookie as the security scheme, and Better Auth's endpoints — only those Berean exposes
 * (modules/auth/schemas.ts) — from its OpenAPI plugin.
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { accessOf, type Access } from "./access.ts";
import type { Auth } from "./auth.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";
const SESSION_COOKIE = "better-auth.session_token";

type Operation = Record<string, unknown> & { parameters?: Array<{ in: string }>; requestBody?: unknown; responses?: Record<string, unknown>; tags?: string[] };

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ERROR_REF } } });

/** "POST /api/attempts/:attemptId/answers" → "postAttemptsByAttemptIdAnswers". */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"));
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

/** The error responses a route can give, from its access policy and its inputs. */
function errorResponses(access: Access | undefined, method: string, url: string, operation: Operation): Record<string, unknown> {
  const hasInput = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
  const errors: Record<string, unknown> = {};
  if (hasInput) errors["400"] = errorResponse("The request is not valid: `error.fields` names each wrong field.");
  if (access !== "public") errors["401"] = errorResponse("No session, or the address is not verified.");
  if (access === "admin") errors["403"] = errorResponse("Administrators only.");
  if (access === "pro") errors["403"] = errorResponse("Pro members only (PRO_REQUIRED).");
  if (url.includes(":")) errors["404"] = errorResponse("Not found, or not the caller's.");
  if (method !== "GET") errors["409"] = errorResponse("The request conflicts with the current state (the code says which).");
  errors["429"] = errorResponse("Too many requests: wait the Retry-After seconds.");
  errors["500"] = errorResponse("The server failed; nothing was half-written.");
  return errors;
}

function withResponses(operation: Operation, errors: Record<string, unknown>): Operation {
  const responses: Record<string, unknown> = {};
  for (const [code, response] of Object.entries(operation.responses ?? {})) {
    const r = response as { description?: string };
    responses[code] = r.description === "Default Response" ? { ...r, description: code.startsWith("2") ? "Done." : "Answered." } : r;
  }
  const ok = Object.keys(responses).some((code) => code.startsWith("2") || code.startsWith("3"));
  if (!ok) responses["200"] = { description: "Done." };
  for (const [code, response] of Object.entries(errors)) responses[code] ??= response;
  return { ...operation, responses };
}

/** Better Auth's own document, reduced to the endpoints Berean exposes, under /api/auth. */
async function authPaths(auth: Auth, exposed: Set<string>): Promise<{ paths: Record<string, Record<string, Operation>>; schemas: Record<string, unknown> }> {
  const generated = (await auth.api.generateOpenAPISchema()) as unknown as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, methods] of Object.entries(generated.paths)) {
    const fastifyPath = path.replace(/\{(\w+)\}/g, ":$1");
    for (const [method, operation] of Object.entries(methods)) {
      if (!exposed.has(`${method.toUpperCase()} ${fastifyPath}`)) continue;
      const url = `/api/auth${fastifyPath}`;
      const { tags: _default, ...rest } = operation;
      const documented: Operation = {
        ...rest,
        summary: String(operation.summary ?? operation.description ?? path),
        operationId: operationIdOf(method, url),
        tags: ["auth"],
        security: [],
      };
      (paths[`/api/auth${path}`] ??= {})[method] = withResponses(documented, {
        "400": errorResponse("The request is not valid."),
        "401": errorResponse("Not signed in, or wrong credentials."),
        "403": errorResponse("The address is not verified yet."),
        "429": errorResponse("Too many attempts: wait the Retry-After seconds."),
        "500": errorResponse("The server failed."),
      });
    }
  }
  // Only the schemas those endpoints use, in OpenAPI 3.1's terms.
  const used = new Set([...JSON.stringify(paths).matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1]!));
  const schemas = Object.fromEntries(Object.entries(generated.components?.schemas ?? {}).filter(([name]) => used.has(name)));
  return { paths: asOpenApi31(paths), schemas: asOpenApi31(schemas) };
}

/** OpenAPI 3.0's `nullable: true` (which Better Auth writes) as 3.1's `type: [T, "null"]`. */
function asOpenApi31<T>(value: T): T {
  if (Array.isArray(value)) return value.map(asOpenApi31) as T;
  if (!value || typeof value !== "object") return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, asOpenApi31(v)]));
  if (nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  return out as T;
}

/**
 * Collects the document from the routes registered after it: call before any route is added.
 * Better Auth's part is generated once here, so the JSON and the reference page agree.
 */
export async function registerOpenApi(app: FastifyInstance, deps: { auth: Auth; authEndpoints: string[] }): Promise<void> {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/auth/") || route.url.startsWith(DOCS_PATH) || route.schema?.hide) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      if (!route.config?.summary) throw new Error(`${method} ${route.url} has no summary: give it config: { summary } where the route is defined`);
    }
  });
  const better = await authPaths(deps.auth, new Set(deps.authEndpoints));

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Berean API",
        version: "1.0.0",
        description:
          "Berean's API: quizzes on the server's clock, results, leaderboards, streaks, the public hub, Pro billing, paid competitions, the Saturday live event, certificates and the admin area. Sign in through `/api/auth/sign-in/email`; the session travels in an httpOnly cookie. Every error answers `{ error: { code, message, fields? } }`.",
        license: { name: "Proprietary", url: "https://berean.app/terms" },
      },
      servers: [{ url: "/", description: "This server" }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "The session cookie set by sign-in (httpOnly; `__Secure-` prefixed over HTTPS).",
          },
        },
        schemas: {
          Error: {
            type: "object",
            required: ["error"],
            properties: {
              error: {
                type: "object",
                required: ["code", "message"],
                properties: {
                  code: { type: "string", description: "A stable code such as VALIDATION_FAILED, UNAUTHENTICATED, FORBIDDEN, PRO_REQUIRED, NOT_FOUND." },
                  message: { type: "string", description: "A sentence for the member." },
                  fields: { type: "object", additionalProperties: { type: "string" }, description: "The message of each wrong field." },
                },
              },
            },
          },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input) as { schema: Operation; url: string };
      const method = [input.route.method].flat()[0]!;
      const key = `${method} ${input.url}`;
      const operation: Operation = {
        ...transformed.schema,
        summary: input.route.config?.summary ?? key,
        operationId: operationIdOf(method, input.url),
        tags: transformed.schema.tags?.length ? transformed.schema.tags : [input.url.split("/")[2]!],
        security: accessOf(app, method, input.url) === "public" ? [] : [{ session: [] }],
      };
      return { schema: operation, url: transformed.url };
    },
    transformObject: (documents) => {
      if (!("openapiObject" in documents)) return documents.swaggerObject;
      const document = documents.openapiObject as { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };
      // Error responses are added here, on the finished operations (a route's schema speaks
      // Fastify's `response`, which holds only what the route itself declares).
      const paths: Record<string, Record<string, Operation>> = {};
      for (const [path, methods] of Object.entries(document.paths ?? {})) {
        const url = path.replace(/\{(\w+)\}/g, ":$1");
        paths[path] = Object.fromEntries(
          Object.entries(methods).map(([method, operation]) => [
            method,
            withResponses(operation, errorResponses(accessOf(app, method.toUpperCase(), url), method.toUpperCase(), url, operation)),
          ]),
        );
      }
      return {
        ...document,
        paths: { ...better.paths, ...paths },
        components: { ...document.components, schemas: { ...better.schemas, ...document.components?.schemas } },
      } as never;
    },
  });
}

/** The document as JSON and the reference page (Swagger UI, served from our own files). */
export async function registerDocsRoutes(app: FastifyInstance): Promise<void> {
  app.get(OPENAPI_PATH, { schema: { tags: ["docs"] }, config: { access: "public", summary: "This OpenAPI document" } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // No outside validator badge: the page loads nothing from elsewhere, under the site's own CSP.
    uiConfig: { docExpansion: "list", deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
    // The explorer bar would point readers at other documents: this page is Berean's only.
    theme: { title: "Berean API reference", css: [{ filename: "berean.css", content: ".swagger-ui .topbar { display: none }" }] },
  });
}
