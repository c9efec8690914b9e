import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_SIZE_MESSAGE,
  MEDIA_TYPE_MESSAGE,
  acceptsMime,
  mediaKindOfMime,
  megabytes,
  type MediaAccept,
  type MediaKind,
} from '@lms/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { MessageKey } from '../../http/messages.js';
import { judgeSvg } from './svg.js';

/** How much of the start of a file the type is read from (file-type wants at least 4100 bytes). */
const HEAD_BYTES = 64 * 1024;
const SVG_MIME = 'image/svg+xml';

/** A file received into UPLOAD_DIR's `.incoming/` folder, not yet checked. */
export interface ReceivedFile {
  tmpPath: string;
  size: number;
  sha256: string;
  head: Buffer;
  /** Longer than the largest limit: the rest was not read. */
  truncated: boolean;
}

/** A refusal with its status and message key; `maxBytes` fills the `{max}` of a size message. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly key: MessageKey,
    readonly maxBytes?: number,
  ) {
    super(key);
  }
}

/** Counts, hashes and keeps the head of bytes as they pass (for the content check). */
function fileDigest() {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  return {
    add(chunk: Buffer) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
    },
    result: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) }),
  };
}

/** Streams an upload to a temporary file, counting and hashing it on the way (nothing held in memory). */
export async function receiveFile(
  dir: string,
  stream: Readable & { truncated?: boolean },
): Promise<ReceivedFile> {
  const incoming = path.join(dir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const tmpPath = path.join(incoming, randomUUID());
  const digest = fileDigest();
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      digest.add(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, createWriteStream(tmpPath, { flags: 'wx', mode: 0o640 }));
  } catch (e) {
    await discard(tmpPath);
    throw e;
  }
  return { tmpPath, ...digest.result(), truncated: Boolean(stream.truncated) };
}

/** A file already on disk (a resumable upload's assembled chunks), read once for its hash and head. */
export async function examineFile(tmpPath: string): Promise<ReceivedFile> {
  const digest = fileDigest();
  for await (const chunk of createReadStream(tmpPath)) digest.add(chunk as Buffer);
  return { tmpPath, ...digest.result(), truncated: false };
}

export const discard = (file: string) => unlink(file).catch(() => undefined);

/**
 * The content type of the bytes: magic numbers, or an SVG's text judged by parsing it (./svg.ts). Undefined
 * when it is neither.
 */
async function contentType(file: ReceivedFile, accept: MediaAccept, limits: Record<MediaKind, number>) {
  const found = await fileTypeFromBuffer(file.head);
  if (found && found.mime !== 'application/xml') return found.mime;
  // SVG is text: read it only when the field takes images and it is small enough to be one.
  if (!acceptsMime(accept, SVG_MIME) || file.size > limits.img) return undefined;
  const text = await readFile(file.tmpPath, 'utf8');
  if (!/<([\w.-]+:)?svg[\s>]/i.test(text)) return undefined; // `<svg:svg>` is an SVG root too
  const refusal = judgeSvg(text);
  if (refusal)
    throw new UploadRefusal(415, refusal.kind === 'unsafe' ? 'upload_svg_unsafe' : 'upload_svg_malformed');
  return SVG_MIME;
}

export interface CheckedFile {
  mimeType: string;
  kind: MediaKind;
}

/**
 * docs/product.md point 5: the content must be one the field takes (415 with the field's message, whatever the name
 * says), within its kind's size (413).
 */
export async function checkFile(
  file: ReceivedFile,
  accept: MediaAccept,
  limits: Record<MediaKind, number>,
): Promise<CheckedFile> {
  const mime = await contentType(file, accept, limits);
  const kind = mime ? mediaKindOfMime(mime) : undefined;
  if (file.truncated) {
    const sizeKind = kind ?? (accept === 'image' ? 'img' : 'audio');
    throw new UploadRefusal(413, MEDIA_SIZE_MESSAGE[sizeKind], limits[sizeKind]);
  }
  if (!mime || !kind || !acceptsMime(accept, mime)) throw new UploadRefusal(415, MEDIA_TYPE_MESSAGE[accept]);
  if (file.size > limits[kind]) throw new UploadRefusal(413, MEDIA_SIZE_MESSAGE[kind], limits[kind]);
  return { mimeType: mime, kind };
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  [SVG_MIME]: 'svg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
};

/**
 * Moves a checked file to its place: named by its SHA-256 (never by what the client sent), in a folder of
 * the hash's first two digits. The same content uploaded twice is stored once.
 */
export async function storeFile(dir: string, file: ReceivedFile, mimeType: string): Promise<string> {
  const relative = path.join(file.sha256.slice(0, 2), `${file.sha256}.${EXTENSIONS[mimeType] ?? 'bin'}`);
  const target = path.join(dir, relative);
  await mkdir(path.dirname(target), { recursive: true });
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) await discard(file.tmpPath);
  else await rename(file.tmpPath, target);
  return relative;
}

/** The name as uploaded, for showing: no folders, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
  return printable.trim().slice(0, 255);
}

export const sizeMessage = (text: string, maxBytes: number | undefined) =>
  maxBytes === undefined ? text : text.replace('{max}', String(megabytes(maxBytes)));
