/// <reference types="jest" />
import { splitTags, toDomainSlug } from '@agency/contracts/browser';
import { teamSlug, teamTitle } from './domain-slug';

test('when a domain name has spaces and capitals, then the slug is lower-case, trimmed and hyphenated', () => {
  expect(toDomainSlug('  Software   Development ')).toBe('software-development');
  expect(toDomainSlug('IOT')).toBe('iot');
});

test('when a domain name has a slash, then the slug has a hyphen instead, and a stored slug wins over the name', () => {
  expect(toDomainSlug('UI/UX Design')).toBe('ui-ux-design');
  expect(teamSlug({ domain_id: '1', name: 'UI/UX Design' })).toBe('ui-ux-design');
  expect(teamSlug({ domain_id: '2', name: 'Digital  Marketing', slug: 'digital-marketing-2' })).toBe('digital-marketing-2');
});

test('when the slug is one of the four known teams, then the heading is its spec title, else "{slug} Team"', () => {
  expect(teamTitle('software-development')).toBe('Software Development Team');
  expect(teamTitle('graphic-designing')).toBe('Graphic Designing Team');
  expect(teamTitle('digital-marketing')).toBe('Digital Marketing Team');
  expect(teamTitle('iot')).toBe('IOT Team');
  expect(teamTitle('cloud-ops')).toBe('cloud-ops Team');
});

test('when skill tags come as comma text, then they are split and trimmed like a list', () => {
  expect(splitTags('React, Node ,, Figma')).toEqual(['React', 'Node', 'Figma']);
  expect(splitTags(['Go', ' Rust '])).toEqual(['Go', 'Rust']);
  expect(splitTags([])).toEqual([]);
});
