// The one table of the public pages' titles and one-line descriptions: the page sets the browser title
// from it (usePageTitle) and the server HTML of the same URL uses the same words, so both always agree.
// Titles are the page part only; formatPageTitle adds " · <Agency name>".
import { formatPageTitle } from '@agency/web-kit';
import { teamTitle } from './features/team/domain-slug';
import { findService } from './lib/service-catalogue';
import { SERVICE_CATALOGUE } from './lib/service-catalogue';

export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META = {
  home: {
    title: 'Home',
    description:
      'A technology agency in Indore building software, digital presence, brand identity, embedded and IoT solutions for small businesses.',
  },
  about: { title: 'About Us', description: 'Who we are, how we work (discover, design, deliver) and what sets us apart.' },
  contact: { title: 'Contact Us', description: 'Write to the agency or find our address, e-mail and phone in Indore.' },
  team: { title: 'Our Team', description: 'Our core domains and the people behind each of them.' },
  memberProfile: { title: 'Team Member', description: 'A member of our team: about, skills and languages.' },
  serviceNotFound: { title: 'Service Not Found', description: 'This service does not exist; see the services we offer.' },
  privacy: { title: 'Privacy Policy', description: 'What we collect, why, how long we keep it and your rights.' },
  terms: { title: 'Terms of Service', description: 'The terms for using this site and the client portal.' },
} satisfies Record<string, PageMeta>;

export function teamDomainMeta(slug: string): PageMeta {
  const title = teamTitle(slug);
  return { title, description: `The ${title}: members, skills and profiles.` };
}

export function serviceMeta(slug: string): PageMeta {
  const service = findService(slug);
  return service ? { title: service.title, description: service.summary } : PAGE_META.serviceNotFound;
}

/** The meta of a public URL's page (for server HTML); undefined for a path no public page serves. */
export function pageMetaFor(pathname: string): PageMeta | undefined {
  let parts: string[];
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // not a decodable path: no page of ours
  }
  const [first, second, third] = parts;
  if (parts.length === 0) return PAGE_META.home;
  if (parts.length === 1 && first === 'about') return PAGE_META.about;
  if (parts.length === 1 && first === 'contact') return PAGE_META.contact;
  if (parts.length === 1 && first === 'privacy') return PAGE_META.privacy;
  if (parts.length === 1 && first === 'terms') return PAGE_META.terms;
  if (first === 'team' && parts.length === 1) return PAGE_META.team;
  if (first === 'team' && parts.length === 2 && second) return teamDomainMeta(second);
  if (first === 'team' && parts.length === 3 && third) return PAGE_META.memberProfile;
  if (first === 'services' && parts.length === 2 && second) return serviceMeta(second);
  return undefined;
}

/** The full document title of a page's meta, as the browser tab shows it. */
export function documentTitle(meta: PageMeta): string {
  return formatPageTitle(meta.title);
}

// The server HTML's titles (src/server/page-head.ts): its own fuller wording for search results and cards.
export const SITE_NAME = 'Agency Portal';

const serviceMetaByPath = Object.fromEntries(
  SERVICE_CATALOGUE.map((service) => [
    `services/${service.slug}`,
    { title: `${service.title} | ${SITE_NAME}`, description: `${service.summary} ${service.title} for small businesses, from Indore.` },
  ]),
);

export const pageMeta: Record<string, PageMeta> = {
  home: {
    title: `${SITE_NAME} | Software, Digital Presence & IoT from Indore`,
    description:
      'A technology agency in Indore building software, digital presence, brand identity, embedded and IoT solutions for small businesses, with a client portal to request and follow services.',
  },
  about: {
    title: `About us | ${SITE_NAME}`,
    description: 'Who we are and how we work: discover your needs, design the solution, deliver the impact. A small team from Indore.',
  },
  contact: {
    title: `Contact us | ${SITE_NAME}`,
    description: 'Write to the agency, call us or visit us in Vijay Nagar, Indore. We answer every message within one working day.',
  },
  team: {
    title: `Our team | ${SITE_NAME}`,
    description: 'Meet the engineers, designers and marketers behind our work, team by team.',
  },
  privacy: {
    title: `Privacy Policy | ${SITE_NAME}`,
    description: 'What personal data the agency portal collects, why, how long it is kept and how to reach us about it.',
  },
  terms: {
    title: `Terms of Service | ${SITE_NAME}`,
    description: 'The terms that apply when you use the agency portal and request our services.',
  },
  notFound: {
    title: `Page not found | ${SITE_NAME}`,
    description: 'The page you asked for does not exist. Go to the home page or meet our team.',
  },
  ...serviceMetaByPath,
};

export function teamMeta(teamName: string): PageMeta {
  return { title: `${teamName} | ${SITE_NAME}`, description: `The people of our ${teamName}: who they are and what they are good at.` };
}

export function memberMeta(name: string, about: string): PageMeta {
  const summary = about.length > 155 ? `${about.slice(0, 152).trimEnd()}…` : about;
  return { title: `${name} | ${SITE_NAME}`, description: summary || `${name}, a member of our team: skills, languages and background.` };
}
