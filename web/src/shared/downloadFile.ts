/** Where the web reaches the backend's files: the gateway's pass-through (docs/design.md section 5). */
export const BACKEND_API = '/lms-backend/api';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * Downloads a backend file (`path` under the API, with its query) with the caller's token and language and
 * hands it to the browser under the name the backend gives; throws the backend's message when refused.
 */
export async function downloadFile(
  path: string,
  auth: { token: string | undefined; language: string },
  fallbackName: string,
): Promise<string> {
  const headers: Record<string, string> = { 'Accept-Language': auth.language };
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  const res = await fetch(`${BACKEND_API}${path}`, { headers });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? res.statusText);
  }
  return saveResponse(res, fallbackName);
}

/** Hands a file the backend answered to the browser, under the name the backend gives (or `fallbackName`). */
export async function saveResponse(res: Response, fallbackName: string): Promise<string> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
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
