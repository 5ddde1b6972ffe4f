#!/usr/bin/env node
/**
 * Compiles the API for `npm start`: one ES module per entry point in apps/api/dist, with our own
 * code and packages/domain bundled and every npm dependency left to Node, so no TypeScript
 * compiler runs at run time. Migrations, content and the web build are found from apps/api
 * (apps/api/src/paths.ts), the same as when running from the sources.
 *
 *   node scripts/build-api.mjs
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const api = join(root, "apps/api");
// Every npm package the API, the shared domain and the server-rendered pages of the web app use
// stays a package that Node loads: only our own TypeScript is compiled and bundled.
const dependencies = ["apps/api", "apps/web", "packages/domain"].flatMap((dir) => {
  const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
});
const external = [...new Set(dependencies)].filter((name) => !name.startsWith("@berean/")).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: join(api, "src/server.ts"), "admin-create": join(api, "src/admin-create.ts") },
  outdir: join(api, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
console.log("Compiled the API into apps/api/dist.");
