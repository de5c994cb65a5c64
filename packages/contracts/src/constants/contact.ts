export const CONTACT_THANKS = 'Thank you for your message! We will get back to you soon.';

// The contact form sent without the app (JavaScript off, or its code failed to load) is a POST of the page's
// own form to the gateway, which answers with one of these pages of the public remote (303 See Other).

/** The page saying that the message was sent. */
export const CONTACT_SENT_PATH = '/contact/sent';

/** Why a message sent without the app was not sent: what was typed, too many from this address, or the service. */
export const CONTACT_NOT_SENT_REASONS = ['invalid', 'too-many', 'unavailable'] as const;
export type ContactNotSentReason = (typeof CONTACT_NOT_SENT_REASONS)[number];

/** The page saying that the message was not sent, and why in general terms. */
export const contactNotSentPath = (reason: ContactNotSentReason) => `/contact/not-sent/${reason}`;
