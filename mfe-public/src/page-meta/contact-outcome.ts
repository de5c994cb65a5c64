import type { PageMeta } from './types';

// The pages the contact form sent without the app leads to (the gateway's 303 after its POST): kept out of
// the sitemap and of search results (noindex), as they say something about one visit only.

export const CONTACT_SENT_META: PageMeta = {
  title: 'Message sent',
  description: 'Your message has reached the agency. We answer every message within one working day.',
};

export const CONTACT_NOT_SENT_META: PageMeta = {
  title: 'Message not sent',
  description: 'Your message could not be sent. Go back to it and try again, or call or e-mail the agency.',
};
