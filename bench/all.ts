/**
 * `npm run bench:all`: the benchmarks one after another, each on its own fresh PostgreSQL database
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) with shorter settings than when
 * run alone, then one table: each figure beside its target and its anchor measured in the same run
 * (raw INSERTs for the answers, bare Fastify for the reads and the start, the naive GROUP BY for
 * the leaderboard). Each benchmark's own output goes to a log whose path is printed; the history
 * stays in docs/benchmarks.md.
 *
 *   BENCH_ONLY=reads,game   run only these (start, answers, reads, leaderboard, game, lighthouse)
 *   BENCH_FULL=1            each with its own default settings (longer) instead of the short ones
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Figure } from "./support.ts";
import { root } from "./support.ts";

/** Each benchmark and its short settings. */
const BENCHES: Array<{ name: string; short: Record<string, string> }> = [
  { name: "start", short: { BENCH_RUNS: "3" } },
  { name: "answers", short: { BENCH_ATTEMPTS: "300" } },
  { name: "reads", short: { BENCH_SECONDS: "5" } },
  { name: "leaderboard", short: { BENCH_ATTEMPTS: "200000", BENCH_MEMBERS: "10000", BENCH_RUNS: "100", BENCH_NAIVE_RUNS: "5" } },
  { name: "game", short: { BENCH_GAMES: "4", BENCH_PLAYERS: "100", BENCH_BIG: "300", BENCH_QUESTIONS: "6" } },
  { name: "lighthouse", short: {} },
];

const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const scratch = mkdtempSync(join(tmpdir(), "berean-bench-all-"));
const summary = join(scratch, "figures.jsonl");
const failed: string[] = [];

for (const bench of BENCHES.filter((b) => !only || only.includes(b.name))) {
  const log = join(scratch, `${bench.name}.log`);
  const started = Date.now();
  process.stdout.write(`bench:${bench.name} … `);
  const status = await new Promise<number>((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(process.execPath, ["--import", "tsx", join(root, `bench/${bench.name}.ts`)], {
      cwd: root,
      env: {
        ...process.env,
        ...(process.env.BENCH_FULL ? {} : bench.short),
        DATABASE_URL: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
        BENCH_SUMMARY: summary,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("exit", (code) => {
      out.end();
      resolve(code ?? 1);
    });
  });
  console.log(`${status === 0 ? "done" : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s — ${log}`);
  if (status !== 0) failed.push(bench.name);
}

const figures: Figure[] = existsSync(summary)
  ? readFileSync(summary, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Figure)
  : [];
const shown = (f: Figure) => `${f.value >= 100 ? f.value.toFixed(0) : f.value.toFixed(1)}${f.unit ? ` ${f.unit}` : ""}`;
const rows = figures.map((f) => [f.bench, f.figure, shown(f), f.target?.text ?? "", f.target ? (f.target.met ? "met" : "MISSED") : "", f.anchor ?? ""]);
const header = ["bench", "figure", "value", "target", "", "anchor (same run)"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join("  ")
    .trimEnd();
console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
for (const row of rows) console.log(line(row));
const missed = figures.filter((f) => f.target && !f.target.met).length;
console.log(`\n${figures.length} figures, ${missed} short of their target${failed.length ? `; failed: ${failed.join(", ")}` : ""}`);
process.exit(failed.length ? 1 : 0);
