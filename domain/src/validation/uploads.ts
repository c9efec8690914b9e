/**
 * docs/product.md point 5's upload kinds: which files a field takes, by MIME type and by extension. The backend
 * checks the content itself (magic bytes) against the same kinds; the web uses them for `accept` and an
 * instant refusal.
 */
export const UPLOAD_KINDS = {
  image: {
    mime: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'],
    ext: ['png', 'jpg', 'jpeg', 'svg', 'webp'],
  },
  mp3: { mime: ['audio/mpeg'], ext: ['mp3'] },
  audio: {
    mime: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/mp4', 'audio/x-m4a'],
    ext: ['wav', 'mp3', 'm4a'],
  },
  media: { mime: ['audio/mpeg', 'video/mp4', 'audio/mp4', 'audio/x-m4a'], ext: ['mp3', 'mp4', 'm4a'] },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Image or mp3: the "image or mp3 only" fields. */
export const IMAGE_OR_MP3: readonly UploadKind[] = ['image', 'mp3'];

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Whether a file (its name and declared type) is one of the kinds. */
export function isUploadOf(kinds: readonly UploadKind[], file: { name: string; type?: string }): boolean {
  const ext = extensionOf(file.name);
  return kinds.some((k) => {
    const kind = UPLOAD_KINDS[k];
    const byExt = (kind.ext as readonly string[]).includes(ext);
    const byType = !file.type || (kind.mime as readonly string[]).includes(file.type);
    return byExt && byType;
  });
}

/** The `accept` attribute of a file input for the kinds. */
export const acceptOf = (kinds: readonly UploadKind[]) =>
  [
    ...new Set(kinds.flatMap((k) => [...UPLOAD_KINDS[k].mime, ...UPLOAD_KINDS[k].ext.map((e) => `.${e}`)])),
  ].join(',');
