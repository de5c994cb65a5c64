// The one table of the public pages' titles and descriptions. A page sets its browser title from it
// (usePageTitle adds " · <Agency name>") and the server HTML of the same URL (src/server) writes the same
// entry's title (formatPageTitle), description and cards: what a search result shows is what the tab
// shows after the app has taken over. Titles are the page part only.
import { findService } from './lib/service-catalogue';
import { teamTitle } from './features/team/domain-slug';

export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META = {
  home: {
    title: 'Home',
    description:
      'A technology agency in Indore building software, digital presence, brand identity, embedded and IoT solutions for small businesses, with a client portal to request and follow services.',
  },
  about: {
    title: 'About Us',
    description: 'Who we are and how we work: discover your needs, design the solution, deliver the impact. A small team from Indore.',
  },
  contact: {
    title: 'Contact Us',
    description: 'Write to the agency, call us or visit us in Vijay Nagar, Indore. We answer every message within one working day.',
  },
  team: { title: 'Our Team', description: 'Meet the engineers, designers and marketers behind our work, team by team.' },
  memberProfile: { title: 'Team Member', description: 'A member of our team: about, skills and languages.' },
  serviceNotFound: { title: 'Service Not Found', description: 'This service does not exist; see the services we offer.' },
  privacy: {
    title: 'Privacy Policy',
    description: 'What personal data the agency portal collects, why, how long it is kept and how to reach us about it.',
  },
  terms: { title: 'Terms of Service', description: 'The terms that apply when you use the agency portal and request our services.' },
  notFound: { title: 'Page not found', description: 'The page you asked for does not exist. Go to the home page or meet our team.' },
} satisfies Record<string, PageMeta>;

/** /team/{slug}: the team's heading. */
export function teamDomainMeta(slug: string): PageMeta {
  const title = teamTitle(slug);
  return { title, description: `The people of our ${title}: who they are and what they are good at.` };
}

/** /services/{slug}: the service's name and summary, or the "Service Not Found" page. */
export function serviceMeta(slug: string): PageMeta {
  const service = findService(slug);
  return service
    ? { title: service.title, description: `${service.summary} ${service.title} for small businesses, from Indore.` }
    : PAGE_META.serviceNotFound;
}

/** /team/{slug}/{member}: the member's name; the description is the start of their "about". */
export function memberMeta(name: string, about: string): PageMeta {
  const summary = about.length > 155 ? `${about.slice(0, 152).trimEnd()}…` : about;
  return { title: name, description: summary || `${name}, a member of our team: skills, languages and background.` };
}
