#!/usr/bin/env node
/**
 * Compiles the API for `npm start`: one ES module per entry point in apps/api/dist (with shared
 * chunks), our own code, packages/domain and the npm packages bundled, so no TypeScript compiler
 * runs at run time and start-up does not resolve hundreds of package files. Migrations, content and the web build are found from apps/api
 * (apps/api/src/paths.ts), the same as when running from the sources.
 *
 *   node scripts/build-api.mjs
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { decode, encode } from "@jridgewell/sourcemap-codec";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const api = join(root, "apps/api");
// npm packages are bundled too: resolving and loading hundreds of files one by one was half of
// the start-up time. Left to Node: packages that find their own files at run time (PGlite's WASM
// and data, pino's worker transports, Swagger UI's page files), optional native code, the optional Redis client,
// and the share cards' drawing (satori's layout WebAssembly, resvg's native code), loaded with the first card.
const external = ["@electric-sql/pglite", "pino", "thread-stream", "pg-native", "ioredis", "@fastify/swagger-ui", "satori", "@resvg/resvg-js"].flatMap(
  (name) => [name, `${name}/*`],
);

// V8 keeps a module's source one byte a character only while every character is Latin-1, and
// esbuild escapes strings but not regular expressions: a package's regular expression holding a
// wider character (tiny-case's apostrophe ’, through the calendar feed's ics and yup) made the
// whole server bundle two bytes a character. Those packages' files are read with the character
// escaped, which a regular expression reads the same.
const WIDE_IN_REGEX = /[\\/]node_modules[\\/]tiny-case[\\/].*\.js$/;
const escapeWide = {
  name: "escape-wide-characters",
  setup(build) {
    build.onLoad({ filter: WIDE_IN_REGEX }, (args) => ({
      contents: readFileSync(args.path, "utf8").replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
      loader: "js",
    }));
  },
};

// Chunk names change with their content: old ones must not pile up.
rmSync(join(api, "dist"), { recursive: true, force: true });
await build({
  // The share cards are drawn in a worker thread of their own (modules/sharing/card-drawer.ts).
  entryPoints: {
    server: join(api, "src/server.ts"),
    "admin-create": join(api, "src/admin-create.ts"),
    "db-migrate": join(api, "src/db/migrate-cli.ts"),
    "card-drawer": join(api, "src/modules/sharing/card-drawer.ts"),
  },
  outdir: join(api, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // Without comments and indentation the bundle is a third smaller, and V8 keeps each module's
  // source in memory for as long as the process runs. Names are kept, so stack traces and error
  // names read as written.
  minifyWhitespace: true,
  minifySyntax: true,
  // Maps for our own code's stack traces (source-mapped: the bundle's one long line reads as
  // our TypeScript files); the packages' original sources are not carried.
  sourcemap: true,
  sourcesContent: false,
  external,
  // Bundled CommonJS packages still call require() for Node's built-ins.
  banner: { js: "import { createRequire as __bereanCreateRequire } from 'node:module'; const require = __bereanCreateRequire(import.meta.url);" },
  logLevel: "warning",
  plugins: [escapeWide],
});

// The maps keep our own code's positions and, for the packages, where each stretch of a package's
// code begins (so a frame inside a package still names its file): nine of ten positions were the
// packages', and Node decodes a file's whole map the first time a stack trace passes through it,
// on the event loop (server.mjs's: 250 ms and 70 MB), so that first error stalled every request.
for (const file of readdirSync(join(api, "dist")).filter((name) => name.endsWith(".mjs.map"))) {
  const path = join(api, "dist", file);
  const map = JSON.parse(readFileSync(path, "utf8"));
  const ours = map.sources.map((source) => !source.includes("node_modules/"));
  let previousSource = -1;
  const lines = decode(map.mappings).map((segments) =>
    segments.filter((segment) => {
      if (segment.length === 1) return false;
      const keep = ours[segment[1]] || segment[1] !== previousSource;
      previousSource = segment[1];
      return keep;
    }),
  );
  writeFileSync(path, JSON.stringify({ ...map, mappings: encode(lines) }));
}

// V8 keeps a module's source one byte a character only while every character is Latin-1: one en
// dash in a regular expression (esbuild escapes strings, not regular expressions) or a comment
// doubled the server's resident source. Said here, so it does not come back unnoticed.
for (const file of readdirSync(join(api, "dist")).filter((name) => name.endsWith(".mjs"))) {
  const wide = readFileSync(join(api, "dist", file), "utf8").match(/[\u0100-\uffff]/);
  if (wide)
    console.warn(
      `warning: apps/api/dist/${file} holds ${JSON.stringify(wide[0])} (U+${wide[0].codePointAt(0).toString(16).toUpperCase()}): V8 keeps all of it two bytes a character; escape it in the source`,
    );
}
console.log("Compiled the API into apps/api/dist.");
