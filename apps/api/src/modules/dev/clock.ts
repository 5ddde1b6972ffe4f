import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { notFound } from "../../lib/errors.ts";
import { isLoopback } from "./routes.ts";

export const TEST_CLOCK_PATH = "/dev/clock";

/** What e2e/support/shifted-clock.mjs leaves on globalThis when it moves a test server's clock. */
const CLOCK_KEY = Symbol.for("berean.shiftedClock");
type ShiftedClock = { advance(ms: number): number };

const AdvanceSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600_000),
});

/**
 * Moves a test server's clock forward (`POST /dev/clock {"advanceMs": …}`), so a browser test
 * meets the Saturday event's close without waiting minutes for it. It exists only when all of
 * these hold: not production, BEREAN_TEST_CLOCK=true, and the shifted clock
 * (e2e/support/shifted-clock.mjs) loaded into the process; and, like the dev mailbox, it answers
 * this machine only. `npm start` sets none of them; loadConfig refuses the variable in production.
 */
export async function testClockRoutes(app: FastifyInstance, config: Config): Promise<void> {
  const clock = (globalThis as { [CLOCK_KEY]?: ShiftedClock })[CLOCK_KEY];
  if (config.env === "production" || !config.testClock || !clock) return;
  app.log.warn({ event: "dev.test_clock" }, `test clock control on at ${TEST_CLOCK_PATH}`);
  app.withTypeProvider<ZodTypeProvider>().post(TEST_CLOCK_PATH, { schema: { hide: true, body: AdvanceSchema } }, async (request) => {
    if (!isLoopback(request)) throw notFound();
    return { now: new Date(clock.advance(request.body.advanceMs)).toISOString() };
  });
}
