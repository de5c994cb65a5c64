// The one module the shell loads from this remote (docs/interfaces.md): page name → component; the
// shell may preload the page of the URL being opened together with the remote.
// Each page is its own chunk, so a visit to /team downloads the team page and nothing else.
// To add a page: create it under src/features/<feature>/components, add one line here and its route in
// ./routes.ts.
import type { RemotePages } from '@agency/mf-config';
import { remotePage } from '@agency/mf-config/remote-page';
import { WITH_NEWS_PAGE } from './news-page-flag';

/**
 * The team pages' data starts loading together with their code. Imported here, not at the top, so the
 * home page's first load does not download the HTTP client for it (a failed load leaves the page to ask).
 */
function prefetchDomains(): void {
  import('./features/team/api/get-domains').then(
    (domains) => domains.prefetchDomains(),
    () => undefined,
  );
}

const pages = {
  Home: remotePage(() => import('./features/home/components/home-page')),
  About: remotePage(() => import('./features/about/components/about-page')),
  Contact: remotePage(() => import('./features/contact/components/contact-page')),
  ContactOutcome: remotePage(() => import('./features/contact/components/contact-outcome-page')),
  Team: remotePage(() => (prefetchDomains(), import('./features/team/components/team-page'))),
  TeamDomain: remotePage(() => (prefetchDomains(), import('./features/team/components/team-domain-page'))),
  MemberProfile: remotePage(() => import('./features/member-profile/components/member-profile-page')),
  Services: remotePage(() => import('./features/services/components/services-page')),
  Privacy: remotePage(() => import('./features/legal/components/privacy-page')),
  Terms: remotePage(() => import('./features/legal/components/terms-page')),
  ...(WITH_NEWS_PAGE ? { News: remotePage(() => import('./features/news/components/news-page')) } : {}),
} satisfies RemotePages<'mfe_public'>;

export default pages;
