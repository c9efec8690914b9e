import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/routes';

/**
 * The links of the page that go nowhere: every `<a href>` is a route of the app router (the catch-all 404
 * aside), or an http(s) address from `allowed` (what an author typed). Issue 25 point 8.
 */
export function deadLinks(root: ParentNode = document, allowed: readonly string[] = []): string[] {
  const dead: string[] = [];
  for (const a of root.querySelectorAll('a[href]')) {
    const href = a.getAttribute('href')!;
    if (allowed.includes(href)) continue;
    const url = new URL(href, window.location.origin);
    const matched = url.origin === window.location.origin ? matchRoutes(routes, url.pathname) : null;
    if (!matched || matched.at(-1)?.route.path === '*') dead.push(href);
  }
  return dead;
}
