/**
 * An uploaded file to rows, its kind told by its content (not by its name alone): an .xlsx is a zip archive,
 * every other kind is UTF-8 text. A file whose content does not fit its name is refused (415).
 */
import type { SourceRow } from './columns.js';
import { looksLikeAiken, readAiken, readGift } from './gift.js';
import { readCsv, readWorkbook, UnreadableFileError } from './sheets.js';

export type ImportFormat = 'xlsx' | 'csv' | 'gift' | 'aiken';

export class WrongFileTypeError extends Error {}
export class MissingColumnsError extends Error {}

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const isZip = (b: Buffer) => ZIP_MAGIC.every((byte, i) => b[i] === byte);

/** The file as UTF-8 text, or null when it is not (a binary, a legacy 8-bit encoding, NUL characters). */
function utf8(b: Buffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(b);
    return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** The format of a file from its name and its first bytes. */
export function detectFormat(filename: string, content: Buffer): { format: ImportFormat; text?: string } {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (ext === 'xlsx') {
    if (!isZip(content)) throw new WrongFileTypeError();
    return { format: 'xlsx' };
  }
  if (!['csv', 'gift', 'txt'].includes(ext) || isZip(content)) throw new WrongFileTypeError();
  const text = utf8(content);
  if (text === null) throw new WrongFileTypeError();
  if (ext === 'csv') return { format: 'csv', text };
  return { format: ext === 'txt' && looksLikeAiken(text) ? 'aiken' : 'gift', text };
}

/** The rows of a file (sheets need a header naming at least `title` and `type`). */
export async function rowsOfFile(
  filename: string,
  content: Buffer,
): Promise<{ format: ImportFormat; rows: SourceRow[] }> {
  const { format, text } = detectFormat(filename, content);
  if (format === 'gift') return { format, rows: readGift(text!) };
  if (format === 'aiken') return { format, rows: readAiken(text!) };
  const sheet = format === 'xlsx' ? await readWorkbook(content) : readCsv(text!);
  const names = sheet.header.map((h) => h.trim().toLowerCase());
  if (!names.includes('title') || !names.includes('type')) throw new MissingColumnsError();
  return { format, rows: sheet.rows };
}

export { UnreadableFileError };
