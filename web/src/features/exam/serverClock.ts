import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * The server is the only clock (docs/design.md section 9). Each payload carries `serverNow`; the offset between it
 * and the device's clock at that moment turns the device's ticking into the server's time, so a device clock
 * set wrong (an hour ahead, or behind) neither gives nor takes time.
 */
export class ServerClock {
  private offsetMs = 0;

  constructor(private readonly deviceNow: () => number = Date.now) {}

  /** Takes the server's time from a payload (ISO string). */
  sync(serverNow: string | null | undefined) {
    const server = serverNow ? Date.parse(serverNow) : NaN;
    if (!Number.isNaN(server)) this.offsetMs = server - this.deviceNow();
  }

  get offset() {
    return this.offsetMs;
  }

  now(): number {
    return this.deviceNow() + this.offsetMs;
  }

  /** Milliseconds left until `endsAt` by the server's time (0 once past); null without an end. */
  remaining(endsAt: string | null | undefined): number | null {
    if (!endsAt) return null;
    return Math.max(0, Date.parse(endsAt) - this.now());
  }
}

/** The warnings of the countdown, in minutes left. */
export const COUNTDOWN_WARNINGS = [10, 5] as const;

export interface Countdown {
  /** Milliseconds left; null when untimed. */
  remaining: number | null;
  /** The latest warning passed (10 or 5 minutes), shown and announced once. */
  warning: (typeof COUNTDOWN_WARNINGS)[number] | null;
}

/**
 * Ticks every second against the server's clock; calls `onWarning` when 10 and then 5 minutes are left
 * (once each, not again after a reload past them) and `onExpire` once at zero.
 */
export function useCountdown(
  clock: ServerClock,
  endsAt: string | null | undefined,
  handlers: { onExpire?: () => void; onWarning?: (minutes: number) => void } = {},
): Countdown {
  const [remaining, setRemaining] = useState(() => clock.remaining(endsAt));
  const [warning, setWarning] = useState<Countdown['warning']>(null);
  const fired = useRef<{ expired: boolean; warned: Set<number> }>({ expired: false, warned: new Set() });
  const onWarning = useEffectEvent((minutes: number) => handlers.onWarning?.(minutes));
  const onExpire = useEffectEvent(() => handlers.onExpire?.());

  useEffect(() => {
    if (!endsAt) return;
    const tick = () => {
      const left = clock.remaining(endsAt) ?? 0;
      setRemaining(left);
      const state = fired.current;
      // From the smallest mark: a page opened past several shows the latest only.
      for (const minutes of [...COUNTDOWN_WARNINGS].sort((a, b) => a - b)) {
        if (left <= minutes * 60_000 && left > 0 && !state.warned.has(minutes)) {
          for (const m of COUNTDOWN_WARNINGS) if (m >= minutes) state.warned.add(m);
          setWarning(minutes);
          onWarning(minutes);
        }
      }
      if (left === 0 && !state.expired) {
        state.expired = true;
        onExpire();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [clock, endsAt]);

  return { remaining: endsAt ? remaining : null, warning };
}

/** `mm:ss`, or `h:mm:ss` from an hour. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
