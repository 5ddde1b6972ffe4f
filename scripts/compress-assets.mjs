#!/usr/bin/env node
/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text asset of a web build, once at
 * build time, so the server sends compressed files without compressing on every request
 * (@fastify/static `preCompressed`).   node scripts/compress-assets.mjs apps/web/dist
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = process.argv[2];
if (!root) {
  console.error("usage: compress-assets.mjs <build folder>");
  process.exit(2);
}
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name)) {
      const content = readFileSync(path);
      if (content.length < 1024) continue;
      const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      files += 1;
      before += content.length;
      after += br.length;
    }
  }
}
walk(root);
console.log(`compressed ${files} assets: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB with Brotli`);
