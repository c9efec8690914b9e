/**
 * A notification's link as a path of this app, or null: only a path of the web's own origin is followed
 * (`/homework/12`), never another site, a protocol-relative `//host` or a `javascript:` address
 * (docs/decisions.md, issue 31 "Notification links").
 */
export function inAppPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
