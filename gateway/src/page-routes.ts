// Which page URLs exist: the route table of shell/src/app/router.tsx (spec section 2). The public remote's
// pages are rendered by its server entry; the others are the shell's own and signed-in pages, always the
// plain shell page. Anything else is an unknown page: 404 with the "Page not found" page.
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contact',
  '/team',
  '/team/:slug',
  '/team/:slug/:memberId',
  '/services/:service',
  '/privacy',
  '/terms',
];
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
  '/case-studies',
  '/admin/*',
];

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

export function pageKind(pathname: string): PageKind {
  const lower = pathname.toLowerCase();
  if (PUBLIC_PAGES.some((pattern) => matches(pattern, pathname))) return 'public';
  // The router matches paths case-insensitively.
  return APP_PAGES.some((pattern) => matches(pattern, lower)) ? 'app' : 'unknown';
}
