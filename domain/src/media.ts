/**
 * Media uploads (issue 11 point 6): which files a field takes (docs/product.md point 5's four patterns and their
 * messages), how large they may be, and the kind a content type is stored as. The backend checks the
 * content itself (magic bytes) with these rules; the web checks name, declared type and size before sending.
 */
import { IMAGE_OR_MP3, UPLOAD_KINDS, acceptOf, type UploadKind } from './validation/uploads.js';

/** The `accept` of an upload: image only, mp3 only, image or mp3 only, audio only. */
export const MEDIA_ACCEPTS = ['image', 'mp3', 'image_or_mp3', 'audio'] as const;
export type MediaAccept = (typeof MEDIA_ACCEPTS)[number];

/** How a medium is stored (the `media.kind` column). */
export type MediaKind = 'img' | 'audio';

const KINDS_OF: Record<MediaAccept, readonly UploadKind[]> = {
  image: ['image'],
  mp3: ['mp3'],
  image_or_mp3: IMAGE_OR_MP3,
  // docs/product.md lists both "wav/mp3/m4a audio" and "mp3/mp4/m4a": an audio field takes all four.
  audio: ['audio', 'media'],
};

/** Default size limits in bytes (the backend's UPLOAD_MAX_IMAGE_BYTES / UPLOAD_MAX_AUDIO_BYTES override). */
export const MEDIA_LIMITS: Record<MediaKind, number> = {
  img: 5 * 1024 * 1024,
  audio: 50 * 1024 * 1024,
};

/** Message keys, the same in the backend's catalogue and the web's (`upload.*`). */
export const MEDIA_TYPE_MESSAGE = {
  image: 'upload_image_only',
  mp3: 'upload_mp3_only',
  image_or_mp3: 'upload_image_or_mp3_only',
  audio: 'upload_audio_only',
} as const satisfies Record<MediaAccept, string>;
export const MEDIA_SIZE_MESSAGE = {
  img: 'upload_image_too_large',
  audio: 'upload_audio_too_large',
} as const satisfies Record<MediaKind, string>;
export type MediaMessageKey =
  | (typeof MEDIA_TYPE_MESSAGE)[MediaAccept]
  | (typeof MEDIA_SIZE_MESSAGE)[MediaKind]
  | 'upload_file_required'
  | 'upload_svg_unsafe'
  | 'upload_svg_malformed';

export const isMediaAccept = (value: unknown): value is MediaAccept =>
  typeof value === 'string' && (MEDIA_ACCEPTS as readonly string[]).includes(value);

/** Whether a content type (as found in the file's bytes) is one the field takes. */
export function acceptsMime(accept: MediaAccept, mime: string): boolean {
  return KINDS_OF[accept].some((k) => (UPLOAD_KINDS[k].mime as readonly string[]).includes(mime));
}

/** The stored kind of an accepted content type. */
export const mediaKindOfMime = (mime: string): MediaKind => (mime.startsWith('image/') ? 'img' : 'audio');

/** The `accept` attribute of the file input. */
export const mediaAcceptAttribute = (accept: MediaAccept) => acceptOf(KINDS_OF[accept]);

/** Megabytes for a message ("at most 5 MB"). */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

const IMAGE_EXTENSIONS = UPLOAD_KINDS.image.ext as readonly string[];
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Declared types browsers give the same files (the server decides by content anyway). */
const MIME_ALIASES: Record<string, string> = {
  'audio/mp3': 'audio/mpeg',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/m4a': 'audio/x-m4a',
  'image/jpg': 'image/jpeg',
};

export type MediaRefusal =
  | { reason: 'type'; key: (typeof MEDIA_TYPE_MESSAGE)[MediaAccept] }
  | { reason: 'size'; key: (typeof MEDIA_SIZE_MESSAGE)[MediaKind]; maxBytes: number };

/**
 * The browser's check before sending: the name's extension must be one the field takes, the declared type
 * (when the browser gives one) too, and the size within the kind's limit. Null when the file may go.
 */
export function checkMediaFile(
  accept: MediaAccept,
  file: { name: string; type?: string; size: number },
  limits: Record<MediaKind, number> = MEDIA_LIMITS,
): MediaRefusal | null {
  const ext = extensionOf(file.name);
  const kinds = KINDS_OF[accept];
  const type = file.type ? (MIME_ALIASES[file.type] ?? file.type) : '';
  const fits = kinds.some((k) => {
    const kind = UPLOAD_KINDS[k];
    return (
      (kind.ext as readonly string[]).includes(ext) &&
      (!type || (kind.mime as readonly string[]).includes(type))
    );
  });
  if (!fits) return { reason: 'type', key: MEDIA_TYPE_MESSAGE[accept] };
  const kind: MediaKind = IMAGE_EXTENSIONS.includes(ext) ? 'img' : 'audio';
  if (file.size > limits[kind])
    return { reason: 'size', key: MEDIA_SIZE_MESSAGE[kind], maxBytes: limits[kind] };
  return null;
}
