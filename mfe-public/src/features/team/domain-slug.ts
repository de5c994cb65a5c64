/** The URL slug of a domain: lower-cased, trimmed, whitespace runs → one hyphen (spec section 2). */
export function domainSlug(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
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

export function skillList(tags: string[] | string | undefined): string[] {
  const list = Array.isArray(tags) ? tags : (tags ?? '').split(',');
  return list.map((tag) => tag.trim()).filter(Boolean);
}
