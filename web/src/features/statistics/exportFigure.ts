/** Where the web reaches the backend's files: the gateway's pass-through (docs/design.md section 5). */
const BACKEND_API = '/lms-backend/api';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest {
  figure: string;
  format: ExportFormat;
  from: string;
  to: string;
  classId?: string | null | undefined;
  courseId?: string | null | undefined;
}

export function exportPath(r: ExportRequest): string {
  const q = new URLSearchParams({ figure: r.figure, format: r.format, from: r.from, to: r.to });
  if (r.classId) q.set('class_id', r.classId);
  if (r.courseId) q.set('course_id', r.courseId);
  return `${BACKEND_API}/users/statistics/export?${q.toString()}`;
}

/** Downloads one figure as a file, with the caller's token and language, and hands it to the browser. */
export async function downloadFigure(
  r: ExportRequest,
  auth: { token: string | undefined; language: string },
): Promise<string> {
  const headers: Record<string, string> = { 'Accept-Language': auth.language };
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  const res = await fetch(exportPath(r), { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? res.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${r.figure}.${r.format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
