import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { fakeUploadSessions as fakeBackend, SESSIONS } from '../../test/uploadSessions';
import { UploadError } from './sendFile';
import { sendResumable } from './sendResumable';

const CHUNK = 1000;

/** A recording of `size` bytes with recognisable content. */
const recording = (size: number) =>
  new Blob([Uint8Array.from({ length: size }, (_, i) => i % 251)], { type: 'audio/wav' });

const options = (file: Blob) => ({
  url: '/lms-backend/api/upload/',
  headers: { Authorization: 'Bearer t0ken' },
  file,
  name: 'answer-3.wav',
  accept: 'audio' as const,
  chunkSize: CHUNK,
});

describe('sendResumable', () => {
  it('sends a file in chunks and resumes from the server’s offset after the connection drops', async () => {
    const backend = fakeBackend();
    const file = recording(3500);
    const kept: string[] = [];
    const progress: number[] = [];
    const first = sendResumable({
      ...options(file),
      onSession: (id) => void kept.push(id),
      onProgress: (p) => {
        progress.push(p);
        // The second chunk breaks off half way.
        if (p === 29) backend.state.breakNextChunk = true;
      },
    });
    await expect(first).rejects.toEqual(new UploadError(0, null));
    expect(kept).toEqual(['s1']);
    expect(backend.sessions.get('s1')!.offset).toBe(1500);

    // Later (the network is back, or the page was reloaded): the same file and the kept session id.
    const media = await sendResumable({
      ...options(file),
      sessionId: kept[0],
      onSession: (id) => void kept.push(id),
      onProgress: (p) => void progress.push(p),
    });
    expect(media).toMatchObject({ id: 70, kind: 'audio' });
    expect(kept).toEqual(['s1']);
    expect(backend.log).toEqual([
      'POST audio 3500',
      'PATCH s1 @0 +1000',
      'PATCH s1 @1000 +1000',
      'GET s1 -> 1500',
      'PATCH s1 @1500 +1000',
      'PATCH s1 @2500 +1000',
    ]);
    expect(new Uint8Array(await backend.received('s1'))).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(progress).toEqual([0, 29, 43, 71, 100]);
  });

  it('continues from the offset the server answers with a 409', async () => {
    const backend = fakeBackend();
    const file = recording(2000);
    const { id } = (await (
      await fetch(SESSIONS, {
        method: 'POST',
        body: JSON.stringify({ accept: 'audio', size: 2000 }),
        headers: { authorization: 'Bearer t0ken' },
      })
    ).json()) as { id: string };
    // A chunk whose answer was lost: the server holds 1,000 bytes the client does not know about.
    backend.sessions.get(id)!.bytes.push(new Uint8Array(await file.slice(0, 1000).arrayBuffer()));
    backend.sessions.get(id)!.offset = 1000;
    const stale = { ...options(file), sessionId: id };
    // The client asks first, so make the GET answer an older offset, as a cache or a race would.
    server.use(
      http.get(`${SESSIONS}${id}/`, () =>
        HttpResponse.json({ id, size: 2000, offset: 0, chunk_size: 1000, media: null }),
      ),
    );
    const media = await sendResumable(stale);
    expect(media.id).toBe(70);
    expect(backend.log.slice(1)).toEqual([`PATCH ${id} @0 +1000`, `PATCH ${id} @1000 +1000`]);
    expect(new Uint8Array(await backend.received(id))).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('starts a new session when the kept one has expired, and passes a refusal on with its message', async () => {
    const backend = fakeBackend({ refuseContent: true });
    const kept: string[] = [];
    const refused = sendResumable({
      ...options(recording(1500)),
      sessionId: 'gone',
      onSession: (id) => void kept.push(id),
    });
    await expect(refused).rejects.toEqual(new UploadError(415, 'Audio only'));
    expect(kept).toEqual(['s1']);
    expect(backend.log[0]).toBe('GET gone -> 404');
  });
});
