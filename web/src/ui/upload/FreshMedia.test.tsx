import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaAudio, MediaImg } from './FreshMedia';
import { MediaLinkContext, type RenewMediaUrl } from './mediaLinks';

const OLD = '/lms-backend/api/upload/7/file?exp=1775008800&sig=old';
const NEW = '/lms-backend/api/upload/7/file?exp=1775009100&sig=new';

describe('a medium’s expired link (issue 26 point 3)', () => {
  it('is renewed once when the picture fails to load, then left as it is', async () => {
    const renew = vi.fn<RenewMediaUrl>().mockResolvedValueOnce(NEW).mockResolvedValue(NEW);
    render(
      <MediaLinkContext.Provider value={renew}>
        <MediaImg src={OLD} alt="Bản đồ" />
      </MediaLinkContext.Provider>,
    );
    const img = screen.getByRole('img', { name: 'Bản đồ' });
    expect(img).toHaveAttribute('src', OLD);
    fireEvent.error(img);
    await waitFor(() => expect(img).toHaveAttribute('src', NEW));
    expect(renew).toHaveBeenCalledWith(OLD);
    // The fresh link fails too (the file is gone): asked once more, the same link comes back, and that is all.
    fireEvent.error(img);
    await waitFor(() => expect(renew).toHaveBeenCalledTimes(2));
    fireEvent.error(img);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(img).toHaveAttribute('src', NEW);
  });

  it('is renewed for a recording too, and a new link from the page replaces the renewed one', async () => {
    const renew = vi.fn<RenewMediaUrl>().mockResolvedValue(NEW);
    const { rerender } = render(
      <MediaLinkContext.Provider value={renew}>
        <MediaAudio src={OLD} controls aria-label="Bài nói" />
      </MediaLinkContext.Provider>,
    );
    const audio = screen.getByLabelText('Bài nói');
    fireEvent.error(audio);
    await waitFor(() => expect(audio).toHaveAttribute('src', NEW));
    const LATER = '/lms-backend/api/upload/7/file?exp=1775009400&sig=later';
    rerender(
      <MediaLinkContext.Provider value={renew}>
        <MediaAudio src={LATER} controls aria-label="Bài nói" />
      </MediaLinkContext.Provider>,
    );
    expect(audio).toHaveAttribute('src', LATER);
  });

  it('is kept without a renewer (a view outside the app) or when the medium is no longer readable', async () => {
    const { unmount } = render(<MediaImg src={OLD} alt="Bản đồ" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', OLD);
    unmount();
    const renew = vi.fn<RenewMediaUrl>().mockResolvedValue(null);
    render(
      <MediaLinkContext.Provider value={renew}>
        <MediaImg src={OLD} alt="Bản đồ" />
      </MediaLinkContext.Provider>,
    );
    fireEvent.error(screen.getByRole('img'));
    await waitFor(() => expect(renew).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('img')).toHaveAttribute('src', OLD);
  });
});
