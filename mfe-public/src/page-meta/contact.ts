import type { PageMeta } from './types';

export const CONTACT_META: PageMeta = {
  title: 'Contact Us',
  description: 'Write to the agency, call us or visit us in Vijay Nagar, Indore. We answer every message within one working day.',
};
