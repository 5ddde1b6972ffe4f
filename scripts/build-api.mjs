#!/usr/bin/env node
/**
 * Compiles the API for `npm start`: one ES module per entry point in apps/api/dist (with shared
 * chunks), our own code, packages/domain and the npm packages bundled, so no TypeScript compiler
 * runs at run time and start-up does not resolve hundreds of package files. Migrations, content and the web build are found from apps/api
 * (apps/api/src/paths.ts), the same as when running from the sources.
 *
 *   node scripts/build-api.mjs
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const api = join(root, "apps/api");
// npm packages are bundled too: resolving and loading hundreds of files one by one was half of
// the start-up time. Left to Node: packages that find their own files at run time (PGlite's WASM
// and data, pino's worker transports, Swagger UI's page files), optional native code, and the optional Redis client.
const external = ["@electric-sql/pglite", "pino", "thread-stream", "pg-native", "ioredis", "@fastify/swagger-ui"].flatMap((name) => [name, `${name}/*`]);

// Chunk names change with their content: old ones must not pile up.
rmSync(join(api, "dist"), { recursive: true, force: true });
await build({
  entryPoints: { server: join(api, "src/server.ts"), "admin-create": join(api, "src/admin-create.ts") },
  outdir: join(api, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // Maps for our own code's stack traces; the packages' original sources are not carried.
  sourcemap: true,
  sourcesContent: false,
  external,
  // Bundled CommonJS packages still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __bereanCreateRequire } from 'node:module'; const require = __bereanCreateRequire(import.meta.url);" },
  logLevel: "warning",
});
console.log("Compiled the API into apps/api/dist.");
