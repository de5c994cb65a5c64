import type { PageMeta } from './types';

export const ABOUT_META: PageMeta = {
  title: 'About Us',
  description: 'Who we are and how we work: discover your needs, design the solution, deliver the impact. A small team from Indore.',
};
