import { toDomainSlug, type Domain } from '@agency/contracts/browser';

/**
 * The /team/{slug} of a domain: the one the admin service stored with it (unique, fixed at creation),
 * else the same rule computed from the name (an admin service from before stored slugs).
 */
export function teamSlug(domain: Domain): string {
  return domain.slug ?? toDomainSlug(domain.name);
}

const TEAM_TITLES: Record<string, string> = {
  'software-development': 'Software Development Team',
  'graphic-designing': 'Graphic Designing Team',
  'digital-marketing': 'Digital Marketing Team',
  iot: 'IOT Team',
};

/** The heading of /team/{slug}: the four known teams by name, anything else as '{slug} Team'. */
export function teamTitle(slug: string): string {
  return TEAM_TITLES[slug] ?? `${slug} Team`;
}
