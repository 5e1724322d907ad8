// Preloaded into the app server by tests that need it to live at another moment (e.g. late
// evening in Mexico City): moves Date by E2E_CLOCK_OFFSET_MS. Test harness only, like libfaketime.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
if (offset !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + offset);
      else super(...args);
    }
    static now() {
      return realNow() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
