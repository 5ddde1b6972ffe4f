import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The API package's folder (apps/api), found from this module's own place, so the paths below are
 * the same whether the server runs from its TypeScript sources (tests, `npm run dev`) or from the
 * compiled bundle in apps/api/dist (`npm start`).
 */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "@berean/api") return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("apps/api/package.json not found above the API's code");
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = join(API_ROOT, "../..");
export const MIGRATIONS_DIR = join(API_ROOT, "src/db/migrations");
export const CONTENT_DIR = join(REPO_ROOT, "content");
export const WEB_DIST = join(REPO_ROOT, "apps/web/dist");
