import type { PageMeta } from './types';

export const PRIVACY_META: PageMeta = {
  title: 'Privacy Policy',
  description: 'What personal data the agency portal collects, why, how long it is kept and how to reach us about it.',
};

export const TERMS_META: PageMeta = {
  title: 'Terms of Service',
  description: 'The terms that apply when you use the agency portal and request our services.',
};
