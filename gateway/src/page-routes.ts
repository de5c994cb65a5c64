// Which page URLs exist. Each remote's pages are the routes its own build publishes (routes.json, checked
// with @agency/contracts' remoteRoutesSchema), so a release of a remote that adds or drops a page needs
// nothing here: those with server HTML are public pages, the others signed-in pages (the plain shell page).
// The shell's own pages (shell/src/app/router.tsx) are listed here. Anything else is an unknown page: 404
// with the "Page not found" page.
import { remoteRoutesSchema, type RemoteRoutes } from '@agency/contracts';

const SHELL_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password', '/edit-profile', '/confirm-email', '/first-login-change'];

/**
 * Old URLs that live elsewhere now: a permanent redirect from the server, so a crawler and a visitor
 * without JavaScript land on the page too (the navigation labels /case-studies "Our Team").
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = { '/case-studies': '/team' };

/** `pattern` as the router reads it: `:name` is one segment, a trailing `*` any rest (none included). */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') return have.length >= want.length - 1 && want.slice(0, -1).every((part, i) => part === have[i]);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === decodeSafe(have[i]!));
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `unlisted`: no known route matches, but a remote's routes are unknown (not built, its container never
 * reached), so it may be its: the public remote's renderer answers if it can, else the plain shell page.
 */
export type PageKind = 'public' | 'app' | 'unknown' | 'unlisted';

/** What `pathname` is, given each remote's published routes (undefined: that remote's are unknown). */
export function pageKind(pathname: string, published: readonly (RemoteRoutes | undefined)[]): PageKind {
  // The router matches paths case-insensitively.
  if (SHELL_PAGES.some((pattern) => matches(pattern, pathname.toLowerCase()))) return 'app';
  for (const remote of published) {
    const route = remote?.routes.find((candidate) => matches(candidate.path, candidate.serverHtml ? pathname : pathname.toLowerCase()));
    if (route) return route.serverHtml ? 'public' : 'app';
  }
  return published.some((remote) => remote === undefined) ? 'unlisted' : 'unknown';
}

/** A remote's routes.json as its build publishes it; undefined when it does not pass the schema. */
export function parseRemoteRoutes(text: string): RemoteRoutes | undefined {
  const parsed = remoteRoutesSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : undefined;
}
