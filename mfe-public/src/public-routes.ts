// The URLs of this remote's pages (the shell routes them to ./pages: shell/src/app/router.tsx). The build
// publishes the list as routes.json next to remoteEntry.js, and the gateway reads it from there to tell a
// public page from an unknown URL (404), so a release of this remote brings its own list.
import { SERVICE_CATALOGUE } from './lib/service-catalogue';
export const PUBLIC_ROUTES: readonly string[] = [
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

/** The pages whose HTML never changes: the server entry renders them at build time. */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  ...SERVICE_CATALOGUE.map((service) => `/services/${service.slug}`),
];
