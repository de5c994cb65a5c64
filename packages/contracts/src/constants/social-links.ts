// What Settings says when a social link is refused (the schema in ../social-links.ts gives these texts).
export const WHATSAPP_PROBLEM = 'WhatsApp number: digits with the country code, like +91 98765 43210';
export const LINKEDIN_PROBLEM = 'LinkedIn: a profile address on linkedin.com, like https://www.linkedin.com/company/your-agency';
export const INSTAGRAM_PROBLEM = 'Instagram: a profile address on instagram.com, like https://www.instagram.com/your-agency';
