import type { Db } from "../../db/client.ts";
import { queueDueReminders } from "./queue-reminders.ts";
import { sendDueReminders, type SenderDeps } from "./send-reminders.ts";

/** Every instance sweeps this often: queue what the clock has made due, then send what is due. */
export const SWEEP_MS = 30_000;

/** Each database handle's running sweep, so a mail queued by a request goes out now rather than at the next tick. */
const wakers = new WeakMap<Db, () => void>();

/** Asks this instance's sweep to run now (after the one under way); nothing when this instance runs none. */
export function wakeReminderSweep(db: Db): void {
  wakers.get(db)?.();
}

export interface SweepDeps extends SenderDeps {
  log: { error(obj: object, message: string): void };
}

/**
 * One sweep now and then every SWEEP_MS, never two at once on one instance (a wake during a sweep
 * runs one more after it). Returns the stop, which lets the batch under way finish and waits for it.
 */
export function startReminderSweep(deps: SweepDeps, everyMs = SWEEP_MS): () => Promise<void> {
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      await queueDueReminders(deps.db, deps.timeZone, new Date());
      await sendDueReminders(deps, { stopped: () => stopped });
    })()
      .catch((error: unknown) => deps.log.error({ err: error }, "reminder sweep failed"))
      .finally(() => {
        current = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  wakers.set(deps.db, tick);
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    if (wakers.get(deps.db) === tick) wakers.delete(deps.db);
    await current;
  };
}
