import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogueParts } from '../../app/i18n';
import { AudioPlayer } from './AudioPlayer';
import type { ExamStore } from './examStore';
import type { ClipPlays_PlaysFragment } from '../../gql/graphql';
import { ServerClock } from './serverClock';
import type { ClipPlayStart } from './useStartClipPlay';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['exam', 'questionView']));

/** The device's marks in a map instead of IndexedDB. */
function device(marks: Record<string, unknown> = {}) {
  const store = {
    getMark: (key: string) => Promise.resolve(marks[key]),
    setMark: (key: string, value: unknown) => {
      marks[key] = value;
      return Promise.resolve();
    },
  };
  return { marks, ref: { current: store as unknown as ExamStore } };
}

// jsdom plays nothing: play() fires `play`, as a browser does once the clip starts.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

const player = (d: ReturnType<typeof device>) =>
  render(<AudioPlayer url="/media/s1.mp3" limit={1} playsKey="plays:a1:m1" store={d.ref} strict />);
const clip = () => document.querySelector('audio')!;

describe('the IELTS listening player (played once)', () => {
  it('plays through once, without a pause, undoing a seek, and not again', async () => {
    const d = device();
    player(d);
    const user = userEvent.setup();
    expect(await screen.findByText('Còn 1 lần nghe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Phát' }));
    // Playing: no pause, and the play is counted on the device.
    expect(screen.getByRole('button', { name: 'Đang phát…' })).toBeDisabled();
    expect(d.marks['plays:a1:m1']).toBe(1);
    act(() => {
      clip().currentTime = 12;
      fireEvent.timeUpdate(clip());
    });
    // A seek by other means (the browser's menu, media keys) goes back.
    act(() => {
      clip().currentTime = 95;
      fireEvent.seeking(clip());
    });
    expect(clip().currentTime).toBe(12);
    act(() => {
      clip().currentTime = 0;
      fireEvent.seeking(clip());
    });
    expect(clip().currentTime).toBe(12);
    fireEvent.ended(clip());
    expect(await screen.findByText('Bạn đã hết lượt nghe đoạn ghi âm này')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phát' })).toBeDisabled();
  });

  it('goes on from where it was after a reload, without counting another play', async () => {
    // The clip's only play stopped at 40 s when the page reloaded.
    const d = device({ 'plays:a1:m1': 1, 'plays:a1:m1:at': 40 });
    player(d);
    const user = userEvent.setup();
    expect(await screen.findByText('Bài nghe phát tiếp từ chỗ đã dừng')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nghe tiếp' }));
    expect(clip().currentTime).toBe(40);
    expect(d.marks['plays:a1:m1']).toBe(1);
    expect(screen.getByRole('button', { name: 'Đang phát…' })).toBeDisabled();
  });

  it('goes on from where it stopped when the page stops it (a fresh media link), without another play', async () => {
    const d = device();
    player(d);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Phát' }));
    act(() => {
      clip().currentTime = 25;
      fireEvent.timeUpdate(clip());
    });
    // The element stops and starts over with a new address.
    act(() => {
      clip().currentTime = 0;
      fireEvent.pause(clip());
    });
    await user.click(screen.getByRole('button', { name: 'Nghe tiếp' }));
    expect(clip().currentTime).toBe(25);
    expect(d.marks['plays:a1:m1']).toBe(1);
  });

  it('keeps the plain player of other work: a pause, and a play counted from the start', async () => {
    const d = device();
    render(<AudioPlayer url="/media/s1.mp3" limit={2} playsKey="plays:a1:m1" store={d.ref} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Phát' }));
    await user.click(screen.getByRole('button', { name: 'Tạm dừng' }));
    await waitFor(() => expect(screen.getByText('Còn 1 lần nghe')).toBeInTheDocument());
  });
});

describe('a limited clip held by the server (issue 30 point 3)', () => {
  const STARTED = '2026-04-01T00:00:00.000Z';
  /** The server's clock 42 s after the play started, whatever the device's says. */
  const clock = () => new ServerClock(() => Date.parse(STARTED) + 42_000);
  const running: ClipPlays_PlaysFragment = {
    mediaId: 'm1',
    limit: 1,
    used: 1,
    startedAt: STARTED,
    endsAt: null,
    running: true,
  };
  const heldPlayer = (
    d: ReturnType<typeof device>,
    plays: typeof running | null,
    startPlay: () => Promise<ClipPlayStart>,
    url: string | null = '/media/s1.mp3',
  ) =>
    render(
      <AudioPlayer
        url={url}
        limit={1}
        playsKey="plays:a1:m1"
        store={d.ref}
        strict
        plays={plays}
        startPlay={startPlay}
        clock={clock()}
      />,
    );

  it('on a fresh device, resumes the running play where the server stands, counting nothing', async () => {
    // The device's marks were cleared: only the server knows the play.
    const d = device();
    const startPlay = vi.fn(() =>
      Promise.resolve<ClipPlayStart>({ kind: 'ok', plays: running, url: '/media/s1.mp3' }),
    );
    heldPlayer(d, running, startPlay);
    const user = userEvent.setup();
    expect(await screen.findByText('Bài nghe phát tiếp từ chỗ đã dừng')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nghe tiếp' }));
    expect(startPlay).toHaveBeenCalledTimes(1);
    expect(clip().currentTime).toBe(42);
    expect(screen.getByRole('button', { name: 'Đang phát…' })).toBeDisabled();
    expect(d.marks['plays:a1:m1']).toBe(1);
  });

  it('starts a play only once the server counted it, from the beginning', async () => {
    const d = device();
    const fresh = { ...running, startedAt: new Date(Date.parse(STARTED) + 42_000).toISOString() };
    const startPlay = vi.fn(() =>
      Promise.resolve<ClipPlayStart>({ kind: 'ok', plays: fresh, url: '/media/s1.mp3' }),
    );
    heldPlayer(d, { ...running, used: 0, startedAt: null, running: false }, startPlay);
    const user = userEvent.setup();
    expect(await screen.findByText('Còn 1 lần nghe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Phát' }));
    expect(startPlay).toHaveBeenCalledTimes(1);
    expect(clip().currentTime).toBe(0);
    expect(screen.getByRole('button', { name: 'Đang phát…' })).toBeDisabled();
  });

  it('takes a withheld clip’s link from the play’s answer, then seeks to the server’s play and plays', async () => {
    // Before its play the attempt carries no link: the element has none, and Play asks the server.
    const d = device();
    const link = '/lms-backend/api/upload/9/file?exp=1&sig=s';
    const startPlay = vi.fn(() => Promise.resolve<ClipPlayStart>({ kind: 'ok', plays: running, url: link }));
    heldPlayer(d, { ...running, used: 0, startedAt: null, running: false }, startPlay, null);
    const user = userEvent.setup();
    expect(clip().getAttribute('src')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Phát' }));
    expect(startPlay).toHaveBeenCalledTimes(1);
    expect(clip().getAttribute('src')).toBe(link);
    expect(clip().currentTime).toBe(42);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Đang phát…' })).toBeDisabled();
  });

  it('outside IELTS too, a play the server counts runs through: no pause that would outlive its link', async () => {
    const d = device();
    const fresh = { ...running, startedAt: new Date(Date.parse(STARTED) + 42_000).toISOString() };
    const startPlay = vi.fn(() =>
      Promise.resolve<ClipPlayStart>({ kind: 'ok', plays: fresh, url: '/media/s1.mp3' }),
    );
    // Homework played once: not an IELTS section (no `strict`), but held by the server.
    render(
      <AudioPlayer
        url={null}
        limit={1}
        playsKey="plays:a1:m1"
        store={d.ref}
        plays={{ ...running, used: 0, startedAt: null, running: false }}
        startPlay={startPlay}
        clock={clock()}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Phát' }));
    expect(startPlay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Tạm dừng' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Đang phát…' })).toBeDisabled();
  });

  it('shows a clip played and over as played, with no link and no play', async () => {
    const d = device();
    const startPlay = vi.fn(() => Promise.resolve<ClipPlayStart>({ kind: 'offline' }));
    heldPlayer(d, { ...running, running: false, endsAt: STARTED }, startPlay, null);
    expect(await screen.findByText('Bạn đã hết lượt nghe đoạn ghi âm này')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Phát' })).toBeDisabled();
    expect(clip().getAttribute('src')).toBeNull();
    expect(startPlay).not.toHaveBeenCalled();
  });

  it('does not start offline, and says why', async () => {
    const d = device();
    const startPlay = vi.fn(() => Promise.resolve<ClipPlayStart>({ kind: 'offline' }));
    heldPlayer(d, null, startPlay);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Phát' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Không có kết nối');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Phát' })).toBeEnabled();
  });

  it('shows the server’s refusal once the plays are used', async () => {
    const d = device();
    const spent = { ...running, running: false };
    const startPlay = vi.fn(() =>
      Promise.resolve<ClipPlayStart>({ kind: 'refused', plays: spent, message: 'Đã phát hết' }),
    );
    // The device believes the play still runs (its page was open); the server says it is over.
    heldPlayer(d, running, startPlay);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nghe tiếp' }));
    expect(await screen.findByText('Bạn đã hết lượt nghe đoạn ghi âm này')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đã phát hết');
  });
});
