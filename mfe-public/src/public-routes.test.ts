import { matchPath } from 'react-router-dom';
import { PUBLIC_ROUTES, STATIC_PATHS } from './public-routes';

const isRoute = (path: string) => PUBLIC_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);

test('when the server entry prerenders a page, then its URL is one of the routes the build publishes', () => {
  for (const path of STATIC_PATHS) expect({ path, listed: isRoute(path) }).toEqual({ path, listed: true });
});

test('when the pages rendered on request are asked for, then their URLs are listed and an unknown one is not', () => {
  for (const path of ['/team', '/team/iot', '/team/iot/0123456789abcdef01234567']) expect(isRoute(path)).toBe(true);
  for (const path of ['/nope', '/team/a/b/c', '/services']) expect(isRoute(path)).toBe(false);
});
