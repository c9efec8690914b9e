import type { MediaAccept } from '@lms/domain';

/** What `upload/` answers (snake_case REST). */
export interface UploadedMedia {
  id: number;
  kind: 'img' | 'audio';
  mime_type: string;
  size: number;
  original_name: string;
  url: string;
}

/** A refusal with the server's message (413, 415, 400...), or `null` message for a network failure. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `Upload failed (${status})`);
    this.name = 'UploadError';
  }
}

export interface SendFileOptions {
  url: string;
  headers: Record<string, string>;
  file: File;
  accept: MediaAccept;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The first message of a REST error body: the file's field error, else the general message. */
export function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, unknown> };
    const fieldMessage =
      body.errors?.file ?? body.errors?.size ?? body.errors?.accept ?? body.errors?.non_field_errors;
    if (Array.isArray(fieldMessage) && typeof fieldMessage[0] === 'string') return fieldMessage[0];
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Posts one file as multipart/form-data with XMLHttpRequest, the one browser API that reports upload
 * progress. Resolves with the stored medium; rejects with an UploadError (or an AbortError).
 */
export function sendFile({
  url,
  headers,
  file,
  accept,
  onProgress,
  signal,
}: SendFileOptions): Promise<UploadedMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedMedia);
        } catch {
          reject(new UploadError(xhr.status, null));
        }
      } else {
        reject(new UploadError(xhr.status, messageOf(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The accept pattern first: the server reads it before the file's bytes.
    form.append('accept', accept);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
