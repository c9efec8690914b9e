/**
 * The return address a query string carries (`?next=`, `?redirect=`): only a path of this app is accepted,
 * so a link cannot make sign-in an open redirect. The value is read as the browser would read it against this
 * origin (`//host`, `/\host`, a tab or a scheme lead elsewhere) and kept only when it stays here.
 */
export function returnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/')) return fallback;
  const origin = 'https://app.invalid';
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** Whether a return address leads to the IELTS candidate's page (a sign-up from there is a candidate's). */
export const isIeltsReturn = (path: string, ieltsTest: string) =>
  path === ieltsTest || path.startsWith(`${ieltsTest}?`) || path.startsWith(`${ieltsTest}#`);
