// Which page URLs exist. The public pages are the public remote's routes, from its own build (its
// routes.json: mfe-public/src/public-routes.ts), so a release of the remote that adds or drops a page needs
// nothing here. The others are the shell's own and signed-in pages (shell/src/app/router.tsx), always the
// plain shell page. Anything else is an unknown page: 404 with the "Page not found" page.
const APP_PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/edit-profile',
  '/confirm-email',
  '/first-login-change',
  '/user-dashboard',
  '/dashboard',
  '/member-home',
  '/admin/*',
];

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

export type PageKind = 'public' | 'app' | 'unknown';

/**
 * What `pathname` is, given the public remote's routes; without them (no build of the remote to read) a
 * URL that is no app page may be a public one: it counts as public and the shell's router decides.
 */
export function pageKind(pathname: string, publicRoutes: readonly string[] | undefined): PageKind {
  // The router matches paths case-insensitively.
  if (APP_PAGES.some((pattern) => matches(pattern, pathname.toLowerCase()))) return 'app';
  if (publicRoutes === undefined || publicRoutes.some((pattern) => matches(pattern, pathname))) return 'public';
  return 'unknown';
}

/** routes.json of the public remote's build: a list of paths such as '/team/:slug'. */
export function parsePublicRoutes(text: string): readonly string[] | undefined {
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) && value.every((route) => typeof route === 'string' && route.startsWith('/')) ? value : undefined;
}
