// Facts about the agency shown in the chrome (nav, footer). The customer has not named the agency
// yet; change it here only.
export const AGENCY_NAME = 'Agency';
export const FOUNDED_YEAR = 2025;
export const ADDRESS_LINE = 'Vijay Nagar, Indore, Madhya Pradesh, India';
export const CONTACT_EMAIL = 'hello@agency.example';
