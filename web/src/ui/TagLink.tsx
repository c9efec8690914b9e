import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An app route (`/knowledge/article?id=3`): one slash, then a path. */
export const isRoute = (href: string) => /^\/(?![/\\])\S*$/.test(href);
const isWebAddress = (href: string) => /^https?:\/\/\S+$/i.test(href);

/**
 * A link an author typed (an error tag's explanation): a route of the app opens in the app (react-router),
 * an http(s) address in a new tab; anything else is not a link (`fallback`), so nothing points nowhere.
 */
export function TagLink({
  href,
  children,
  fallback = null,
}: {
  href: string;
  children: ReactNode;
  /** Shown instead when there is no link to follow. */
  fallback?: ReactNode;
}) {
  if (isRoute(href)) return <Link to={href}>{children}</Link>;
  if (isWebAddress(href))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return fallback;
}
