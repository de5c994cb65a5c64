// Facts about the agency shown in the chrome (nav, footer). The name lives in web-kit, so every
// page title (remotes' too) uses the same one.
export { AGENCY_NAME } from '@agency/web-kit/base';
export const FOUNDED_YEAR = 2025;
export const ADDRESS_LINE = 'Vijay Nagar, Indore, Madhya Pradesh, India';
export const CONTACT_EMAIL = 'hello@agency.example';
