import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, toastAreaReady } from '../ui/toast';
import { TOAST_AREA_DELAY_MS, WithToasts } from './WithToasts';

describe('the toast area (issue 29 point 3)', () => {
  afterEach(() => vi.useRealTimers());

  it('does not load with the page, then loads after its delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = render(
      <WithToasts>
        <p>page</p>
      </WithToasts>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_AREA_DELAY_MS - 1));
    expect(toastAreaReady()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(toastAreaReady()).toBe(true));
    unmount();
    expect(toastAreaReady()).toBe(false);
  });

  it('loads at the first toast, which then shows', async () => {
    const { unmount } = render(
      <WithToasts>
        <p>page</p>
      </WithToasts>,
    );
    expect(toastAreaReady()).toBe(false);
    toast.error('Không gửi được', 'Mất kết nối');
    expect(await screen.findByText('Không gửi được')).toBeInTheDocument();
    expect(toastAreaReady()).toBe(true);
    unmount();
  });
});
