// The one table of the public pages' titles and descriptions. A page sets its browser title from its
// entry (usePageTitle adds " · <Agency name>") and the server HTML of the same URL (src/server) writes the
// same entry's title (formatPageTitle), description and cards: what a search result shows is what the tab
// shows after the app has taken over. One small module per page, gathered here: a page's chunk carries
// its own entry only, not every page's description.
import { ABOUT_META } from './about';
import { CONTACT_META } from './contact';
import { CONTACT_NOT_SENT_META, CONTACT_SENT_META } from './contact-outcome';
import { HOME_META } from './home';
import { PRIVACY_META, TERMS_META } from './legal';
import { NOT_FOUND_META } from './not-found';
import { SERVICE_NOT_FOUND_META } from './services';
import { MEMBER_PROFILE_META, TEAM_META } from './team';

export type { PageMeta } from './types';
export { serviceMeta } from './services';
export { memberMeta, teamDomainMeta } from './team';

export const PAGE_META = {
  home: HOME_META,
  about: ABOUT_META,
  contact: CONTACT_META,
  contactSent: CONTACT_SENT_META,
  contactNotSent: CONTACT_NOT_SENT_META,
  team: TEAM_META,
  memberProfile: MEMBER_PROFILE_META,
  serviceNotFound: SERVICE_NOT_FOUND_META,
  privacy: PRIVACY_META,
  terms: TERMS_META,
  notFound: NOT_FOUND_META,
};
