import { teamTitle } from '../features/team/domain-slug';
import type { PageMeta } from './types';

export const TEAM_META: PageMeta = {
  title: 'Our Team',
  description: 'Meet the engineers, designers and marketers behind our work, team by team.',
};

/** /team/{slug}: the team's heading. */
export function teamDomainMeta(slug: string): PageMeta {
  const title = teamTitle(slug);
  return { title, description: `The people of our ${title}: who they are and what they are good at.` };
}

export const MEMBER_PROFILE_META: PageMeta = { title: 'Team Member', description: 'A member of our team: about, skills and languages.' };

/** /team/{slug}/{member}: the member's name; the description is the start of their "about". */
export function memberMeta(name: string, about: string): PageMeta {
  const summary = about.length > 155 ? `${about.slice(0, 152).trimEnd()}…` : about;
  return { title: name, description: summary || `${name}, a member of our team: skills, languages and background.` };
}
