import type { PageMeta } from './types';

export const HOME_META: PageMeta = {
  title: 'Home',
  description:
    'A technology agency in Indore building software, digital presence, brand identity, embedded and IoT solutions for small businesses, with a client portal to request and follow services.',
};
