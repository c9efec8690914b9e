import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { samplePart } from '@lms/domain/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app.js';
import type { UserRow } from '../../http/auth.js';
import { fixClock } from '../../test/clock.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildAdmin, buildStudent, buildTeacher } from '../../test/factories.js';
import { MP3_FRAME, PNG, wav } from '../../test/media-files.js';
import { parseRange } from './file.js';
import { cleanOriginalName } from './store.js';

// Links carry an expiry (issue 26 point 3): the clock is fixed so two answers of one medium give one link.
fixClock('2026-04-01T09:00:10+07:00');

/** Small limits so "too large" costs kilobytes; the defaults (5 MB, 50 MB) come from @lms/domain. */
const LIMITS = { img: 4096, audio: 16384 };

const M4A = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypM4A '),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('M4A isom'),
  Buffer.alloc(64),
]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#DB4848"/></svg>',
);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
function multipart(parts: Part[]) {
  const boundary = '----lms-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const fileForm = (
  file: Buffer,
  filename: string,
  accept = 'image_or_mp3',
  type = 'application/octet-stream',
) =>
  multipart([
    { name: 'accept', value: accept },
    { name: 'file', value: file, filename, type },
  ]);

let t: TestContext;
let dir: string;
let admin: UserRow, teacher: UserRow, student: UserRow;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lms-uploads-test-'));
  t = await createTestContext({ uploadDir: dir, uploadLimits: LIMITS });
  admin = await buildAdmin(t.db);
  teacher = await buildTeacher(t.db);
  student = await buildStudent(t.db);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const upload = (user: UserRow | null, form: ReturnType<typeof multipart>, lang = 'en') =>
  t.api(user, {
    method: 'POST',
    url: 'upload/',
    ...form,
    headers: { ...form.headers, 'accept-language': lang },
  });

/** The file through its link, as the browser's <img> or <audio> asks for it (no token). */
const download = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST upload/', () => {
  it('stores an image by its content, named by its hash, and answers its metadata', async () => {
    const res = await upload(teacher, fileForm(PNG, 'map of Hanoi.png', 'image', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'img',
      mime_type: 'image/png',
      size: PNG.length,
      original_name: 'map of Hanoi.png',
      owner_id: teacher.id,
    });
    expect(res.body.url).toMatch(
      new RegExp(`^${API_PREFIX}/upload/${res.body.id}/file\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    const shards = await readdir(dir);
    expect(shards.filter((d) => d !== '.incoming')).toHaveLength(1);
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
  });

  it('takes mp3, wav, m4a and svg where the field allows them, whatever they are called', async () => {
    const mp3 = await upload(student, fileForm(MP3_FRAME, 'speaking-part-2', 'mp3'));
    expect(mp3.body).toMatchObject({ kind: 'audio', mime_type: 'audio/mpeg' });
    const w = await upload(teacher, fileForm(wav(800), 'listening.mp3', 'audio'));
    expect(w.body).toMatchObject({ kind: 'audio', mime_type: 'audio/wav' });
    const m = await upload(teacher, fileForm(M4A, 'clip.m4a', 'audio'));
    expect(m.body).toMatchObject({ kind: 'audio', mime_type: 'audio/x-m4a' });
    const s = await upload(admin, fileForm(SVG, 'logo.svg', 'image'));
    expect(s.body).toMatchObject({ kind: 'img', mime_type: 'image/svg+xml' });
  });

  it('replays a retried upload with the same Idempotency-Key, and refuses the key for another file', async () => {
    const send = (file: Buffer, key: string) => {
      const form = fileForm(file, 'retry.png', 'image', 'image/png');
      return t.api(teacher, {
        method: 'POST',
        url: 'upload/',
        ...form,
        headers: { ...form.headers, 'idempotency-key': key },
      });
    };
    const first = await send(PNG, 'upload-retry-1');
    expect(first.status).toBe(201);
    const again = await send(PNG, 'upload-retry-1');
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const fresh = await send(PNG, 'upload-retry-2');
    expect(fresh.body.id).not.toBe(first.body.id);
    const other = await send(Buffer.from(SVG), 'upload-retry-1');
    expect(other.status).toBe(422);
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
  });

  it('refuses a text file named .png with 415 and the field’s message, in the caller’s language', async () => {
    const text = Buffer.from('This is not a picture, just words.');
    const en = await upload(teacher, fileForm(text, 'photo.png', 'image', 'image/png'));
    expect(en.status).toBe(415);
    expect(en.body).toEqual({ code: 415, message: 'Image only', errors: { file: ['Image only'] } });
    const vi = await upload(teacher, fileForm(text, 'photo.png', 'image', 'image/png'), 'vi');
    expect(vi.body.message).toBe('Chỉ chấp nhận tệp ảnh');
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
  });

  it('says each pattern’s message: mp3 only, image or mp3 only, audio only', async () => {
    expect((await upload(teacher, fileForm(wav(10), 'a.wav', 'mp3'))).body.message).toBe('mp3 only');
    expect((await upload(teacher, fileForm(M4A, 'a.m4a', 'image_or_mp3'))).body.message).toBe(
      'Image or mp3 only',
    );
    const res = await upload(teacher, fileForm(PNG, 'a.png', 'audio'));
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Audio only');
  });

  it('refuses an SVG that carries a script (415)', async () => {
    const evil = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const res = await upload(teacher, fileForm(evil, 'drawing.svg', 'image'));
    expect(res.status).toBe(415);
    expect(res.body.errors.file[0]).toMatch(/scripts/);
  });

  it('refuses a script under a namespace prefix, judged by parsing (issue 27 item 6), in the caller’s language', async () => {
    const prefixed = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(document.cookie)</svg:script></svg>',
    );
    const res = await upload(teacher, fileForm(prefixed, 'drawing.svg', 'image'), 'vi');
    expect(res.status).toBe(415);
    expect(res.body.errors.file[0]).toBe(
      'Tệp SVG này chứa mã lệnh hoặc nội dung bên ngoài; hãy lưu lại dưới dạng hình vẽ thông thường',
    );
    const encoded = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="&#106;avascript:alert(1)"/></svg>',
    );
    expect((await upload(teacher, fileForm(encoded, 'drawing.svg', 'image'))).status).toBe(415);
    const prefixedRoot = Buffer.from(
      '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
    );
    const root = await upload(teacher, fileForm(prefixedRoot, 'drawing.svg', 'image'));
    expect([root.status, root.body.errors.file[0]]).toEqual([415, expect.stringMatching(/scripts/)]);
    const broken = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>');
    const bad = await upload(teacher, fileForm(broken, 'drawing.svg', 'image'));
    expect(bad.status).toBe(415);
    expect(bad.body.errors.file[0]).toMatch(/not well-formed SVG/);
  });

  it('refuses a file over its kind’s limit with 413 and the limit in the message', async () => {
    const bigPng = Buffer.concat([PNG, Buffer.alloc(LIMITS.img)]);
    const img = await upload(teacher, fileForm(bigPng, 'big.png', 'image'));
    expect(img.status).toBe(413);
    expect(img.body.message).toBe(
      `The image is too large (at most ${Math.round((LIMITS.img / 1048576) * 10) / 10} MB)`,
    );
    // Larger than every limit: the rest is not even read.
    const huge = await upload(
      teacher,
      fileForm(Buffer.concat([MP3_FRAME, Buffer.alloc(LIMITS.audio)]), 'a.mp3', 'mp3'),
      'vi',
    );
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/^Tệp âm thanh quá lớn/);
    // An audio file above the image limit is fine.
    const long = await upload(teacher, fileForm(wav(LIMITS.img), 'long.wav', 'audio'));
    expect(long.status).toBe(201);
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
  });

  it('answers 400 with field errors for no file, an empty file, a missing or unknown accept, two files, or JSON', async () => {
    const noFile = await upload(teacher, multipart([{ name: 'accept', value: 'image' }]));
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ file: ['Choose a file to upload'] });
    const empty = await upload(teacher, fileForm(Buffer.alloc(0), 'empty.png', 'image'));
    expect(empty.body.errors.file).toEqual(['Choose a file to upload']);
    const noAccept = await upload(teacher, multipart([{ name: 'file', value: PNG, filename: 'a.png' }]));
    expect(noAccept.status).toBe(400);
    expect(noAccept.body.errors).toEqual({ accept: ['This field is required'] });
    const badAccept = await upload(teacher, fileForm(PNG, 'a.png', 'video'));
    expect(badAccept.body.errors).toEqual({ accept: ['Invalid input'] });
    const two = await upload(
      teacher,
      multipart([
        { name: 'accept', value: 'image' },
        { name: 'file', value: PNG, filename: 'a.png' },
        { name: 'file', value: PNG, filename: 'b.png' },
      ]),
    );
    expect(two.status).toBe(400);
    expect(two.body.errors).toEqual({ file: ['Send one file at a time'] });
    const json = await t.api(teacher, { method: 'POST', url: 'upload/', payload: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body.errors.file).toBeDefined();
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
  });

  it('is refused without a valid token (401)', async () => {
    expect((await upload(null, fileForm(PNG, 'a.png', 'image'))).status).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/upload/`,
      ...fileForm(PNG, 'a.png', 'image'),
      headers: { ...fileForm(PNG, 'a.png').headers, authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET upload/ and upload/{id}/', () => {
  it('answer metadata by the batch filter (to its readers: access.test.ts), and 401 to nobody', async () => {
    const a = (await upload(teacher, fileForm(PNG, 'one.png', 'image'))).body;
    const b = (await upload(student, fileForm(MP3_FRAME, 'two.mp3', 'mp3'))).body;
    const page = await t.api(admin, { method: 'GET', url: `upload/?ids=${a.id},${b.id},999999` });
    expect(page.status).toBe(200);
    expect(page.body.results.map((m: { original_name: string }) => m.original_name)).toEqual([
      'one.png',
      'two.mp3',
    ]);
    const one = await t.api(admin, { method: 'GET', url: `upload/${b.id}/` });
    expect(one.body).toEqual(b);
    const mine = await t.api(student, { method: 'GET', url: `upload/?owner_id=${student.id}` });
    expect(mine.body.results.every((m: { owner_id: number }) => m.owner_id === student.id)).toBe(true);
    expect((await t.api(null, { method: 'GET', url: `upload/?ids=${a.id}` })).status).toBe(401);
    expect((await t.api(null, { method: 'GET', url: `upload/${a.id}/` })).status).toBe(401);
    expect((await t.api(teacher, { method: 'GET', url: 'upload/999999/' })).status).toBe(404);
    expect((await t.api(teacher, { method: 'GET', url: 'upload/?ids=1,x' })).status).toBe(400);
  });
});

describe('GET upload/{id}/file', () => {
  it('streams the same bytes with the content type and cache headers, by its link alone', async () => {
    const m = (await upload(teacher, fileForm(PNG, 'Bản đồ Hà Nội (1).png', 'image'))).body;
    const res = await download(m.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('Bản đồ Hà Nội (1).png')}`,
    );
    const again = await download(m.url, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers a Range request with 206 and the part, so audio can seek', async () => {
    const file = wav(2000);
    const m = (await upload(teacher, fileForm(file, 'listening.wav', 'audio'))).body;
    const res = await download(m.url, { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    const tail = await download(m.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(file.subarray(file.length - 10))).toBe(true);
    const beyond = await download(m.url, { range: `bytes=${file.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.length}`);
  });

  it('stores the same content once and serves both rows from it', async () => {
    const a = (await upload(teacher, fileForm(M4A, 'a.m4a', 'audio'))).body;
    const b = (await upload(student, fileForm(M4A, 'b.m4a', 'audio'))).body;
    expect(a.id).not.toBe(b.id);
    const bytes = [(await download(a.url)).rawPayload, (await download(b.url)).rawPayload];
    expect(bytes.every((x) => x.equals(M4A))).toBe(true);
  });

  it('is 403 with a wrong signature or none, whether the id exists or not (access.test.ts for the rest)', async () => {
    const m = (await upload(teacher, fileForm(PNG, 'x.png', 'image'))).body;
    const wrong = m.url.replace(/sig=.*/, `sig=${'A'.repeat(43)}`);
    expect((await download(wrong)).statusCode).toBe(403);
    expect((await download(m.url.replace(/\/\d+\/file/, '/999999/file'))).statusCode).toBe(403);
    expect((await download(m.url.replace(/\?.*/, ''))).statusCode).toBe(403);
  });

  it('keeps what it stored byte for byte on disk', async () => {
    const m = (await upload(teacher, fileForm(SVG, 'plan.svg', 'image_or_mp3'))).body;
    const res = await download(m.url);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const stored = await readdir(dir, { recursive: true });
    const svgFile = stored.find((f) => f.endsWith('.svg'));
    expect(svgFile).toBeDefined();
    expect((await readFile(path.join(dir, svgFile!))).equals(SVG)).toBe(true);
  });
});

describe('a question’s media', () => {
  it('embeds the whole medium (size, name, link) in the question rows', async () => {
    const m = (await upload(teacher, fileForm(MP3_FRAME, 'Part 1 - hotel booking.mp3', 'mp3'))).body;
    const q = await t.api(teacher, {
      method: 'POST',
      url: 'question/',
      payload: {
        title: 'Hotel booking',
        question_type: 'gap_fill',
        content: 'Complete the form. Write ONE WORD ONLY.',
        topic_group: 'listening',
        parts: [samplePart('gap_fill')],
        media_id: m.id,
      },
    });
    expect(q.status).toBe(201);
    expect(q.body.media).toEqual(m);
    const list = await t.api(teacher, { method: 'GET', url: `question/?ids=${q.body.id}` });
    expect(list.body.results[0].media).toEqual(m);
  });
});

describe('parseRange', () => {
  it('reads one range and leaves the rest whole', () => {
    expect(parseRange(undefined, 10)).toBe('whole');
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=0-1,4-5', 10)).toBe('whole');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=7-3', 10)).toBe('unsatisfiable');
  });
});

describe('cleanOriginalName', () => {
  it('keeps the name for showing, without folders or control characters', () => {
    expect(cleanOriginalName('C:\\Users\\lan\\Bài nghe 1.mp3')).toBe('Bài nghe 1.mp3');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\u001bc.png')).toBe('abc.png');
    expect(cleanOriginalName(undefined)).toBe('');
    expect(cleanOriginalName('x'.repeat(300))).toHaveLength(255);
  });
});
