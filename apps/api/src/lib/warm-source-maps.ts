import { readdirSync } from "node:fs";
import { findSourceMap } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Reads the source maps of the compiled server's loaded files once, at start, before it listens.
 * With `--enable-source-maps` (scripts/server-node-args.mjs) Node decodes a file's map the first
 * time a stack trace passes through it, on the event loop, with every request waiting. That first
 * stack trace came with the first refused sign-in (Better Auth reads its error's stack), so a wave
 * of wrong passwords stalled the Saturday event's answers once (bench:abuse, docs/benchmarks.md).
 * Decoded here, it costs the start instead: about 80 ms now that the maps keep only our own
 * code's positions (scripts/build-api.mjs), where the whole maps took 260 ms and 70 MB.
 * Returns the milliseconds spent; nothing to do when maps are off or the server runs from sources.
 */
export function warmSourceMaps(entryUrl: string): number {
  if (!process.sourceMapsEnabled || !entryUrl.endsWith(".mjs")) return 0;
  const started = performance.now();
  const dir = dirname(fileURLToPath(entryUrl));
  for (const file of readdirSync(dir)) {
    // A file not loaded yet has no map to decode (undefined); it is decoded when first needed.
    if (file.endsWith(".mjs")) findSourceMap(pathToFileURL(join(dir, file)).href);
  }
  return performance.now() - started;
}
