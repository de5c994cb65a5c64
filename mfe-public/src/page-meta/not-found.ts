import type { PageMeta } from './types';

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Go to the home page or meet our team.',
};
