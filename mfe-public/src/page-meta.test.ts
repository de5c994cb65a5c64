import { documentTitle, PAGE_META, pageMetaFor } from './page-meta';

test('when a public URL is looked up, then its page title and description come from the one table', () => {
  expect(pageMetaFor('/')).toBe(PAGE_META.home);
  expect(pageMetaFor('/contact')).toBe(PAGE_META.contact);
  expect(pageMetaFor('/team/software-development')?.title).toBe('Software Development Team');
  expect(pageMetaFor('/team/iot/0123')).toBe(PAGE_META.memberProfile);
  expect(pageMetaFor('/services/iot')?.title).toBe('Embedded Systems & IoT');
  expect(pageMetaFor('/services/nope')).toBe(PAGE_META.serviceNotFound);
});

test('when a path is no public page (or not decodable), then there is no meta', () => {
  expect(pageMetaFor('/admin')).toBeUndefined();
  expect(pageMetaFor('/team/%E0%A4%A')).toBeUndefined();
});

test('when a title is shown in the browser, then it reads "<Page> · <Agency name>"', () => {
  expect(documentTitle(PAGE_META.about)).toBe('About Us · Agency');
});
