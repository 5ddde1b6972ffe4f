/**
 * The API's own response times over the last minutes, for the admin dashboard's System Status:
 * a bucket per minute, each keeping at most SAMPLES_PER_MINUTE samples (reservoir sampling, so a
 * busy minute is represented fairly without growing), kept for WINDOW_MINUTES.
 */
const WINDOW_MINUTES = 5;
const SAMPLES_PER_MINUTE = 1000;

export class LatencyWindow {
  private readonly buckets = new Map<number, { seen: number; samples: number[] }>();

  record(ms: number, now = Date.now()): void {
    const minute = Math.floor(now / 60_000);
    let bucket = this.buckets.get(minute);
    if (!bucket) {
      bucket = { seen: 0, samples: [] };
      this.buckets.set(minute, bucket);
      for (const key of this.buckets.keys()) if (key <= minute - WINDOW_MINUTES) this.buckets.delete(key);
    }
    bucket.seen += 1;
    if (bucket.samples.length < SAMPLES_PER_MINUTE) bucket.samples.push(ms);
    else {
      const slot = Math.floor(Math.random() * bucket.seen);
      if (slot < SAMPLES_PER_MINUTE) bucket.samples[slot] = ms;
    }
  }

  /** The median response time (ms) and how many requests it covers, over the window; null median when there were none. */
  summary(now = Date.now()): { p50Ms: number | null; requests: number } {
    const minute = Math.floor(now / 60_000);
    const samples: number[] = [];
    let requests = 0;
    for (const [key, bucket] of this.buckets) {
      if (key <= minute - WINDOW_MINUTES) continue;
      samples.push(...bucket.samples);
      requests += bucket.seen;
    }
    if (samples.length === 0) return { p50Ms: null, requests: 0 };
    samples.sort((a, b) => a - b);
    const mid = samples.length >> 1;
    const p50 = samples.length % 2 ? samples[mid]! : (samples[mid - 1]! + samples[mid]!) / 2;
    return { p50Ms: Math.round(p50 * 10) / 10, requests };
  }
}
