#!/usr/bin/env node
/**
 * How fast this machine runs fixed work right now, printed with CI's stage times so that two runs'
 * figures can be compared: the same 2-core machine has run the same commit's CI in 613 s and in
 * 1,223 s hours apart. Two measures, median of five: one password hash as Berean makes it (scrypt
 * N=16384, r=16, in Node's thread pool: CPU and memory bandwidth) and a fixed loop of JavaScript (the
 * CPU alone). On the 613-s run the hash took 65 ms.
 */
import { scryptSync } from "node:crypto";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(fn) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    fn();
    runs.push(performance.now() - start);
  }
  return Math.round(median(runs));
}

const hash = time(() => scryptSync("in the beginning was the word", "salt-of-sixteen!", 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 }));
const loop = time(() => {
  let x = 0;
  for (let i = 0; i < 50_000_000; i++) x = (x * 31 + i) | 0;
  return x;
});
console.log(`machine speed: ${cpus().length} cores; a password hash ${hash} ms (65 on the 613-s run), a fixed JavaScript loop ${loop} ms`);
