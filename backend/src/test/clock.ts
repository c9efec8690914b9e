import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Fixes "now" for this test file (docs/testing.md, "Time in tests"): from its first hook on, `Date` (and with it
 * PGlite's now()) starts at `instant` and runs on from there; timers stay real. Call it at the top of the file,
 * before the other hooks; write the instant with the academy's offset (+07:00) where the product reads the
 * academy's day. Returns the instant, for dates the test derives from it.
 */
export function fixClock(instant: string): Date {
  const now = new Date(instant);
  if (Number.isNaN(now.getTime())) throw new Error(`fixClock: not an instant: ${instant}`);
  beforeAll(
    () => void vi.useFakeTimers({ toFake: ['Date'], now, shouldAdvanceTime: true, advanceTimeDelta: 1 }),
  );
  afterAll(() => void vi.useRealTimers());
  return now;
}
