// The shell mounts the pages the remotes publish (their routes.json, in the remotes' config) at run time,
// each behind a sign-in check for the roles it names, and puts their links in its nav bar and footer.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RemoteConfig } from '../src/lib/federation/remote-registry';

jest.mock('../src/lib/federation/load-remote-pages', () => ({}));
jest.mock('../src/app/root-layout', () => ({ RootLayout: () => null }));
jest.mock('../src/components/remote-page/remote-page', () => ({ RemotePage: () => null }));
jest.mock('../src/components/remote-page/own-page', () => ({ OwnPage: () => null }));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildRoutes, remotePageAt } = require('../src/app/router') as typeof import('../src/app/router');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { RequireRole } = require('../src/app/require-role') as typeof import('../src/app/require-role');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { linksIn, setPublishedLinks } = require('../src/lib/published-links') as typeof import('../src/lib/published-links');

const remotes: RemoteConfig[] = [
  {
    name: 'mfe_public',
    entry: '/mfe/public/mf-manifest.json',
    routes: {
      routes: [
        { path: '/', page: 'Home', title: 'Home', serverHtml: true },
        { path: '/news', page: 'News', title: 'News', serverHtml: true },
      ],
      links: [
        { to: '/', label: 'HOME', area: 'nav', end: true },
        { to: '/news', label: 'News', area: 'footer-company' },
      ],
    },
  },
  {
    name: 'mfe_portal',
    entry: '/mfe/portal/mf-manifest.json',
    routes: {
      routes: [{ path: '/member-home', page: 'MemberHome', title: 'Member Home', roles: ['member'], serverHtml: false }],
      links: [],
    },
  },
  // A remote whose routes the gateway could not read: nothing of it is mounted, nothing else breaks.
  { name: 'mfe_admin', entry: '/mfe/admin/mf-manifest.json' },
];

const routes = buildRoutes(remotes);
const elementAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.element;

test("when a remote publishes a new page, then the shell mounts it as that remote's page", () => {
  expect(remotePageAt(routes, '/news')).toEqual({ remote: 'mfe_public', page: 'News' });
  expect(remotePageAt(routes, '/')).toEqual({ remote: 'mfe_public', page: 'Home' });
});

test('when a published page names roles, then it is behind the sign-in check for those roles', () => {
  const element = elementAt('/member-home');
  expect(isValidElement(element) && element.type === RequireRole).toBe(true);
  expect(isValidElement<{ roles: string[] }>(element) && element.props.roles).toEqual(['member']);
});

test('when a URL is published by no remote, then the unknown-page route takes it; the shell keeps its own pages', () => {
  expect(remotePageAt(routes, '/admin/users')).toBeUndefined();
  expect(matchRoutes(routes, '/admin/users')?.at(-1)?.route.path).toBe('*');
  expect(matchRoutes(routes, '/login')?.at(-1)?.route.path).toBe('login');
});

test('when the remotes publish links, then the nav bar and the footer columns get them in their order', () => {
  setPublishedLinks(remotes);
  expect(linksIn('nav').map((link) => link.label)).toEqual(['HOME']);
  expect(linksIn('footer-company')).toEqual([{ to: '/news', label: 'News', area: 'footer-company' }]);
});
