import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/server';
import { MediaUpload, type MediaUploadProps, type MediaValue } from './MediaUpload';
import { UploadContext } from './uploadContext';

const UPLOAD_URL = new URL('/lms-backend/api/upload/', window.location.origin).href;
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const settings = {
  url: '/lms-backend/api/upload/',
  headers: () => Promise.resolve({ Authorization: 'Bearer t0ken' }),
};

interface Sent {
  authorization: string | null;
  accept: string | null;
  /** A file part came (jsdom's FormData loses the part's name and bytes on its way to msw). */
  file: boolean;
}

/**
 * The parts of a multipart body by name, with whether each is a file. Read from the text: on Node 24 and 26
 * the runtime's `request.formData()` asserts that a file part becomes its own File, and jsdom's File stands
 * in the global's place in these tests.
 */
async function partsOf(request: Request) {
  const parts = new Map<string, { value: string; isFile: boolean }>();
  const text = await request.text();
  const part = /name="([^"]*)"(; filename="[^"]*")?\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/g;
  for (const [, name, filename, value] of text.matchAll(part))
    parts.set(name!, { value: value!, isFile: filename !== undefined });
  return parts;
}

function answer(status: number, body: object, sent: Sent[] = []) {
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const parts = await partsOf(request);
      sent.push({
        authorization: request.headers.get('authorization'),
        accept: parts.get('accept')?.value ?? null,
        file: parts.get('file')?.isFile ?? false,
      });
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

/** The component as a form holds it: its value in state, every change recorded. */
function Harness(
  props: Partial<MediaUploadProps> & { initial?: MediaValue | null; changes?: (MediaValue | null)[] },
) {
  const [value, setValue] = useState<MediaValue | null>(props.initial ?? null);
  return (
    <UploadContext.Provider value={settings}>
      <MediaUpload
        accept={props.accept ?? 'image'}
        disabled={props.disabled}
        value={value}
        onChange={(v) => {
          props.changes?.push(v);
          setValue(v);
        }}
      />
    </UploadContext.Provider>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const png = (name = 'ban-do.png') => new File([PNG], name, { type: 'image/png' });

afterEach(() => server.resetHandlers());

describe('MediaUpload', () => {
  it('uploads a picture with the session’s token and the field’s pattern, then shows it', async () => {
    const sent = answer(201, {
      id: 12,
      kind: 'img',
      mime_type: 'image/png',
      size: PNG.length,
      original_name: 'ban-do.png',
      url: '/lms-backend/api/upload/12/file?key=abc',
      owner_id: 3,
      created_at: '2026-11-25T07:00:00.000Z',
    });
    const changes: (MediaValue | null)[] = [];
    const user = userEvent.setup();
    render(<Harness changes={changes} />);
    expect(screen.getByText('png, jpg, jpeg, svg hoặc webp; tối đa 5 MB')).toBeInTheDocument();
    await user.upload(fileInput(), png());
    const img = await screen.findByRole('img', { name: 'Ảnh xem trước: ban-do.png' });
    expect(img).toHaveAttribute('src', '/lms-backend/api/upload/12/file?key=abc');
    expect(changes).toEqual([
      { id: '12', url: '/lms-backend/api/upload/12/file?key=abc', kind: 'IMG', originalName: 'ban-do.png' },
    ]);
    expect(sent).toEqual([{ authorization: 'Bearer t0ken', accept: 'image', file: true }]);
    expect(screen.getByRole('button', { name: /Thay tệp khác/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Xóa tệp/ }));
    expect(changes.at(-1)).toBeNull();
    expect(screen.queryByRole('img', { name: /Ảnh xem trước/ })).not.toBeInTheDocument();
  });

  it('shows a recording with a player', () => {
    render(
      <Harness
        accept="audio"
        initial={{
          id: '8',
          url: '/lms-backend/api/upload/8/file?key=cd',
          kind: 'AUDIO',
          originalName: 'part-1.mp3',
        }}
      />,
    );
    const player = document.querySelector('audio')!;
    expect(player).toHaveAttribute('src', '/lms-backend/api/upload/8/file?key=cd');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('Bản ghi âm part-1.mp3');
  });

  it('shows the server’s 415 and 413 messages and keeps the value', async () => {
    answer(415, { code: 415, message: 'Chỉ chấp nhận tệp ảnh', errors: { file: ['Chỉ chấp nhận tệp ảnh'] } });
    const changes: (MediaValue | null)[] = [];
    const user = userEvent.setup();
    render(<Harness changes={changes} />);
    await user.upload(fileInput(), png('fake.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chỉ chấp nhận tệp ảnh');

    answer(413, {
      code: 413,
      message: 'Ảnh quá lớn (tối đa 5 MB)',
      errors: { file: ['Ảnh quá lớn (tối đa 5 MB)'] },
    });
    await user.upload(fileInput(), png('big.png'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ảnh quá lớn (tối đa 5 MB)'));
    expect(changes).toEqual([]);
  });

  it('refuses another kind or a file too large before sending anything', async () => {
    const sent = answer(201, {});
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness accept="mp3" />);
    await user.upload(fileInput(), new File(['just words'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chỉ chấp nhận tệp mp3');

    const long = new File([new Uint8Array(8)], 'lecture.mp3', { type: 'audio/mpeg' });
    Object.defineProperty(long, 'size', { value: 51 * 1024 * 1024 });
    await user.upload(fileInput(), long);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Tệp âm thanh quá lớn (tối đa 50 MB)'),
    );
    expect(sent).toEqual([]);
  });

  it('says the upload failed when the network does', async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.error()));
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Tải lên thất bại');
  });

  it('takes no file while disabled', () => {
    const onChange = vi.fn();
    render(
      <UploadContext.Provider value={settings}>
        <MediaUpload value={null} onChange={onChange} accept="image_or_mp3" disabled />
      </UploadContext.Provider>,
    );
    expect(screen.getByRole('button', { name: /Chọn tệp/ })).toBeDisabled();
    expect(fileInput()).toBeDisabled();
  });
});
