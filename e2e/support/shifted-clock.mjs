/**
 * Loaded with `node --import` into a test server: its clock starts at BEREAN_CLOCK_START and runs
 * on from there (Date only; timers keep real time). Lets a browser test meet the Saturday event on
 * any day of the week. Never used by `npm start`.
 */
const start = Date.parse(process.env.BEREAN_CLOCK_START ?? "");
if (!Number.isNaN(start)) {
  const RealDate = globalThis.Date;
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
