import { matchPath } from 'react-router-dom';
import { PUBLIC_ROUTES, publicRoutes, STATIC_PATHS } from './routes';

const isRoute = (path: string) => PUBLIC_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);

test('when the server entry prerenders a page, then its URL is one of the routes the build publishes', () => {
  for (const path of STATIC_PATHS) expect({ path, listed: isRoute(path) }).toEqual({ path, listed: true });
});

test('when the pages rendered on request are asked for, then their URLs are listed and an unknown one is not', () => {
  for (const path of ['/team', '/team/iot', '/team/iot/0123456789abcdef01234567']) expect(isRoute(path)).toBe(true);
  for (const path of ['/nope', '/team/a/b/c', '/services']) expect(isRoute(path)).toBe(false);
});

test('when the build publishes its routes, then they pass the schema the gateway checks and each names a page of ./pages', async () => {
  const { remoteRoutesSchema } = await import('@agency/contracts');
  const { default: pages } = await import('./pages');
  const published = remoteRoutesSchema.parse(publicRoutes());
  for (const route of published.routes)
    expect({ page: route.page, exported: route.page in pages }).toEqual({ page: route.page, exported: true });
  expect(published.links.filter((link) => link.area === 'nav').map((link) => link.label)).toEqual([
    'HOME',
    'ABOUT US',
    'OUR TEAM',
    'CONTACT US',
  ]);
});

test('when the build ships the news page, then it publishes its route with server HTML and its link in the footer', () => {
  const published = publicRoutes(true);
  expect(published.routes.at(-1)).toEqual({ path: '/news', page: 'News', title: 'News', serverHtml: true });
  expect(published.links).toContainEqual({ to: '/news', label: 'News', area: 'footer-company' });
  expect(publicRoutes(false).routes.map((route) => route.path)).not.toContain('/news');
});
