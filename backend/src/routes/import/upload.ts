import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../http/errors.js';

/**
 * The import's file (multipart field `file`), read whole: 415 when the request is not multipart, 400 without a
 * file, 413 over the size limit. `field` reads another field of the form as text.
 */
export async function importUpload(
  request: FastifyRequest,
): Promise<{ file: MultipartFile; content: Buffer; field: (name: string) => string | undefined }> {
  if (!request.isMultipart()) throw new ApiError(415, 'import_file_type');
  const file = await request.file();
  if (!file) throw badRequest({ file: 'import_file_required' });
  let content: Buffer;
  try {
    content = await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new ApiError(413, 'import_too_large');
    throw error;
  }
  if (file.file.truncated) throw new ApiError(413, 'import_too_large');
  const field = (name: string) => {
    const f = file.fields[name];
    return f && 'value' in f ? String(f.value) : undefined;
  };
  return { file, content, field };
}
