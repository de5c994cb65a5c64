// The one module the shell loads from this remote (docs/interfaces.md): page name → component.
// Each page is its own chunk, so a visit to /team downloads the team page and nothing else.
// To add a page: create it under src/features/<feature>/components and add one line here
// (and its route in shell/src/app/router.tsx).
import { lazy } from 'react';
import type { RemotePages } from '@agency/mf-config';
import { prefetchDomains } from './features/team/api/get-domains';

const pages = {
  Home: lazy(() => import('./features/home/components/home-page')),
  About: lazy(() => import('./features/about/components/about-page')),
  Contact: lazy(() => import('./features/contact/components/contact-page')),
  // The team pages' data starts loading together with their code.
  Team: lazy(() => (prefetchDomains(), import('./features/team/components/team-page'))),
  TeamDomain: lazy(() => (prefetchDomains(), import('./features/team/components/team-domain-page'))),
  MemberProfile: lazy(() => import('./features/member-profile/components/member-profile-page')),
  Services: lazy(() => import('./features/services/components/services-page')),
  Privacy: lazy(() => import('./features/legal/components/privacy-page')),
  Terms: lazy(() => import('./features/legal/components/terms-page')),
} satisfies RemotePages<'mfe_public'>;

export default pages;
