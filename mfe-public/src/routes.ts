// The pages this remote owns, as its build publishes them (routes.json next to mf-manifest.json, checked with
// @agency/contracts' remoteRoutesSchema): the shell mounts the routes and puts the links in its nav bar and
// footer at run time, and the gateway tells a public page from an unknown URL (404) by them. To add a page:
// its component under src/features, a line in ./pages.ts, its route and link here (and its server HTML in
// src/server/render.tsx). Nothing outside this remote changes.
import { CONTACT_SENT_PATH, type RemoteLink, type RemoteRoute, type RemoteRoutes } from '@agency/contracts/browser';
import { SERVICE_CATALOGUE } from './lib/service-catalogue';
import { WITH_NEWS_PAGE } from './news-page-flag';
import { NEWS_META } from './page-meta/news';
import { CONTACT_NOT_SENT_META, CONTACT_SENT_META } from './page-meta/contact-outcome';

const page = (path: string, name: string, title: string): RemoteRoute => ({ path, page: name, title, serverHtml: true });

const ROUTES: RemoteRoute[] = [
  page('/', 'Home', 'Home'),
  page('/about', 'About', 'About Us'),
  page('/contact', 'Contact', 'Contact Us'),
  // Where the contact form sent without the app leads (the gateway's answer to its POST /contact).
  page(CONTACT_SENT_PATH, 'ContactOutcome', CONTACT_SENT_META.title),
  page('/contact/not-sent/:reason', 'ContactOutcome', CONTACT_NOT_SENT_META.title),
  page('/team', 'Team', 'Our Team'),
  page('/team/:slug', 'TeamDomain', 'A team of ours'),
  page('/team/:slug/:memberId', 'MemberProfile', 'Team Member'),
  page('/services/:service', 'Services', 'A service of ours'),
  page('/privacy', 'Privacy', 'Privacy Policy'),
  page('/terms', 'Terms', 'Terms of Service'),
];

// Spec section 2: the navigation bar and the footer's columns, in their order.
const LINKS: RemoteLink[] = [
  { to: '/', label: 'HOME', area: 'nav', end: true },
  { to: '/about', label: 'ABOUT US', area: 'nav' },
  { to: '/team', label: 'OUR TEAM', area: 'nav' },
  { to: '/contact', label: 'CONTACT US', area: 'nav' },
  ...(
    [
      ['/services/software-dev', 'Software Development'],
      ['/services/digital-presence', 'Digital Presence'],
      ['/services/iot', 'Embedded & IoT'],
      ['/services/design', 'Design & Creatives'],
      ['/services/support', 'Technical Support'],
    ] as const
  ).map(([to, label]): RemoteLink => ({ to, label, area: 'footer-services' })),
  { to: '/about', label: 'About Us', area: 'footer-company' },
  { to: '/team', label: 'Our Team', area: 'footer-company' },
  { to: '/contact', label: 'Contact Us', area: 'footer-company' },
  { to: '/privacy', label: 'Privacy Policy', area: 'footer-legal' },
  { to: '/terms', label: 'Terms of Service', area: 'footer-legal' },
];

/** The news page of a build made with PUBLIC_NEWS_PAGE=1 (rspack.config.ts): a route and a footer link. */
const NEWS = { route: page('/news', 'News', NEWS_META.title), link: { to: '/news', label: 'News', area: 'footer-company' } as RemoteLink };

export { WITH_NEWS_PAGE };

/** What the build publishes: every page, and the news page when `withNews`. */
export function publicRoutes(withNews = WITH_NEWS_PAGE): RemoteRoutes {
  return withNews ? { routes: [...ROUTES, NEWS.route], links: [...LINKS, NEWS.link] } : { routes: ROUTES, links: LINKS };
}

/** The URLs of this remote's pages. */
export const PUBLIC_ROUTES: readonly string[] = publicRoutes().routes.map((route) => route.path);

/** The pages whose HTML never changes: the server entry renders them at build time. */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  ...SERVICE_CATALOGUE.map((service) => `/services/${service.slug}`),
  ...(WITH_NEWS_PAGE ? ['/news'] : []),
];
