import { formatPageTitle } from '@agency/web-kit/base';
import { memberMeta, PAGE_META, serviceMeta, teamDomainMeta } from '.';

test('when a page with a name of its own is looked up, then its title is that name and it has a description', () => {
  expect(teamDomainMeta('software-development').title).toBe('Software Development Team');
  expect(serviceMeta('iot').title).toBe('Embedded Systems & IoT');
  expect(serviceMeta('iot').description).toMatch(/\S/);
  expect(memberMeta('Asha Verma', '').title).toBe('Asha Verma');
});

test('when a service does not exist, then its page is "Service Not Found"', () => {
  expect(serviceMeta('nope')).toBe(PAGE_META.serviceNotFound);
});

test('when a member has a long "about", then the description is cut to 153 characters with an ellipsis', () => {
  expect(memberMeta('A', 'x'.repeat(300)).description).toHaveLength(153);
});

test('when a title is shown, then it reads "<Page> · <Agency name>"', () => {
  expect(formatPageTitle(PAGE_META.about.title)).toBe('About Us · Agency');
});

test('when the table is read, then every public page has a title and a description of its own', () => {
  const entries = Object.values(PAGE_META);
  expect(new Set(entries.map((meta) => meta.title)).size).toBe(entries.length);
  expect(new Set(entries.map((meta) => meta.description)).size).toBe(entries.length);
});
