// The agency's name as the chrome and every page title show it. The customer has not named the agency
// yet; change it here only (the shell's config/site.ts and the public pages' server HTML read it too).
export const AGENCY_NAME = 'Agency';
