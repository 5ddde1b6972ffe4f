/**
 * Who may call what: every API route × every kind of caller, expected allow or deny
 * (docs/security.md 9, checked by lib/access.test.ts against the running server). Each feature
 * keeps the rows of the routes it registers in its own modules/<feature>/access-matrix.ts
 * (`export const ACCESS_ROWS`); this file holds what they share (the callers, the fixtures, the
 * row's shape, the caller lists), the rows no feature owns (the platform's API document, Better
 * Auth's endpoints), and loadAuthorizationMatrix(), which gathers them all from the folders.
 *
 * The callers:
 * - visitor: no session.
 * - unverified: a session whose owner's address is not (or no longer) verified.
 * - free: a verified member on the free plan; owns the quiz attempt, its result and a checkout.
 * - pro: a Pro member; owns the competition entry, its attempt, a certificate and a portal session.
 * - admin: an administrator (free plan), who owns none of the members' things.
 * - other: another Pro member, who owns nothing: the "someone else's id" caller.
 *
 * Deny means refused with 401, 403 or 404 (a member asking for another's attempt is told it does
 * not exist). Allow means past every check of who may call: never 401 or 403, and on a row marked
 * `owned`, never 404 either (the owner's own resource is found). Bodies are empty on purpose: an
 * allowed caller may still be told 400 or 409, which is the route's business, not the policy's.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const CALLERS = ["visitor", "unverified", "free", "pro", "admin", "other"] as const;
export type Caller = (typeof CALLERS)[number];

/** Ids of the resources the test creates before it calls anything. */
export interface Fixtures {
  quizId: number;
  /** The free member's finished attempt. */
  attemptId: number;
  /** The free member's Pro checkout, not paid. */
  checkoutId: string;
  /** The Pro member's customer-portal session, and their subscription it shows. */
  portalId: string;
  subscriptionId: string;
  /** An active competition the Pro member paid for and started. */
  competitionId: number;
  /** A certificate of the Pro member's. */
  certificateCode: string;
  eventId: number;
}

export interface MatrixRow {
  /** The concrete path to call. */
  path: (f: Fixtures) => string;
  allow: readonly Caller[];
  /** The path names a caller's own resource: only its owner finds it. */
  owned?: boolean;
  /** A well-formed body, so that the call reaches the check of who owns what. */
  body?: (f: Fixtures) => unknown;
  /** Not exposed at all: Better Auth endpoints left out of our allowlist answer 404 to everyone. */
  unexposed?: boolean;
}

export const EVERYONE: readonly Caller[] = CALLERS;
export const MEMBERS: readonly Caller[] = ["free", "pro", "admin", "other"];
// Administrators see and may enter competitions as Pro members do.
export const PRO: readonly Caller[] = ["pro", "admin", "other"];
export const ADMIN: readonly Caller[] = ["admin"];
export const NONE = 999_999;
/** A game id no game has. */
export const NO_GAME = "00000000-0000-4000-8000-000000000000";

export const at = (path: string) => () => path;

/** The platform's own routes (lib/openapi.ts, registered by app.ts), which no feature registers. */
const PLATFORM_ROWS: Record<string, MatrixRow> = {
  // Anyone
  "GET /api/openapi.json": { path: at("/api/openapi.json"), allow: EVERYONE },
  "GET /api/docs": { path: at("/api/docs"), allow: EVERYONE },
};

/**
 * Better Auth's endpoints, behind modules/auth's one /api/auth/* route: no route of the server's
 * own (the test's check of every route leaves them aside). Called last, for sign-out.
 */
const BETTER_AUTH_ROWS: Record<string, MatrixRow> = {
  // Better Auth's own endpoints: only those in modules/auth/schemas.ts are exposed (it guards them itself)
  "GET /api/auth/get-session": { path: at("/api/auth/get-session"), allow: EVERYONE },
  // The session and the current password are the check: an unverified holder of both owns the account.
  "POST /api/auth/change-password": {
    path: at("/api/auth/change-password"),
    allow: [...MEMBERS, "unverified"],
    // Every caller's password (test/harness.ts), kept as it is.
    body: () => ({ currentPassword: "correct horse battery", newPassword: "correct horse battery" }),
  },
  // Never exposed: the admin plugin's endpoints (roles, bans, impersonation) and account edits
  // go through Berean's own routes, which write the audit log.
  "GET /api/auth/list-sessions": { path: at("/api/auth/list-sessions"), allow: [], unexposed: true },
  "POST /api/auth/update-user": { path: at("/api/auth/update-user"), allow: [], unexposed: true, body: () => ({ name: "Mallory" }) },
  "GET /api/auth/admin/list-users": { path: at("/api/auth/admin/list-users"), allow: [], unexposed: true },
  "POST /api/auth/admin/set-role": { path: at("/api/auth/admin/set-role"), allow: [], unexposed: true, body: () => ({ userId: "x", role: "admin" }) },
  "POST /api/auth/admin/ban-user": { path: at("/api/auth/admin/ban-user"), allow: [], unexposed: true, body: () => ({ userId: "x" }) },
  "POST /api/auth/admin/impersonate-user": { path: at("/api/auth/admin/impersonate-user"), allow: [], unexposed: true, body: () => ({ userId: "x" }) },
  "POST /api/auth/admin/remove-user": { path: at("/api/auth/admin/remove-user"), allow: [], unexposed: true, body: () => ({ userId: "x" }) },
  // Last: it ends every caller's session.
  "POST /api/auth/sign-out": { path: at("/api/auth/sign-out"), allow: EVERYONE },
};

/** What the folders hold, gathered. */
export interface AuthorizationMatrix {
  /** Every row, in the order the test calls them: the platform's, each feature's (by folder name), Better Auth's last. */
  rows: Record<string, MatrixRow>;
  /** Where each row is kept, relative to apps/api/src (modules/<feature>/access-matrix.ts, or this file). */
  fileOf: ReadonlyMap<string, string>;
}

const SRC = fileURLToPath(new URL("../", import.meta.url));
const THIS_FILE = "test/authorization-matrix.ts";
/** The file of a feature's folder that holds its rows: test support, never imported by the app. */
export const ACCESS_MATRIX_FILE = "access-matrix.ts";

/**
 * The whole matrix: this file's rows and every modules/<feature>/access-matrix.ts found in the
 * folders (no list kept by hand). Two files with a row for the same route are an error: a route
 * has one row, kept by the feature that registers it.
 */
export async function loadAuthorizationMatrix(): Promise<AuthorizationMatrix> {
  const modules = join(SRC, "modules");
  const parts: [string, Record<string, MatrixRow>][] = [[THIS_FILE, PLATFORM_ROWS]];
  const features = readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(modules, entry.name, ACCESS_MATRIX_FILE)))
    .map((entry) => entry.name)
    .sort();
  for (const feature of features) {
    const file = `modules/${feature}/${ACCESS_MATRIX_FILE}`;
    const { ACCESS_ROWS } = (await import(pathToFileURL(join(SRC, file)).href)) as { ACCESS_ROWS?: Record<string, MatrixRow> };
    if (!ACCESS_ROWS) throw new Error(`${file} exports no ACCESS_ROWS: export const ACCESS_ROWS: Record<string, MatrixRow> = { … }`);
    parts.push([file, ACCESS_ROWS]);
  }
  parts.push([THIS_FILE, BETTER_AUTH_ROWS]);

  const rows: Record<string, MatrixRow> = {};
  const fileOf = new Map<string, string>();
  for (const [file, part] of parts) {
    for (const [route, row] of Object.entries(part)) {
      const first = fileOf.get(route);
      if (first)
        throw new Error(
          `The authorization matrix has two rows for ${route}: in ${first} and in ${file}. Keep one, in the folder of the feature that registers the route.`,
        );
      rows[route] = row;
      fileOf.set(route, file);
    }
  }
  return { rows, fileOf };
}

/** A feature's source files, tests and its rows aside, as one text. */
function featureSource(feature: string): string {
  const dir = join(SRC, "modules", feature);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== ACCESS_MATRIX_FILE)
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .join("\n");
}

/** A path as written in source, a "string" or a `template` whose ${…} stand for one segment each, as a pattern. */
const pathPattern = (written: string) =>
  new RegExp(
    `^${written
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
      .join("[^/]+")}$`,
  );

/**
 * The rows a feature keeps for routes it does not register, one message each, naming the file.
 * Read from the sources: the row's path must be written in one of the feature's files (its tests
 * aside), as a string, as a template (`/api/admin/flags/${HIDE_MEMBERSHIP_SECTION}`), or as a
 * constant of lib/ the feature names (VERIFIED_CALLBACK_PATH). A path mentioned by a feature
 * without being registered there would pass: this catches a row put in the wrong folder, not every
 * mistake.
 */
export function misplacedRows({ fileOf }: AuthorizationMatrix): string[] {
  const libConstants = new Map<string, string>();
  for (const name of readdirSync(join(SRC, "lib")).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts")))
    for (const match of readFileSync(join(SRC, "lib", name), "utf8").matchAll(/export const (\w+) = "(\/api\/[^"]*)"/g)) libConstants.set(match[1]!, match[2]!);

  const written = new Map<string, RegExp[]>();
  const pathsOf = (feature: string) => {
    if (!written.has(feature)) {
      const text = featureSource(feature);
      const paths = [...text.matchAll(/"(\/api\/[^"\s]*)"|`(\/api\/[^`\s]*)`/g)].map((match) => match[1] ?? match[2]!);
      for (const [name, path] of libConstants) if (new RegExp(`\\b${name}\\b`).test(text)) paths.push(path);
      written.set(feature, paths.map(pathPattern));
    }
    return written.get(feature)!;
  };

  const problems: string[] = [];
  for (const [route, file] of fileOf) {
    const feature = /^modules\/([^/]+)\//.exec(file)?.[1];
    if (!feature) continue;
    const path = route.split(" ")[1]!;
    if (!pathsOf(feature).some((pattern) => pattern.test(path)))
      problems.push(`${file} holds a row for ${route}, which modules/${feature} does not register: move it to the access-matrix.ts of the feature that does`);
  }
  return problems;
}
