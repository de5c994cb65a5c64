// Spec section 9: the legal pages' effective date and the minimum age of a user.
export const EFFECTIVE_DATE = 'July 27, 2025';
export const MINIMUM_AGE = 13;
export const PRIVACY_EMAIL = 'privacy@agency.example';
export const LEGAL_ADDRESS = 'Vijay Nagar, Indore, Madhya Pradesh, India';
