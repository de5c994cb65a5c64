export const CONTACT_THANKS = 'Thank you for your message! We will get back to you soon.';
