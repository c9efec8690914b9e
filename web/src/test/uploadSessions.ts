import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from './server';

export const SESSIONS = `${window.location.origin}/lms-backend/api/upload/sessions/`;

interface FakeSession {
  id: string;
  size: number;
  bytes: Uint8Array[];
  offset: number;
  mediaId: number | null;
}

/**
 * The backend's resumable upload as msw handlers, with a switch that breaks the next chunk mid-way: the
 * server keeps the half that arrived and the client sees a network error (the phone lost its connection).
 */
export function fakeUploadSessions(o: { refuseContent?: boolean } = {}) {
  const sessions = new Map<string, FakeSession>();
  const log: string[] = [];
  const state = { breakNextChunk: false, created: 0 };
  const json = (s: FakeSession, status = 200) =>
    HttpResponse.json(
      {
        id: s.id,
        size: s.size,
        offset: s.offset,
        chunk_size: 256 * 1024,
        media: s.mediaId ? { id: s.mediaId, kind: 'audio', url: `/media/${s.mediaId}` } : null,
      },
      { status },
    );
  server.use(
    http.post(SESSIONS, async ({ request }) => {
      const body = (await request.json()) as { size: number; accept: string };
      expect(request.headers.get('authorization')).toBe('Bearer t0ken');
      const s: FakeSession = {
        id: `s${++state.created}`,
        size: body.size,
        bytes: [],
        offset: 0,
        mediaId: null,
      };
      sessions.set(s.id, s);
      log.push(`POST ${body.accept} ${body.size}`);
      return json(s, 201);
    }),
    http.get(`${SESSIONS}:id/`, ({ params }) => {
      const s = sessions.get(params.id as string);
      log.push(`GET ${params.id as string} -> ${s ? s.offset : 404}`);
      return s ? json(s) : HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });
    }),
    http.patch(`${SESSIONS}:id/`, async ({ request, params }) => {
      const s = sessions.get(params.id as string);
      if (!s) return HttpResponse.json({ code: 404, message: 'Not found' }, { status: 404 });
      const at = Number(request.headers.get('upload-offset'));
      const chunk = new Uint8Array(await request.arrayBuffer());
      log.push(`PATCH ${s.id} @${at} +${chunk.length}`);
      expect(request.headers.get('content-type')).toBe('application/offset+octet-stream');
      if (at !== s.offset) {
        return HttpResponse.json({ code: 409, message: 'Wrong offset', offset: s.offset }, { status: 409 });
      }
      if (state.breakNextChunk) {
        state.breakNextChunk = false;
        const half = chunk.subarray(0, chunk.length / 2);
        s.bytes.push(half);
        s.offset += half.length;
        return HttpResponse.error();
      }
      s.bytes.push(chunk);
      s.offset += chunk.length;
      if (s.offset < s.size) return json(s);
      if (o.refuseContent) {
        sessions.delete(s.id);
        return HttpResponse.json(
          { code: 415, message: 'Audio only', errors: { file: ['Audio only'] } },
          { status: 415 },
        );
      }
      s.mediaId = 70;
      return json(s, 201);
    }),
  );
  /** A session the server already holds `bytes` of (started before a reload). */
  const seed = (id: string, size: number, bytes: Uint8Array) =>
    sessions.set(id, { id, size, bytes: [bytes], offset: bytes.length, mediaId: null });
  const received = (id: string) => new Blob(sessions.get(id)!.bytes as BlobPart[]).arrayBuffer();
  return { sessions, log, state, received, seed };
}
