/**
 * The users import (issue 31 point 5) through the gateway's pass-through (`/lms-backend/api/*`, the caller's
 * bearer token): the template and the multipart upload. The class list is GraphQL.
 */
export const BACKEND_API = '/lms-backend/api';

export interface UserImportRowError {
  row: number;
  column: string;
  message: string;
}

export interface UserImportReport {
  dry_run: boolean;
  rows: number;
  new: number;
  /** `enrolled`: an existing student this import puts in the chosen class. */
  existing: { row: number; email: string; enrolled: boolean }[];
  errors: UserImportRowError[];
  created_ids: number[];
}

/** A refusal: the message to show and, when rows were wrong, the report. */
export class UserImportRefused extends Error {
  constructor(
    message: string,
    readonly report: UserImportReport | null,
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

/** The message of a refusal: a field's own (`errors.file`, `errors.class_id`), else the envelope's. */
export function refusalOf(body: unknown, fallback: string): UserImportRefused {
  const b = (body ?? {}) as { message?: string; errors?: unknown; rows?: number };
  const fields = b.errors && !Array.isArray(b.errors) ? (b.errors as Record<string, string[]>) : {};
  const fieldError = fields.file?.[0] ?? fields.class_id?.[0];
  const report =
    Array.isArray(b.errors) && typeof b.rows === 'number' ? (b as unknown as UserImportReport) : null;
  return new UserImportRefused(fieldError ?? b.message ?? fallback, report);
}

/** Sends the file (and the class) to `users/import`: a dry run or the commit. */
export async function uploadUsers(
  file: File,
  options: RequestAuth & { dryRun: boolean; classId: string | null; fallbackError: string },
): Promise<UserImportReport> {
  const form = new FormData();
  if (options.classId) form.append('class_id', options.classId);
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${BACKEND_API}/users/import?dry_run=${options.dryRun}`, {
      method: 'POST',
      headers: headersOf(options),
      body: form,
    });
  } catch {
    throw new UserImportRefused(options.fallbackError, null);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok && body) return body as UserImportReport;
  throw refusalOf(body, options.fallbackError);
}

/** Downloads the template and hands it to the browser as a download. */
export async function downloadTemplate(format: 'xlsx' | 'csv', auth: RequestAuth): Promise<void> {
  const res = await fetch(`${BACKEND_API}/users/import/template?format=${format}`, {
    headers: headersOf(auth),
  });
  if (!res.ok) throw refusalOf(await res.json().catch(() => null), res.statusText);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `users-template.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
