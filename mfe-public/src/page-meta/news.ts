import type { PageMeta } from './types';

export const NEWS_META: PageMeta = { title: 'News', description: 'What is new at the agency: launches, projects and people.' };
