/**
 * The bank's files through the gateway's pass-through (`/lms-backend/api/*`, the caller's bearer token): the
 * import (multipart, with upload progress), its templates and the export. Everything else is GraphQL.
 */
import { BACKEND_API, saveResponse } from '../../shared/downloadFile';

export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface ImportReport {
  dry_run: boolean;
  format: 'xlsx' | 'csv' | 'gift' | 'aiken';
  rows: number;
  valid: number;
  questions: number;
  errors: ImportRowError[];
  created_ids: number[];
}

/** A refusal of the whole file (415, 413, 400 without a report) or a commit refused with its report. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly report: ImportReport | null,
  ) {
    super(message);
  }
}

export interface RequestAuth {
  token: string | undefined;
  language: string;
}

const headersOf = ({ token, language }: RequestAuth): Record<string, string> => ({
  'Accept-Language': language,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** The message of a refusal: the file's own (`errors.file`), else the envelope's. */
function refusal(status: number, body: unknown, fallback: string): ImportRefused {
  const b = (body ?? {}) as { message?: string; errors?: unknown; rows?: number };
  const fileError =
    b.errors && !Array.isArray(b.errors) ? (b.errors as Record<string, string[]>).file?.[0] : undefined;
  const report =
    Array.isArray(b.errors) && typeof b.rows === 'number' ? (b as unknown as ImportReport) : null;
  return new ImportRefused(fileError ?? b.message ?? fallback, status, report);
}

/**
 * Sends the file to `import-data/` with XHR (fetch reports no upload progress): `onProgress` gets 0-100 while
 * the bytes go up; after 100 the server is reading and checking the rows.
 */
export function uploadImport(
  file: File,
  options: RequestAuth & { dryRun: boolean; onProgress: (percent: number) => void; fallbackError: string },
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BACKEND_API}/import-data/?dry_run=${options.dryRun}`);
    for (const [name, value] of Object.entries(headersOf(options))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body as ImportReport);
      else reject(refusal(xhr.status, body, options.fallbackError));
    };
    xhr.onerror = () => reject(new ImportRefused(options.fallbackError, 0, null));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Downloads a file of the API (a template, an export) and hands it to the browser as a download. */
export async function downloadFile(path: string, auth: RequestAuth, fallbackName: string): Promise<void> {
  const res = await fetch(`${BACKEND_API}/${path}`, { headers: headersOf(auth) });
  if (!res.ok) throw refusal(res.status, await res.json().catch(() => null), res.statusText);
  await saveResponse(res, fallbackName);
}

/** The list page's filters, in GraphQL's values (`PRIVATE`, `GAP_FILL`) or REST's (`private`, `gap_fill`). */
export interface ExportFilters {
  store?: string | null;
  ownerId?: number | string | null;
  types?: readonly string[] | null;
  topicGroups?: readonly string[] | null;
  tagIds?: readonly (number | string)[] | null;
  search?: string | null;
}

/** The export's query string: `question/`'s filters in the REST names. */
export function exportPath(format: 'xlsx' | 'gift', filters: ExportFilters): string {
  const q = new URLSearchParams({ format });
  // GraphQL's NONE is REST's `null` type (an instruction or passage block).
  const rest = (values: readonly string[]) =>
    values.map((v) => (v === 'NONE' ? 'null' : v.toLowerCase())).join(',');
  if (filters.store) q.set('store', filters.store.toLowerCase());
  if (filters.ownerId) q.set('owner_id', String(filters.ownerId));
  if (filters.types?.length) q.set('types', rest(filters.types));
  if (filters.topicGroups?.length) q.set('topic_groups', rest(filters.topicGroups));
  if (filters.tagIds?.length) q.set('tag_ids', filters.tagIds.join(','));
  if (filters.search?.trim()) q.set('search', filters.search.trim());
  return `question/export?${q.toString()}`;
}
