// Where a sign-in returns to, and the words for who a page is for.
import { audienceOf, landingPathAfterLogin, mayOpen } from '../src/lib/roles';

test('when the page to return to belongs to the role that signed in, then it may be opened', () => {
  expect(mayOpen('admin', '/admin/users')).toBe(true);
  expect(mayOpen('user', '/user-dashboard?tab=new-request')).toBe(true);
  expect(mayOpen('member', '/member-home')).toBe(true);
  expect(mayOpen('user', '/edit-profile')).toBe(true);
});

test('when the page to return to is another role’s area, then the sign-in lands as the spec says instead', () => {
  expect(mayOpen('user', '/admin')).toBe(false);
  expect(mayOpen('admin', '/dashboard')).toBe(false);
  expect(mayOpen('user', '/first-login-change')).toBe(false);
  expect(mayOpen('member', '/administrator-notes')).toBe(true); // not the /admin area
  expect(landingPathAfterLogin('user', false)).toBe('/');
});

test('when a page is for one or more roles, then it is said in words a person uses', () => {
  expect(audienceOf(['admin'])).toBe('admins');
  expect(audienceOf(['user'])).toBe('customers');
  expect(audienceOf(['user', 'member'])).toBe('customers and team members');
});
