/**
 * The flags the API server's node runs with, in `npm start` (scripts/start.mjs) and in the
 * benchmarks (bench/support.ts), so what is measured is what runs.
 *
 * - Source maps: a stack trace names our TypeScript files, not the compiled bundle.
 * - A heap limit: V8 sizes its heap from the machine's memory (gigabytes here) and, with room to
 *   spare, collects late, so the process grew to 381 MB under bench:event. The server's live data
 *   is small (caches are bounded); at HEAP_LIMIT_MB (default 224) of old space it collects sooner
 *   and stays under the 300 MB target. Raise it for a machine that needs it, never below ~160 MB
 *   (at 128 MB the same load spends its time collecting: p99 859 ms).
 */
export function serverNodeArgs(env = process.env) {
  const heapMb = Number(env.HEAP_LIMIT_MB ?? 224);
  if (!Number.isInteger(heapMb) || heapMb < 64) throw new Error(`HEAP_LIMIT_MB must be a whole number of megabytes (at least 64), not ${env.HEAP_LIMIT_MB}`);
  return ["--enable-source-maps", `--max-old-space-size=${heapMb}`];
}
