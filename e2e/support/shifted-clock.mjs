/**
 * Loaded with `node --import` into a test server: its clock starts at BEREAN_CLOCK_START and runs
 * on from there (Date only; timers keep real time). Lets a browser test meet the Saturday event on
 * any day of the week. Never used by `npm start`.
 *
 * A Proxy rather than a subclass: `Date.prototype` stays the real one, so libraries that read its
 * methods (date-fns' TZDate copies them) keep working.
 *
 * The clock can also be moved forward while the server runs, through `advance(ms)` left on
 * globalThis: with BEREAN_TEST_CLOCK=true (never in production) the server offers it at
 * POST /dev/clock (apps/api/src/modules/dev/clock.ts), so a test skips minutes instead of waiting.
 */
const start = Date.parse(process.env.BEREAN_CLOCK_START ?? "");
if (!Number.isNaN(start)) {
  const RealDate = globalThis.Date;
  let offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, prop, receiver) => (prop === "now" ? now : Reflect.get(target, prop, receiver)),
  });
  globalThis[Symbol.for("berean.shiftedClock")] = {
    /** Moves the clock `ms` forward; returns the new now. */
    advance(ms) {
      offset += ms;
      return now();
    },
  };
}
