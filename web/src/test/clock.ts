import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Fixes "now" for this test file (docs/testing.md, "Time in tests"): from its first hook on, `Date` starts at
 * `instant` and runs on from there; timers stay real, so Testing Library's waits and user-event work as usual.
 * Call it at the top of the file; write the instant with the academy's offset (+07:00). Returns the instant.
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
