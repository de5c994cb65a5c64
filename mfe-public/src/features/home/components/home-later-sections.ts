import { remotePage } from '@agency/mf-config/remote-page';

/** The id of the home page's later sections' box: the server marks its HTML with it (deferred-sections.tsx). */
export const HOME_LATER_SECTIONS_ID = 'home-later-sections';

/** What the home page shows below the services (stand-out, clientele, testimonials), code split. */
export const HomeLaterSections = remotePage(() => import('./later-sections'));
