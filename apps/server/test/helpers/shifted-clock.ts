// Preloaded (node --import) into a service process a fault test starts, to move its clock: with
// UPSTREAM_TEST_CLOCK_OFFSET_MS set, `Date.now()` and `new Date()` read that much later, so a cron slot (the
// 10:00 ET digest) comes due while the test runs. Dates built from a value (the database's timestamps) are
// left as they are. Test harness only: the service itself has no way to move its clock.
const offset = Number(process.env.UPSTREAM_TEST_CLOCK_OFFSET_MS ?? 0);

if (offset) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<typeof Date> | []) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<typeof Date>));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
