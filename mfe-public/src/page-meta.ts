// Each public page's title and description: the document title in the browser and the <title>, meta
// description, Open Graph and Twitter tags of its server HTML (src/server/page-head.ts). Pages whose
// words come from the database (a domain's team, a member) build theirs from the data they show.
import { SERVICE_CATALOGUE } from './lib/service-catalogue';

export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Agency Portal';

const serviceMeta = Object.fromEntries(
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
  ...serviceMeta,
};

export function teamMeta(teamName: string): PageMeta {
  return { title: `${teamName} | ${SITE_NAME}`, description: `The people of our ${teamName}: who they are and what they are good at.` };
}

export function memberMeta(name: string, about: string): PageMeta {
  const summary = about.length > 155 ? `${about.slice(0, 152).trimEnd()}…` : about;
  return { title: `${name} | ${SITE_NAME}`, description: summary || `${name}, a member of our team: skills, languages and background.` };
}
