import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining, ServerClock, useCountdown } from './serverClock';

afterEach(() => vi.useRealTimers());

const SERVER_NOW = '2026-11-25T10:00:00.000Z';
const ENDS_AT = '2026-11-25T10:30:00.000Z';

describe('the server clock', () => {
  it('counts from the server time, whatever the device clock says', () => {
    let device = Date.parse(SERVER_NOW);
    const clock = new ServerClock(() => device);
    clock.sync(SERVER_NOW);
    expect(clock.remaining(ENDS_AT)).toBe(30 * 60_000);

    // A device an hour ahead: the same 30 minutes, not none; an hour behind: not 90 minutes.
    for (const skew of [3_600_000, -3_600_000]) {
      device = Date.parse(SERVER_NOW) + skew;
      const skewed = new ServerClock(() => device);
      skewed.sync(SERVER_NOW);
      expect(skewed.remaining(ENDS_AT)).toBe(30 * 60_000);
      device += 60_000;
      expect(skewed.remaining(ENDS_AT)).toBe(29 * 60_000);
    }
  });

  it('is corrected by every payload and never goes below zero', () => {
    let device = 0;
    const clock = new ServerClock(() => device);
    clock.sync(SERVER_NOW);
    device = 20 * 60_000; // the device says 20 minutes passed
    clock.sync('2026-11-25T10:05:00.000Z'); // the server says 5
    expect(clock.remaining(ENDS_AT)).toBe(25 * 60_000);
    device += 60 * 60_000;
    expect(clock.remaining(ENDS_AT)).toBe(0);
    expect(clock.remaining(null)).toBeNull();
  });

  it('formats minutes and seconds, and hours when there are', () => {
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
    expect(formatRemaining(400)).toBe('00:01');
  });
});

function Probe({
  clock,
  onExpire,
  onWarning,
}: {
  clock: ServerClock;
  onExpire: () => void;
  onWarning: (m: number) => void;
}) {
  const { remaining, warning } = useCountdown(clock, ENDS_AT, { onExpire, onWarning });
  return (
    <p>
      {remaining === null ? '' : formatRemaining(remaining)} {warning ?? ''}
    </p>
  );
}

describe('the countdown', () => {
  it('warns at 10 and 5 minutes once each and expires once at zero, with the device an hour ahead', () => {
    vi.useFakeTimers({ now: Date.parse(SERVER_NOW) + 3_600_000 });
    const clock = new ServerClock();
    clock.sync('2026-11-25T10:19:00.000Z'); // 11 minutes left
    const onExpire = vi.fn();
    const onWarning = vi.fn();
    render(<Probe clock={clock} onExpire={onExpire} onWarning={onWarning} />);
    expect(screen.getByText(/^11:00/)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onWarning.mock.calls).toEqual([[10]]);
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(onWarning.mock.calls).toEqual([[10], [5]]);
    expect(screen.getByText(/^05:00 5/)).toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(5 * 60_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^00:00/)).toBeInTheDocument();
  });

  it('opened with 3 minutes left shows the 5-minute warning only', () => {
    vi.useFakeTimers({ now: 0 });
    const clock = new ServerClock();
    clock.sync('2026-11-25T10:27:00.000Z');
    const onWarning = vi.fn();
    render(<Probe clock={clock} onExpire={() => undefined} onWarning={onWarning} />);
    expect(onWarning.mock.calls).toEqual([[5]]);
  });
});
