import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploadSessions } from '../../test/uploadSessions';
import { UploadContext } from '../../ui/upload/uploadContext';
import type { ExamStore, KeptRecording } from './examStore';
import { Recorder } from './Recorder';
import { loadCatalogueParts } from '../../app/i18n';

// Rendered alone, without the route that loads their texts (docs/testing.md).
beforeEach(() => loadCatalogueParts(['exam', 'questionView']));

const settings = {
  url: '/lms-backend/api/upload/',
  headers: () => Promise.resolve({ Authorization: 'Bearer t0ken' }),
};

const recording = (size: number) =>
  new Blob([Uint8Array.from({ length: size }, (_, i) => i % 251)], { type: 'audio/wav' });

/** The device's database, as far as recordings go: a map instead of IndexedDB. */
function deviceWith(kept: KeptRecording) {
  const recordings = new Map([[`${kept.attemptId}/${kept.partId}`, kept]]);
  const store = {
    keepRecording: (r: KeptRecording) => {
      recordings.set(`${r.attemptId}/${r.partId}`, r);
      return Promise.resolve();
    },
    recording: (attemptId: string, partId: string) =>
      Promise.resolve(recordings.get(`${attemptId}/${partId}`)),
    dropRecording: (attemptId: string, partId: string) => {
      recordings.delete(`${attemptId}/${partId}`);
      return Promise.resolve();
    },
  };
  return { recordings, ref: { current: store as unknown as ExamStore } };
}

function renderRecorder(device: ReturnType<typeof deviceWith>) {
  const onChange = vi.fn();
  render(
    <UploadContext.Provider value={settings}>
      <Recorder
        attemptId="a1"
        partId="p1"
        maxSeconds={60}
        response={undefined}
        onChange={onChange}
        store={device.ref}
      />
    </UploadContext.Provider>,
  );
  return onChange;
}

describe('Recorder uploads', () => {
  it('continues a recording kept before a reload from the offset the server holds', async () => {
    const backend = fakeUploadSessions();
    const file = recording(3500);
    backend.seed('s9', 3500, new Uint8Array(await file.slice(0, 1500).arrayBuffer()));
    const device = deviceWith({
      attemptId: 'a1',
      partId: 'p1',
      blob: file,
      name: 'answer-p1.wav',
      sessionId: 's9',
    });
    const onChange = renderRecorder(device);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ mediaId: '70', url: '/media/70' }));
    expect(backend.log).toEqual(['GET s9 -> 1500', 'PATCH s9 @1500 +2000']);
    expect(new Uint8Array(await backend.received('s9'))).toEqual(new Uint8Array(await file.arrayBuffer()));
    // Acknowledged: the device lets the recording go.
    expect(device.recordings.size).toBe(0);
  });

  it('keeps the recording and its session when the connection drops, and resumes on retry', async () => {
    const backend = fakeUploadSessions();
    const file = recording(300_000);
    const device = deviceWith({ attemptId: 'a1', partId: 'p1', blob: file, name: 'answer-p1.wav' });
    backend.state.breakNextChunk = true;
    const onChange = renderRecorder(device);
    expect(
      await screen.findByText(
        'Bản ghi âm được giữ trên thiết bị và sẽ được tải lên khi có mạng trở lại',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(device.recordings.get('a1/p1')?.sessionId).toBe('s1');
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Tải lên lại' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ mediaId: '70', url: '/media/70' }));
    // The first 256 kB chunk broke half way; only the rest was sent again.
    expect(backend.log).toEqual([
      'POST audio 300000',
      'PATCH s1 @0 +262144',
      'GET s1 -> 131072',
      'PATCH s1 @131072 +168928',
    ]);
    // Compared as buffers: a 300 kB toEqual diff costs seconds.
    expect(Buffer.from(await backend.received('s1')).equals(Buffer.from(await file.arrayBuffer()))).toBe(
      true,
    );
    expect(device.recordings.size).toBe(0);
  });
});
